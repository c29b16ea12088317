import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UUID, funnelAt } from '../../test/funnel-fixture';
import { renderScreen } from '../../test/render-screen';
import CongratulazioniScreen from './screen';

/** At congratulazioni, signed at `firmataIl`, with or without an e-mail address on the proposal. */
function signedAt(firmataIl: string, email?: string) {
  const funnel = funnelAt('congratulazioni', { index: 9 });
  const proposta = funnel.vendita!.proposta;
  Object.assign(proposta, {
    firma: { firmataIl, canale: 'email' },
    intestatario: email ? { contatti: { email } } : {},
  });
  return funnel;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('congratulazioni', () => {
  it('offers the signed contract as a download from the sale’s plain link', async () => {
    await renderScreen(CongratulazioniScreen, funnelAt('congratulazioni', { index: 9 }));
    const link = screen.getByRole('link', { name: /Scarica il contratto firmato/ });
    expect(link.getAttribute('href')).toBe(`/api/v1/vendite/${UUID}/contratto`);
    expect(link.hasAttribute('download')).toBe(true);
    expect(link.textContent).toBe('Scarica il contratto firmato (PDF)');
    expect(screen.getByRole('region', { name: 'Il tuo contratto' }).contains(link)).toBe(true);
  });

  it('says until when the link works, and puts the mailed copy in its place when that time comes', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const signed = new Date(2026, 10, 22, 10, 0, 0);
    vi.setSystemTime(new Date(signed.getTime() + 60_000));
    await renderScreen(CongratulazioniScreen, signedAt(signed.toISOString(), 'giulia@example.com'));
    expect(screen.getByRole('link', { name: /Scarica il contratto firmato/ }).getAttribute('href')).toBe(
      `/api/v1/vendite/${UUID}/contratto`,
    );
    expect(screen.getByText(/^Il link resta attivo/).textContent).toBe(
      'Il link resta attivo fino alle 10:10: scarica il contratto ora se vuoi conservarlo.',
    );

    await act(async () => {
      vi.advanceTimersByTime(9 * 60_000);
    });
    expect(screen.queryByRole('link', { name: /Scarica il contratto firmato/ })).toBeNull();
    expect(screen.queryByText(/^Il link resta attivo/)).toBeNull();
    expect(screen.getByText(/^Il link per scaricare il contratto è scaduto/).textContent).toBe(
      "Il link per scaricare il contratto è scaduto: trovi il contratto firmato nell'e-mail di conferma.",
    );
  });

  it('once the link is over, a customer with no e-mail is told to ask customer service', async () => {
    const signed = new Date(Date.now() - 11 * 60_000);
    await renderScreen(CongratulazioniScreen, signedAt(signed.toISOString()));
    expect(screen.queryByRole('link', { name: /Scarica il contratto firmato/ })).toBeNull();
    expect(screen.getByText(/^Il link per scaricare il contratto è scaduto/).textContent).toBe(
      'Il link per scaricare il contratto è scaduto: per riceverne una copia contatta il servizio clienti indicando il numero della proposta.',
    );
  });
});
