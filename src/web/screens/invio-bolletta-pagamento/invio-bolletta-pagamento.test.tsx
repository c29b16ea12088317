import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Vendita } from '../../../shared/schemas/api';
import { fieldError } from '../../test/accessible';
import { funnelAt } from '../../test/funnel-fixture';
import { renderScreen } from '../../test/render-screen';
import InvioBollettaPagamentoScreen from './screen';

vi.mock('../../api/funnel-api', () => ({ funnelApi: { saveDraft: vi.fn().mockResolvedValue(undefined) } }));

afterEach(() => vi.clearAllMocks());

function saleWithHolder() {
  const funnel = funnelAt('invioBollettaPagamento', { index: 5 });
  (funnel.vendita as Vendita).proposta.intestatario = {
    anagrafica: { tipo: 'PF', nome: 'Giulia', cognome: 'Bianchi', codiceFiscale: 'BNCGLI90A41F205H' },
    contatti: { email: 'giulia.bianchi@example.com', telefono: '+393331234567' },
  };
  return funnel;
}

const next = () => screen.getByRole('button', { name: 'Avanti' });

describe('invioBollettaPagamento', () => {
  it('asks delivery and payment on one screen, the bill by e-mail to the holder by default', async () => {
    const user = userEvent.setup();
    const funnel = saleWithHolder();
    await renderScreen(InvioBollettaPagamentoScreen, funnel);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bolletta e pagamento');
    expect(screen.getByRole('radio', { name: 'Bolletta via e-mail' })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: 'Indirizzo e-mail per le bollette' })).toHaveProperty(
      'value',
      'giulia.bianchi@example.com',
    );

    // the payment has no default: it is asked
    await user.click(next());
    const payment = screen.getByRole('group', { name: 'Come vuoi pagare le bollette?' });
    await waitFor(() => expect(fieldError(payment)).toBe('Campo obbligatorio.'));
    expect(funnel.next).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Addebito diretto sul conto (SEPA)' }));
    await user.click(screen.getByRole('textbox', { name: 'IBAN del conto' }));
    await user.paste('it60x0542811101000000123456');
    expect(screen.getByRole('textbox', { name: 'IBAN del conto' })).toHaveProperty(
      'value',
      'IT60 X054 2811 1010 0000 0123 456',
    );
    await user.click(next());

    expect(funnel.next).toHaveBeenCalledWith({
      invioBolletta: { modalita: 'EMAIL', email: 'giulia.bianchi@example.com' },
      pagamento: { metodo: 'SDD', iban: 'IT60X0542811101000000123456' },
    });
  });

  it('sends paper and the postal slip without an e-mail or an IBAN', async () => {
    const user = userEvent.setup();
    const funnel = saleWithHolder();
    await renderScreen(InvioBollettaPagamentoScreen, funnel);

    await user.click(screen.getByRole('radio', { name: 'Bolletta cartacea per posta' }));
    expect(screen.queryByRole('textbox', { name: 'Indirizzo e-mail per le bollette' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Bollettino postale' }));
    await user.click(next());

    expect(funnel.next).toHaveBeenCalledWith({
      invioBolletta: { modalita: 'CARTACEO' },
      pagamento: { metodo: 'BOLLETTINO' },
    });
  });

  it('sends the account holder when the account is someone else’s, and shows a wrong IBAN', async () => {
    const user = userEvent.setup();
    const funnel = saleWithHolder();
    await renderScreen(InvioBollettaPagamentoScreen, funnel);

    await user.click(screen.getByRole('radio', { name: 'Addebito diretto sul conto (SEPA)' }));
    const iban = screen.getByRole('textbox', { name: 'IBAN del conto' });
    await user.click(iban);
    await user.paste('IT60X0542811101000000123457');
    await user.click(screen.getByRole('checkbox', { name: "Il conto è intestato a un'altra persona" }));
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Luca');
    await user.type(screen.getByRole('textbox', { name: 'Cognome' }), 'Verdi');
    await user.type(screen.getByRole('textbox', { name: 'Codice fiscale' }), 'VRDLCU78E12F704L');
    await user.click(next());
    expect(iban.getAttribute('aria-invalid')).toBe('true');
    expect(funnel.next).not.toHaveBeenCalled();

    await user.clear(iban);
    await user.paste('IT60X0542811101000000123456');
    await user.click(next());
    expect(funnel.next).toHaveBeenCalledWith({
      invioBolletta: { modalita: 'EMAIL', email: 'giulia.bianchi@example.com' },
      pagamento: {
        metodo: 'SDD',
        iban: 'IT60X0542811101000000123456',
        intestatarioConto: { nome: 'Luca', cognome: 'Verdi', codiceFiscale: 'VRDLCU78E12F704L' },
      },
    });
  });
});
