import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Step } from '../../../shared/schemas/api';
import type { Allegato, TipoAllegatoView } from '../../../shared/schemas/files';
import type { UploadHandlers } from '../../api/upload';
import { filesApi, uploadAllegati, uploadDocumentoIdentita } from '../../api/upload';
import type { FunnelApi } from '../../shell/funnel-context';
import { renderScreen } from '../../test/render-screen';
import CaricamentoAllegatiScreen from './screen';

vi.mock('../../api/upload', () => ({
  filesApi: { allegati: vi.fn(), tipiAllegato: vi.fn() },
  uploadDocumentoIdentita: vi.fn(),
  uploadAllegati: vi.fn(),
  deleteAllegato: vi.fn(),
}));

afterEach(() => vi.clearAllMocks());

const UUID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';
const TYPES: TipoAllegatoView[] = [
  {
    tipoAllegato: 'DOCUMENTO_IDENTITA',
    descrizione: "Documento d'identità",
    obbligatorio: true,
    commodity: 'LUCE',
  },
  { tipoAllegato: 'MODULO_VOLTURA', descrizione: 'Modulo di voltura', obbligatorio: true, commodity: 'LUCE' },
  { tipoAllegato: 'ALTRO_DOCUMENTO', descrizione: 'Altro documento', obbligatorio: false, commodity: 'LUCE' },
];
const allegato = (tipoAllegato: string, nome: string): Allegato => ({
  id: crypto.randomUUID(),
  nome,
  tipo: tipoAllegato === 'DOCUMENTO_IDENTITA' ? 'documento-identita' : 'allegato',
  tipoAllegato,
  contentType: 'application/pdf',
  dimensione: 2048,
  url: `/api/v1/allegati/x?vendita=${UUID}`,
});

async function renderUploads(existing: Allegato[], over: Partial<FunnelApi> = {}) {
  vi.mocked(filesApi.tipiAllegato).mockResolvedValue(TYPES);
  vi.mocked(filesApi.allegati).mockResolvedValue(existing);
  const step: Step = {
    name: 'caricamentoAllegati',
    taskId: crypto.randomUUID(),
    files: [],
    variables: { marchio: 1, widgetEnabled: 'false', fastProcess: 'false', creditCheckResult: 'false' },
    progress: { index: 5, total: 9 },
  };
  const funnel = {
    uuid: UUID,
    step,
    vendita: { uuid: UUID, operazioneCommerciale: 'VOLTURA' },
    offerta: { id: 101, tipo: 'LUCE', tipoContrattoOfferta: 'DOMESTICO' },
    marchio: { id: 1, nome: 'Lumen Energia' },
    next: vi.fn(async () => null),
    back: vi.fn(),
    submitting: false,
    uploading: false,
    beginUpload: () => () => undefined,
    ...over,
  } as unknown as FunnelApi;
  await renderScreen(CaricamentoAllegatiScreen, funnel);
  await screen.findByLabelText('Modulo di voltura');
  return funnel;
}

const nextButton = () => screen.getByRole('button', { name: 'Avanti' });

describe('caricamentoAllegati', () => {
  it('asks for each type of the operation and keeps Next off until the mandatory ones are there', async () => {
    const user = userEvent.setup();
    await renderUploads([allegato('DOCUMENTO_IDENTITA', 'ci.pdf')]);
    expect(filesApi.tipiAllegato).toHaveBeenCalledWith('DOMESTICO', 'VOLTURA', ['LUCE']);
    // one file field per type, named by it, the optional one marked so
    const fileFields = Array.from(document.querySelectorAll<HTMLInputElement>('input[type="file"]'));
    expect(fileFields.map((f) => f.labels?.[0]?.textContent)).toEqual([
      "Documento d'identità",
      'Modulo di voltura',
      'Altro documento (facoltativo)',
    ]);
    expect(nextButton()).toHaveProperty('disabled', true);
    const missing = screen.getByText(/^Per proseguire mancano/);
    expect(missing.textContent).toBe('Per proseguire mancano: Modulo di voltura.');
    expect(missing.getAttribute('aria-live')).toBe('polite');

    let handlers: UploadHandlers<Allegato[]> | null = null;
    vi.mocked(uploadAllegati).mockImplementation((_u, _t, _f, h) => {
      handlers = h;
      return { abort: vi.fn() };
    });
    await user.upload(
      screen.getByLabelText('Modulo di voltura'),
      new File(['%PDF-1.4'], 'voltura.pdf', { type: 'application/pdf' }),
    );
    expect(uploadAllegati).toHaveBeenCalledWith(
      UUID,
      'MODULO_VOLTURA',
      [expect.any(File)],
      expect.anything(),
    );
    act(() => handlers!.onSuccess([allegato('MODULO_VOLTURA', 'voltura.pdf')]));
    const voltura = await screen.findByRole('list', { name: 'File caricati: Modulo di voltura' });
    expect(within(voltura).getByRole('link').textContent).toBe('voltura.pdf');
    expect(nextButton()).toHaveProperty('disabled', false);
    expect(screen.queryByText(/^Per proseguire mancano/)).toBeNull();
  });

  it('sends the identity document through its own address', async () => {
    const user = userEvent.setup();
    vi.mocked(uploadDocumentoIdentita).mockReturnValue({ abort: vi.fn() });
    await renderUploads([]);
    await user.upload(
      screen.getByLabelText("Documento d'identità"),
      new File(['%PDF-1.4'], 'ci.pdf', { type: 'application/pdf' }),
    );
    expect(uploadDocumentoIdentita).toHaveBeenCalledWith(UUID, expect.any(File), expect.anything());
  });

  it('keeps Back and Next off while an upload runs', async () => {
    await renderUploads([allegato('DOCUMENTO_IDENTITA', 'ci.pdf'), allegato('MODULO_VOLTURA', 'v.pdf')], {
      uploading: true,
    });
    expect(nextButton()).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Indietro' })).toHaveProperty('disabled', true);
  });

  it('moves on with Next once everything is there', async () => {
    const user = userEvent.setup();
    const funnel = await renderUploads([
      allegato('DOCUMENTO_IDENTITA', 'ci.pdf'),
      allegato('MODULO_VOLTURA', 'v.pdf'),
    ]);
    await user.click(nextButton());
    expect(funnel.next).toHaveBeenCalledWith({});
  });
});
