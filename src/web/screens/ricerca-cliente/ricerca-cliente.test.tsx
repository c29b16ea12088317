import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldError } from '../../test/accessible';
import { funnelAt } from '../../test/funnel-fixture';
import { renderScreen } from '../../test/render-screen';
import RicercaClienteScreen from './screen';

const identifier = () =>
  screen.getByRole('textbox', { name: 'Codice cliente, codice fiscale o partita IVA' });
const next = () => screen.getByRole('button', { name: 'Avanti' });

describe('ricercaCliente', () => {
  it('a new customer answers no and goes on with no identifier', async () => {
    const user = userEvent.setup();
    const funnel = funnelAt('ricercaCliente', { index: 1 });
    await renderScreen(RicercaClienteScreen, funnel);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sei già nostro cliente?');
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(next());
    const question = screen.getByRole('group', { name: 'Hai già un contratto con Lumen Energia?' });
    await waitFor(() => expect(fieldError(question)).toBe('Campo obbligatorio.'));
    expect(funnel.next).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'No, sono un nuovo cliente' }));
    await user.click(next());
    expect(funnel.next).toHaveBeenCalledWith({ giaCliente: false });
  });

  it('a customer gives their code, checked and normalised before it is sent', async () => {
    const user = userEvent.setup();
    const funnel = funnelAt('ricercaCliente', { index: 1 });
    await renderScreen(RicercaClienteScreen, funnel);

    await user.click(screen.getByRole('radio', { name: 'Sì, sono già cliente' }));
    await user.type(identifier(), 'X12');
    await user.click(next());
    await waitFor(() => expect(fieldError(identifier())).toBe('Il formato non è valido.'));
    expect(identifier().getAttribute('aria-invalid')).toBe('true');

    await user.clear(identifier());
    await user.type(identifier(), 'c 1000101');
    await user.click(next());
    expect(funnel.next).toHaveBeenCalledWith({ giaCliente: true, identificativo: 'C1000101' });
  });

  it("shows the server's answer for an unknown customer on the field", async () => {
    const user = userEvent.setup();
    const funnel = funnelAt('ricercaCliente', { index: 1 });
    funnel.next.mockResolvedValue({ identificativo: 'validation.customer_not_found' });
    await renderScreen(RicercaClienteScreen, funnel);

    await user.click(screen.getByRole('radio', { name: 'Sì, sono già cliente' }));
    await user.type(identifier(), 'C9999999');
    await user.click(next());

    await waitFor(() =>
      expect(fieldError(identifier())).toBe(
        'Non troviamo un cliente con questo codice: controlla il codice cliente o il codice fiscale sulla bolletta.',
      ),
    );
    expect(document.activeElement).toBe(identifier());
  });

  it('a product change asks for the identifier only', async () => {
    const user = userEvent.setup();
    const funnel = funnelAt('ricercaCliente', { operazione: 'CAMBIO_PRODOTTO', index: 1 });
    await renderScreen(RicercaClienteScreen, funnel);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Accedi come cliente');
    expect(screen.queryByRole('radio')).toBeNull();
    await user.type(identifier(), 'VRDLRA82C55L219F');
    await user.click(next());
    expect(funnel.next).toHaveBeenCalledWith({ giaCliente: true, identificativo: 'VRDLRA82C55L219F' });
  });

  for (const [lang, no, nextLabel] of [
    ['it', 'No, sono un nuovo cliente', 'Avanti'],
    ['en', 'No, I am a new customer', 'Continue'],
  ] as const) {
    it(`shows the answer given before checked again when the customer comes Back (${lang})`, async () => {
      const user = userEvent.setup();
      // a takeover (SUBENTRO): no bill upload follows the answer here
      const funnel = funnelAt('ricercaCliente', { operazione: 'SUBENTRO', index: 1 });
      const first = await renderScreen(RicercaClienteScreen, funnel, lang);
      await user.click(screen.getByRole('radio', { name: no }));
      await user.click(screen.getByRole('button', { name: nextLabel }));
      expect(funnel.next).toHaveBeenCalledWith({ giaCliente: false });
      // datiAnagrafici, then Indietro: the screen is shown anew
      first.unmount();
      await renderScreen(
        RicercaClienteScreen,
        funnelAt('ricercaCliente', { operazione: 'SUBENTRO', index: 1 }),
        lang,
      );
      expect(screen.getByRole('radio', { name: no })).toHaveProperty('checked', true);
    });
  }
});
