import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TipoOfferta } from '../../shared/domain';
import type { Vendita } from '../../shared/schemas/api';
import type { Allegato } from '../../shared/schemas/files';
import type { Estrazione } from '../api/bills-api';
import { billExtractions, populateFromBill } from '../api/bills-api';
import { ApiError } from '../api/http';
import type { UploadHandlers } from '../api/upload';
import { uploadBolletta } from '../api/upload';
import { UUID, funnelAt } from '../test/funnel-fixture';
import { renderScreen } from '../test/render-screen';
import { BillUpload } from './bill-upload';
import { FAST_FOR_MS, FAST_POLL_MS, MAX_WAIT_MS, POLL_MS } from './use-bill-extractions';

// The bill upload as a customer meets it on the first screen: choose the bill, watch it go, wait
// while it is read, check what was read, use it, or go on by hand when it cannot be read.

vi.mock('../api/bills-api', () => ({ billExtractions: vi.fn(), populateFromBill: vi.fn() }));
vi.mock('../api/upload', () => ({
  uploadBolletta: vi.fn(),
  deleteBolletta: vi.fn(),
  filesApi: { allegati: vi.fn().mockResolvedValue([]) },
}));

const uploads: Record<string, UploadHandlers<Allegato>> = {};
beforeEach(() => {
  vi.mocked(uploadBolletta).mockImplementation((tipo, _uuid, _file, handlers) => {
    uploads[tipo] = handlers;
    return { abort: vi.fn() };
  });
});
afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

const sure = <T,>(valore: T, confidenza = 0.95) => ({ valore, confidenza });
const READ: Estrazione = {
  tipo: 'luce',
  stato: 'completata',
  campi: {
    commodity: sure('luce' as const),
    nome: sure('Giulia'),
    cognome: sure('Bianchi'),
    codiceFiscale: sure('BNCGLI90A41F205H', 0.6),
    pod: sure('IT001E04871593'),
    consumoAnnuoKwh: sure(2700, 0.9),
  },
};
const reading = (tipo: 'luce' | 'gas'): Estrazione => ({ tipo, stato: 'in_corso', campi: {} });
const stored = (tipo: 'luce' | 'gas'): Allegato => ({
  id: tipo === 'luce' ? '0b8f1f43-34a4-4a1e-9d5a-3f0e2a6c1d11' : '1c9f2f54-45b5-4b2f-8e6b-4f1f3b7d2e22',
  nome: `bolletta-${tipo}.pdf`,
  tipo: `bolletta-${tipo}`,
  tipoAllegato: null,
  contentType: 'application/pdf',
  dimensione: 250_000,
  url: `/api/v1/allegati/x?vendita=${UUID}`,
});

async function renderUpload(offerta: TipoOfferta = 'LUCE', estrazioni?: Estrazione[]) {
  const funnel = funnelAt('ricercaCliente', { offerta, index: 1 });
  if (estrazioni) (funnel.vendita as Vendita).estrazioniBollette = estrazioni;
  const done = vi.fn();
  funnel.beginUpload = vi.fn(() => done);
  const onPopulated = vi.fn();
  const view = await renderScreen(() => <BillUpload onPopulated={onPopulated} />, funnel);
  // the polling's clock, from the first render on (the i18n set-up before it runs on real timers);
  // events are fired directly: user-event waits on timers of its own
  vi.useFakeTimers();
  return { ...view, funnel, onPopulated, done };
}

const pdf = () => new File(['%PDF-1.4'], 'bolletta.pdf', { type: 'application/pdf' });
/** Lets the timers run for `ms` and React catch up (polls, their answers, the renders they notify). */
const elapse = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    // an answer settles over a few promise turns, then the query notifies with a setTimeout(0), which
    // the fake clock runs after a millisecond, as Node does
    for (let turn = 0; turn < 3; turn++) await vi.advanceTimersByTimeAsync(1);
  });

async function click(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
  await elapse(0);
}

