import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Vendita } from '../../shared/schemas/api';
import type { Estrazione } from '../api/bills-api';
import { billExtractions, populateFromBill } from '../api/bills-api';
import { UUID, funnelAt } from '../test/funnel-fixture';
import { renderScreen } from '../test/render-screen';
import { IgnoredReadings, stillIgnored } from './bill-ignored';
import { BillUpload } from './bill-upload';

// After "Usa questi dati", the values the server could not take (POST /clients/populate `ignorati`)
// are named to the customer on the screen that follows, for them to write.

vi.mock('../api/bills-api', () => ({ billExtractions: vi.fn(), populateFromBill: vi.fn() }));
vi.mock('../api/upload', () => ({
  uploadBolletta: vi.fn(),
  deleteBolletta: vi.fn(),
  filesApi: { allegati: vi.fn().mockResolvedValue([]) },
}));
afterEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
});

const sure = <T,>(valore: T) => ({ valore, confidenza: 0.95 });
const LUCE: Estrazione = {
  tipo: 'luce',
  stato: 'completata',
  campi: {
    commodity: sure('luce' as const),
    nome: sure('Giulia'),
    codiceFiscale: sure('BNCGLI90A41F205X'),
    pod: sure('IT001E04871593'),
    indirizzoFornitura: sure({ via: 'Toledo', cap: '8013', comune: 'Napoli' }),
  },
};
const GAS: Estrazione = {
  tipo: 'gas',
  stato: 'completata',
  campi: { commodity: sure('gas' as const), codiceFiscale: sure('BNCGLI90A41F205H'), pdr: sure('1234') },
};
const PROPOSTA = { id: crypto.randomUUID(), intestatario: {}, forniture: [], consensi: {} };

/** The upload and, as the next screen has it, the notice: one query cache, as in the funnel. */
async function renderUploadThenNotice(estrazioni: Estrazione[]) {
  const funnel = funnelAt('ricercaCliente', { offerta: estrazioni.length > 1 ? 'LUCE_GAS' : 'LUCE' });
  (funnel.vendita as Vendita).estrazioniBollette = estrazioni;
  vi.mocked(billExtractions).mockResolvedValue(estrazioni);
  return renderScreen(
    () => (
      <>
        <BillUpload onPopulated={() => undefined} />
        <IgnoredReadings />
      </>
    ),
    funnel,
  );
}

const notice = () =>
  screen.getAllByRole('status').find((s) => s.classList.contains('bill-ignored')) as HTMLElement;

describe('IgnoredReadings', () => {
  it('names the values the server could not take, politely, in a status, after "Usa questi dati"', async () => {
    vi.mocked(populateFromBill).mockResolvedValue({
      proposta: PROPOSTA,
      ignorati: ['codiceFiscale', 'indirizzoFornitura.cap', 'pod'],
    });
    await renderUploadThenNotice([LUCE]);
    expect(notice().textContent).toBe('');

    await userEvent.click(await screen.findByRole('button', { name: 'Usa questi dati' }));

    await waitFor(() => expect(notice().textContent).not.toBe(''));
    expect(notice().textContent).toMatch(/Alcuni dati letti dalla bolletta non risultano validi/);
    expect(
      within(notice())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Codice fiscale', 'CAP della fornitura', 'Codice POD']);
    expect(notice().textContent).toMatch(/Ti chiediamo di inserirli tu/);
  });

  it('says nothing when every value was taken', async () => {
    vi.mocked(populateFromBill).mockResolvedValue({ proposta: PROPOSTA, ignorati: [] });
    await renderUploadThenNotice([LUCE]);
    await userEvent.click(await screen.findByRole('button', { name: 'Usa questi dati' }));
    await waitFor(() => expect(populateFromBill).toHaveBeenCalledWith(UUID, LUCE));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(notice().textContent).toBe('');
  });

  it('names them again after a reload of the screen', async () => {
    vi.mocked(populateFromBill).mockResolvedValue({ proposta: PROPOSTA, ignorati: ['codiceFiscale'] });
    const first = await renderUploadThenNotice([LUCE]);
    await userEvent.click(await screen.findByRole('button', { name: 'Usa questi dati' }));
    await waitFor(() => expect(notice().textContent).toMatch(/Codice fiscale/));
    first.unmount();

    // a new page: a new query cache, the sale's context still in local storage
    await renderScreen(IgnoredReadings, funnelAt('datiAnagraficiEstratti'));
    await waitFor(() => expect(notice().textContent).toMatch(/Codice fiscale/));
  });

  it('speaks of one value in the singular', async () => {
    vi.mocked(populateFromBill).mockResolvedValue({ proposta: PROPOSTA, ignorati: ['pod'] });
    await renderUploadThenNotice([LUCE]);
    await userEvent.click(await screen.findByRole('button', { name: 'Usa questi dati' }));
    await waitFor(() => expect(notice().textContent).toMatch(/Un dato letto dalla bolletta/));
    expect(notice().textContent).toMatch(/Codice POD/);
    expect(notice().textContent).toMatch(/Ti chiediamo di inserirlo tu/);
  });
});

describe('stillIgnored', () => {
  it('keeps what no bill gave a valid value for, once', () => {
    expect(
      stillIgnored([
        { estrazione: LUCE, ignorati: ['codiceFiscale', 'indirizzoFornitura.cap'] },
        { estrazione: GAS, ignorati: ['pdr'] },
      ]),
    ).toEqual(['indirizzoFornitura.cap', 'pdr']);
    expect(
      stillIgnored([
        { estrazione: LUCE, ignorati: ['pod'] },
        { estrazione: LUCE, ignorati: ['pod'] },
      ]),
    ).toEqual(['pod']);
  });
});
