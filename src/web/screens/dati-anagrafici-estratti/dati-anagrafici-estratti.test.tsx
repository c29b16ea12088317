import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Vendita } from '../../../shared/schemas/api';
import { funnelAt } from '../../test/funnel-fixture';
import { renderScreen } from '../../test/render-screen';
import DatiAnagraficiEstrattiScreen from './screen';

vi.mock('../../api/funnel-api', () => ({ funnelApi: { saveDraft: vi.fn().mockResolvedValue(undefined) } }));
vi.mock('../../api/lookups-api', () => ({
  lookupsApi: {
    funnelCaps: vi.fn().mockResolvedValue(null),
    comuni: vi.fn().mockResolvedValue([]),
    codiceFiscale: vi.fn().mockResolvedValue({
      dataNascita: '1990-01-01',
      sesso: 'F',
      luogoNascita: { nome: 'Milano', provincia: 'MI' },
    }),
  },
}));

afterEach(() => vi.clearAllMocks());

const ADDRESS = {
  toponimo: 'Via',
  via: 'Toledo',
  civico: '256',
  cap: '80134',
  comune: 'Napoli',
  provincia: 'NA',
};

/** A sale the bill filled (POST /clients/populate), with the extraction it came from. */
function filledSale() {
  const funnel = funnelAt('datiAnagraficiEstratti', {
    forniture: [{ commodity: 'LUCE', indirizzo: ADDRESS, pod: 'IT001E04871593' }],
  });
  const vendita = funnel.vendita as Vendita;
  vendita.proposta.intestatario = {
    anagrafica: { tipo: 'PF', nome: 'Giulia', cognome: 'Bianchi', codiceFiscale: 'BNCGLI90A41F205H' },
  };
  vendita.estrazioniBollette = [
    {
      tipo: 'luce',
      stato: 'completata',
      campi: {
        tipoIntestatario: { valore: 'PF', confidenza: 0.99 },
        nome: { valore: 'GIULIA', confidenza: 0.95 },
        cognome: { valore: 'Bianchi', confidenza: 0.93 },
        codiceFiscale: { valore: 'BNCGLI90A41F205H', confidenza: 0.62 },
        indirizzoFornitura: { valore: ADDRESS, confidenza: 0.71 },
        pod: { valore: 'IT001E04871593', confidenza: 0.97 },
      },
    },
  ];
  return funnel;
}

const next = () => screen.getByRole('button', { name: 'Avanti' });
const SURE = 'Letto dalla bolletta · sicuro';
const CHECK = 'Letto dalla bolletta · da verificare';

describe('datiAnagraficiEstratti', () => {
  it('shows the holder and the address read from the bill, each value marked with its confidence', async () => {
    await renderScreen(DatiAnagraficiEstrattiScreen, filledSale());

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Controlla i tuoi dati');
    const nome = screen.getByRole('textbox', { name: 'Nome', description: new RegExp(SURE) });
    expect(nome).toHaveProperty('value', 'Giulia');
    expect(screen.getByRole('textbox', { name: 'Cognome', description: new RegExp(SURE) })).toHaveProperty(
      'value',
      'Bianchi',
    );
    // under SURE_CONFIDENCE (0.9) the customer is asked to check, in words (the field's description), not only in colour
    const cf = screen.getByRole('textbox', { name: 'Codice fiscale', description: new RegExp(CHECK) });
    expect(cf).toHaveProperty('value', 'BNCGLI90A41F205H');
    expect(within(cf.closest('.field')!).getByText(CHECK).className).toContain('bill-read--check');
    // not read: no mark
    expect(screen.getByRole('textbox', { name: 'E-mail' }).getAttribute('aria-describedby')).toBeNull();

    // the bill reads the address as one value: the group carries its mark
    const address = screen.getByRole('group', { name: 'Indirizzo della fornitura', description: CHECK });
    expect(within(address).getByRole('textbox', { name: /Nome della strada/ })).toHaveProperty(
      'value',
      'Toledo',
    );
    expect(within(address).getByRole('combobox', { name: /Comune/ })).toHaveProperty('value', 'Napoli');
    expect(within(address).getByRole('textbox', { name: /CAP/ })).toHaveProperty('value', '80134');
  });

  it('drops the mark of a value the customer corrects', async () => {
    const user = userEvent.setup();
    await renderScreen(DatiAnagraficiEstrattiScreen, filledSale());

    const nome = screen.getByRole('textbox', { name: 'Nome' });
    await user.clear(nome);
    await user.type(nome, 'Giuliana');
    expect(nome.getAttribute('aria-describedby')).toBeNull();
    const via = screen.getByRole('textbox', { name: /Nome della strada/ });
    await user.clear(via);
    await user.type(via, 'Chiaia');
    expect(
      screen.getByRole('group', { name: 'Indirizzo della fornitura' }).getAttribute('aria-describedby'),
    ).toBeNull();
  });

  it('sends the holder and the address in the step schema’s shape', async () => {
    const user = userEvent.setup();
    const funnel = filledSale();
    await renderScreen(DatiAnagraficiEstrattiScreen, funnel);

    await user.click(next());
    expect(await screen.findAllByText('Campo obbligatorio.')).not.toHaveLength(0);
    expect(funnel.next).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'giulia.bianchi@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Cellulare' }), '333 123 4567');
    await user.selectOptions(
      screen.getByRole('combobox', { name: "A che titolo occupi l'immobile?" }),
      'PROPRIETARIO',
    );
    await user.click(next());

    expect(funnel.next).toHaveBeenCalledWith({
      intestatario: {
        anagrafica: { tipo: 'PF', nome: 'Giulia', cognome: 'Bianchi', codiceFiscale: 'BNCGLI90A41F205H' },
        contatti: { email: 'giulia.bianchi@example.com', telefono: '+393331234567' },
        titolo: 'PROPRIETARIO',
      },
      indirizzo: ADDRESS,
    });
  });

  it('puts the server’s field errors on the address fields', async () => {
    const user = userEvent.setup();
    const funnel = filledSale();
    funnel.next.mockResolvedValue({ 'indirizzo.cap': 'validation.cap_not_served' });
    const vendita = funnel.vendita as Vendita;
    vendita.proposta.intestatario = {
      ...vendita.proposta.intestatario,
      contatti: { email: 'giulia.bianchi@example.com', telefono: '3331234567' },
      titolo: 'PROPRIETARIO',
    };
    await renderScreen(DatiAnagraficiEstrattiScreen, funnel);

    await user.click(next());
    const cap = screen.getByRole('textbox', { name: /CAP/ });
    expect(cap.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(cap);
  });
});
