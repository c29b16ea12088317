import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { funnelAt } from '../../test/funnel-fixture';
import { renderScreen } from '../../test/render-screen';
import DatiAnagraficiScreen from './screen';

vi.mock('../../api/funnel-api', () => ({ funnelApi: { saveDraft: vi.fn().mockResolvedValue(undefined) } }));
vi.mock('../../api/lookups-api', () => ({
  lookupsApi: {
    codiceFiscale: vi.fn().mockResolvedValue({
      dataNascita: '1990-01-01',
      sesso: 'F',
      luogoNascita: { nome: 'Milano', provincia: 'MI' },
    }),
  },
}));

afterEach(() => vi.clearAllMocks());

// issue 16.2: what the customer types about themselves is checked the way Italian retailers check it
describe('datiAnagrafici: a coherent identity', () => {
  const IT = { nome: 'Nome', cognome: 'Cognome', cf: /Codice fiscale/, next: 'Avanti' };
  const EN = { nome: 'First name', cognome: 'Last name', cf: /Tax code/, next: 'Continue' };

  async function typeHolder(nome: string, cognome: string, codiceFiscale: string, labels = IT) {
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: labels.nome }), nome);
    await user.type(screen.getByRole('textbox', { name: labels.cognome }), cognome);
    await user.type(screen.getByRole('textbox', { name: labels.cf }), codiceFiscale);
    await user.click(screen.getByRole('button', { name: labels.next }));
  }

  it("refuses a codice fiscale that is not the person's, saying what disagrees", async () => {
    const funnel = funnelAt('datiAnagrafici');
    await renderScreen(DatiAnagraficiScreen, funnel);

    await typeHolder('Mario', 'Rossi', 'BNCGLI90A41F205H');

    const cf = screen.getByRole('textbox', { name: /Codice fiscale/ });
    expect(cf.getAttribute('aria-invalid')).toBe('true');
    expect(
      await screen.findAllByText(/Il codice fiscale non corrisponde a nome e cognome indicati/),
    ).not.toHaveLength(0);
    expect(funnel.next).not.toHaveBeenCalled();
  });

  it('refuses a name with an emoji or digits, in English too', async () => {
    const funnel = funnelAt('datiAnagrafici');
    await renderScreen(DatiAnagraficiScreen, funnel, 'en');

    await typeHolder('Giulia 😀', 'Bianchi', 'BNCGLI90A41F205H', EN);

    expect(screen.getByRole('textbox', { name: 'First name' }).getAttribute('aria-invalid')).toBe('true');
    expect(
      await screen.findAllByText('Use only letters, apostrophes, hyphens, spaces and full stops.'),
    ).not.toHaveLength(0);
    expect(funnel.next).not.toHaveBeenCalled();
  });
});
