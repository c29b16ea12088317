import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Vendita } from '../../../shared/schemas/api';
import { funnelAt } from '../../test/funnel-fixture';
import { renderScreen } from '../../test/render-screen';
import DatiAnagraficiEstrattiScreen from './screen';

// The holder's form as a customer reads it (issue 16, items 5 and 6): the phone as they typed it, a
// too-long text that says its limit, one summary of what to correct, and "Continua più tardi" filled
// with what they typed, in Italian and in English.

vi.mock('../../api/funnel-api', () => ({
  funnelApi: { saveDraft: vi.fn().mockResolvedValue(undefined), saveForLater: vi.fn() },
}));
vi.mock('../../api/lookups-api', () => ({
  lookupsApi: {
    funnelCaps: vi.fn().mockResolvedValue(null),
    comuni: vi.fn().mockResolvedValue([]),
    codiceFiscale: vi.fn().mockResolvedValue(null),
  },
}));

afterEach(() => vi.clearAllMocks());

const TEXTS = {
  it: {
    nome: 'Nome',
    cognome: 'Cognome',
    phone: 'Cellulare',
    email: 'E-mail',
    next: 'Avanti',
    later: 'Continua più tardi',
    close: 'Chiudi',
    tooLong: 'Il testo è troppo lungo (massimo 80 caratteri).',
    summary: /^Ci sono \d+ campi da correggere:/,
    required: 'Campo obbligatorio.',
  },
  en: {
    nome: 'First name',
    cognome: 'Last name',
    phone: 'Mobile phone',
    email: 'E-mail',
    next: 'Continue',
    later: 'Continue later',
    close: 'Close',
    tooLong: 'The text is too long (at most 80 characters).',
    summary: /^\d+ fields need correcting:/,
    required: 'This field is required.',
  },
} as const;

/** A sale whose holder was saved with a phone in E.164, as the server stores it. */
function savedSale(contatti: { email?: string; telefono?: string } = { telefono: '+393331234567' }) {
  const funnel = funnelAt('datiAnagraficiEstratti', { forniture: [{ commodity: 'LUCE' }] });
  (funnel.vendita as Vendita).proposta.intestatario = {
    anagrafica: { tipo: 'PF', nome: 'Giulia', cognome: '', codiceFiscale: '' },
    contatti,
  };
  return funnel;
}

for (const lang of ['it', 'en'] as const) {
  const x = TEXTS[lang];
  describe(`the holder's form (${lang})`, () => {
    it('shows the saved phone as it was typed, in the national format', async () => {
      await renderScreen(DatiAnagraficiEstrattiScreen, savedSale(), lang);
      expect(screen.getByRole('textbox', { name: x.phone })).toHaveProperty('value', '333 123 4567');
    });

    it('says the limit of a text that is too long', async () => {
      const user = userEvent.setup();
      await renderScreen(DatiAnagraficiEstrattiScreen, savedSale(), lang);
      const nome = screen.getByRole('textbox', { name: x.nome });
      await user.clear(nome);
      await user.click(nome);
      await user.paste('A'.repeat(81));
      await user.click(screen.getByRole('button', { name: x.next }));
      await waitFor(() => expect(within(nome.closest('.field')!).getByText(x.tooLong)).toBeTruthy());
    });

    it('sums up an empty submit in one alert naming each field, each linked to it', async () => {
      const user = userEvent.setup();
      await renderScreen(DatiAnagraficiEstrattiScreen, savedSale({}), lang);
      await user.click(screen.getByRole('button', { name: x.next }));

      const alert = await screen.findByRole('alert');
      expect(screen.getAllByRole('alert')).toHaveLength(1);
      expect(alert.textContent).toMatch(x.summary);
      const links = within(alert).getAllByRole('link');
      const names = links.map((l) => l.textContent);
      expect(names).toContain(`${x.cognome}: ${x.required}`);
      expect(names).toContain(`${x.email}: ${x.required}`);
      expect(names).toContain(`${x.phone}: ${x.required}`);
      // each names a different field: no chorus of the same sentence
      expect(new Set(names).size).toBe(names.length);

      await user.click(links.find((l) => l.textContent?.startsWith(x.phone))!);
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: x.phone }));
    });

    it('fills "Continua più tardi" with every contact typed, and gives the focus back on closing', async () => {
      const user = userEvent.setup();
      await renderScreen(DatiAnagraficiEstrattiScreen, savedSale({}), lang);
      // typed, not yet saved as a draft
      await user.type(screen.getByRole('textbox', { name: x.cognome }), 'Bianchi');
      await user.type(screen.getByRole('textbox', { name: x.email }), 'giulia.bianchi@example.com');

      const open = screen.getByRole('button', { name: x.later });
      await user.click(open);
      // jsdom has no showModal: the dialog is in the page but not "open", so hidden to role queries
      const dialog = await screen.findByRole('dialog', { hidden: true });
      const field = (name: string) => within(dialog).getByRole('textbox', { name, hidden: true });
      expect(field(x.nome)).toHaveProperty('value', 'Giulia');
      expect(field(x.cognome)).toHaveProperty('value', 'Bianchi');
      expect(field(x.email)).toHaveProperty('value', 'giulia.bianchi@example.com');

      await user.click(within(dialog).getByRole('button', { name: x.close, hidden: true }));
      await waitFor(() => expect(document.activeElement).toBe(open));
    });
  });
}