async function uploadAndSend(tipo: 'luce' | 'gas') {
  const label = tipo === 'luce' ? /Bolletta della luce/ : /Bolletta del gas/;
  fireEvent.change(screen.getByLabelText(label), { target: { files: [pdf()] } });
  act(() => uploads[tipo]!.onProgress!(40));
  const bar = screen.getByRole('progressbar', { name: label });
  expect(bar.getAttribute('aria-valuenow')).toBe('40');
  act(() => uploads[tipo]!.onSuccess(stored(tipo)));
  await elapse(0);
}

describe('BillUpload', () => {
  it('uploads the bill with progress, polls until it is read, and uses the values read', async () => {
    vi.mocked(billExtractions)
      .mockResolvedValueOnce([reading('luce')])
      .mockResolvedValueOnce([reading('luce')])
      .mockResolvedValue([READ]);
    vi.mocked(populateFromBill).mockResolvedValue({
      proposta: { id: crypto.randomUUID(), intestatario: {}, forniture: [], consensi: {} },
      ignorati: [],
    });
    const { onPopulated, funnel } = await renderUpload();

    expect(
      screen.getByRole('heading', { level: 2, name: 'Hai una bolletta? Caricala e compiliamo noi i dati' }),
    ).toBeTruthy();
    await uploadAndSend('luce');
    expect(uploadBolletta).toHaveBeenCalledWith('luce', UUID, expect.any(File), expect.anything());
    expect(funnel.beginUpload).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'bolletta-luce.pdf' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/Stiamo leggendo la bolletta/);
    expect(billExtractions).toHaveBeenCalledTimes(1);

    // asked again every quarter of a second while a fresh upload is read: a reading done shows at once
    await elapse(FAST_POLL_MS);
    expect(billExtractions).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Usa questi dati' })).toBeNull();
    await elapse(FAST_POLL_MS);
    expect(billExtractions).toHaveBeenCalledTimes(3);

    expect(screen.getByRole('status').textContent).toBe('Ecco i dati che abbiamo letto dalla bolletta.');
    const values = screen.getByText('Nome').closest('dl')!;
    expect(within(values).getByText('Giulia')).toBeTruthy();
    expect(within(values).getByText('IT001E04871593')).toBeTruthy();
    expect(within(values).getByText(/2\.?700 kWh/)).toBeTruthy();
    const cf = within(values).getByText('Codice fiscale').closest('div')!;
    expect(within(cf).getByText('Letto dalla bolletta · da verificare')).toBeTruthy();
    expect(within(values).getAllByText('Letto dalla bolletta · sicuro')).toHaveLength(4);

    // read: the polling has stopped
    await elapse(6000);
    expect(billExtractions).toHaveBeenCalledTimes(3);

    await click('Usa questi dati');
    expect(populateFromBill).toHaveBeenCalledWith(UUID, READ);
    expect(onPopulated).toHaveBeenCalledOnce();
  });

  it('explains a bill that could not be read and lets the customer go on by hand', async () => {
    vi.mocked(billExtractions).mockResolvedValue([{ tipo: 'luce', stato: 'fallita', campi: {} }]);
    await await renderUpload();

    await uploadAndSend('luce');

    expect(screen.getByRole('status').textContent).toMatch(
      /Non siamo riusciti a leggere questa bolletta.*inserisci i dati a mano/,
    );
    expect(screen.queryByRole('button', { name: 'Usa questi dati' })).toBeNull();
    await elapse(6000);
    expect(billExtractions).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['file_troppo_grande', /troppo pesante da leggere.*solo la pagina con i dati della fornitura/],
    ['tempo_scaduto', /richiedeva troppo tempo.*solo la pagina con i dati della fornitura/],
    ['file_illeggibile', /Non riusciamo ad aprire questo file.*danneggiato o protetto da password/],
  ] as const)('says why a bill was refused (%s) and what to upload instead', async (motivo, text) => {
    vi.mocked(billExtractions).mockResolvedValue([{ tipo: 'luce', stato: 'fallita', campi: {}, motivo }]);
    await await renderUpload();

    await uploadAndSend('luce');

    expect(screen.getByRole('status').textContent).toMatch(text);
    expect(screen.getByRole('status').textContent).toMatch(/inserisci i dati a mano/);
    expect(screen.queryByRole('button', { name: 'Usa questi dati' })).toBeNull();
  });

  it('stops waiting after a minute, and looks again when asked', async () => {
    vi.mocked(billExtractions).mockResolvedValue([reading('luce')]);
    await await renderUpload();

    await uploadAndSend('luce');
    await elapse(60_000);
    const calls = vi.mocked(billExtractions).mock.calls.length;
    // often at first, then calmer: about 40 + 33 asks in the minute, not one a quarter second
    const expected = FAST_FOR_MS / FAST_POLL_MS + (MAX_WAIT_MS - FAST_FOR_MS) / POLL_MS;
    expect(calls).toBeGreaterThanOrEqual(Math.floor(expected) - 2);
    expect(calls).toBeLessThanOrEqual(Math.ceil(expected) + 2);
    expect(screen.getByRole('status').textContent).toMatch(/più tempo del previsto/);
    await elapse(6000);
    expect(billExtractions).toHaveBeenCalledTimes(calls);

    vi.mocked(billExtractions).mockResolvedValue([READ]);
    await click('Controlla di nuovo');
    await elapse(0);
    expect(screen.getByRole('status').textContent).toBe('Ecco i dati che abbiamo letto dalla bolletta.');
  });

  it('stops polling when the screen goes', async () => {
    vi.mocked(billExtractions).mockResolvedValue([reading('luce')]);
    const { unmount } = await renderUpload();

    await uploadAndSend('luce');
    await elapse(1500);
    const calls = vi.mocked(billExtractions).mock.calls.length;
    unmount();
    await elapse(10_000);
    expect(billExtractions).toHaveBeenCalledTimes(calls);
  });

  it('asks both bills of a dual offer and uses the ones read', async () => {
    const gasRead: Estrazione = {
      tipo: 'gas',
      stato: 'completata',
      campi: { pdr: sure('00880004512036'), categoriaUsoGas: sure('C1' as const, 0.5) },
    };
    vi.mocked(billExtractions)
      .mockResolvedValueOnce([reading('luce')])
      .mockResolvedValueOnce([READ])
      .mockResolvedValueOnce([READ, reading('gas')])
      .mockResolvedValue([READ, gasRead]);
    vi.mocked(populateFromBill).mockResolvedValue({
      proposta: { id: crypto.randomUUID(), intestatario: {}, forniture: [], consensi: {} },
      ignorati: [],
    });
    const { onPopulated } = await renderUpload('LUCE_GAS');

    await uploadAndSend('luce');
    await elapse(1500);
    // the luce bill is read: its values may be used at once
    expect(screen.getByRole('button', { name: 'Usa questi dati' })).toBeTruthy();
    await uploadAndSend('gas');
    // while the gas bill is read, the button waits for it
    expect(screen.queryByRole('button', { name: 'Usa questi dati' })).toBeNull();
    await elapse(1500);
    expect(screen.getByText('C1 – Riscaldamento')).toBeTruthy();

    await click('Usa questi dati');
    expect(populateFromBill).toHaveBeenNthCalledWith(1, UUID, READ);
    expect(populateFromBill).toHaveBeenNthCalledWith(2, UUID, gasRead);
    expect(onPopulated).toHaveBeenCalledOnce();
  });

  it('shows a bill read before the page was reloaded, and a refusal of its values', async () => {
    vi.mocked(populateFromBill).mockRejectedValue(new ApiError(409, 'sale.frozen', 'x'));
    const { onPopulated } = await renderUpload('LUCE', [READ]);

    expect(screen.getByRole('status').textContent).toBe('Ecco i dati che abbiamo letto dalla bolletta.');
    await click('Usa questi dati');

    expect(screen.getByRole('alert').textContent).toMatch(/Non è stato possibile usare i dati letti/);
    expect(onPopulated).not.toHaveBeenCalled();
    expect(billExtractions).not.toHaveBeenCalled();
  });
});
