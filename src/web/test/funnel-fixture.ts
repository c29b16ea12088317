import { vi } from 'vitest';
import type { StepName, TipoOfferta } from '../../shared/domain';
import type { Offerta, Step, Vendita } from '../../shared/schemas/api';
import type { Fornitura } from '../../shared/schemas/proposta';
import type { FunnelApi } from '../shell/funnel-context';

// The funnel context a screen test describes: a sale on one of the demo offers at a step, with the
// proposal's supplies and the step's contesto; `next` resolves with no field errors unless told.

export const UUID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';
export const PROPOSTA_ID = '0d9c8b7a-6f5e-4d3c-9b2a-1f0e9d8c7b6a';

const OFFERS: Record<TipoOfferta, Pick<Offerta, 'id' | 'nome' | 'tipo'>> = {
  LUCE: { id: 101, nome: 'Casa Luce', tipo: 'LUCE' },
  GAS: { id: 102, nome: 'Casa Gas', tipo: 'GAS' },
  LUCE_GAS: { id: 103, nome: 'Casa Luce e Gas', tipo: 'LUCE_GAS' },
};

export function funnelAt(
  name: StepName,
  {
    operazione = 'ATTIVAZIONE',
    offerta = 'LUCE',
    forniture,
    contesto,
    index = 2,
  }: {
    operazione?: Vendita['operazioneCommerciale'];
    offerta?: TipoOfferta;
    forniture?: Fornitura[];
    contesto?: Step['contesto'];
    index?: number;
  } = {},
) {
  const step: Step = {
    name,
    taskId: crypto.randomUUID(),
    files: [],
    variables: { marchio: 1, widgetEnabled: 'false', fastProcess: 'false', creditCheckResult: 'false' },
    progress: { index, total: 9 },
    ...(contesto ? { contesto } : {}),
  };
  const commodities = offerta === 'LUCE_GAS' ? (['LUCE', 'GAS'] as const) : ([offerta] as const);
  return {
    uuid: UUID,
    step,
    vendita: {
      uuid: UUID,
      offertaId: OFFERS[offerta].id,
      operazioneCommerciale: operazione,
      marchioId: 1,
      canale: 'Canale Web',
      proposta: {
        id: PROPOSTA_ID,
        intestatario: {},
        forniture: forniture ?? commodities.map((commodity) => ({ commodity })),
        consensi: {},
      },
    },
    offerta: { ...OFFERS[offerta], tipoContrattoOfferta: 'DOMESTICO' },
    marchio: { id: 1, nome: 'Lumen Energia', sitoPubblico: 'https://www.lumen-energia.example' },
    next: vi.fn(async (): Promise<Record<string, string> | null> => null),
    back: vi.fn(async () => undefined),
    edit: vi.fn(),
    showStep: vi.fn(),
    setCanGoBack: vi.fn(),
    submitting: false,
    saleSettled: true,
    uploading: false,
    beginUpload: () => () => undefined,
  } as unknown as FunnelApi & {
    next: ReturnType<typeof vi.fn<FunnelApi['next']>>;
    back: ReturnType<typeof vi.fn<FunnelApi['back']>>;
  };
}
