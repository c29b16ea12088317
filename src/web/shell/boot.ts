import type { Step } from '../../shared/schemas/api';
import { updateSaleContext } from './storage';

// spec 4 "Start", literally: the page parameters, the flags, sale creation with the address
// rewrite, the step load and its variables. The calls are injected so the order is tested alone.

export type PageParams = {
  operazione: string | null;
  offerta: number | null;
  vendita: string | null;
  campagna: number | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readPageParams(search: string): PageParams {
  const q = new URLSearchParams(search);
  const int = (v: string | null) => (v && /^\d{1,9}$/.test(v) ? Number(v) : null);
  const vendita = q.get('vendita');
  return {
    // spec 2: required, upper-cased
    operazione: q.get('operazione')?.trim().toUpperCase() || null,
    offerta: int(q.get('offerta')),
    vendita: vendita && UUID.test(vendita) ? vendita.toLowerCase() : null,
    campagna: int(q.get('campagna')),
  };
}

export function pageAddress(path: string, p: PageParams): string {
  const q = new URLSearchParams();
  if (p.operazione) q.set('operazione', p.operazione);
  if (p.offerta !== null) q.set('offerta', String(p.offerta));
  if (p.vendita) q.set('vendita', p.vendita);
  if (p.campagna !== null) q.set('campagna', String(p.campagna));
  return `${path}?${q.toString()}`;
}

export type BootDeps = {
  createVendita(body: { offerta: number; operazioneCommerciale: string; campagna?: number }): Promise<{
    venditaUuid: string;
    marchioId: number;
  }>;
  step(uuid: string): Promise<Step>;
  replaceAddress(url: string): void;
  path: string;
  /** widgetEnabled: loads the widget account; never awaited */
  loadWidget(): void;
};

export type BootResult = {
  uuid: string;
  marchioId: number | null;
  fastFlow: boolean | null;
  firstTime: boolean;
  /**
   * The guided tour shows by itself: on the first visit, and on the later ones (a reload, Back) of a
   * sale this browser created; never for a link opened elsewhere (a resume mail, a second device).
   */
  guided: boolean;
  creditCheckResult: boolean;
  step: Step;
};

export class MissingParamsError extends Error {}

/** Setup failures (sale creation) reject with `setup: true` so the shell picks spec 8's setup rules. */
export class SetupError extends Error {
  constructor(readonly cause: unknown) {
    super('sale setup failed');
  }
}

export async function boot(params: PageParams, deps: BootDeps): Promise<BootResult> {
  let uuid: string;
  let marchioId: number | null = null;
  let fastFlow: boolean | null;
  let firstTime: boolean;
  if (params.vendita) {
    // 1. a sale is given: fast flow false, first time false
    uuid = params.vendita;
    fastFlow = false;
    firstTime = false;
  } else {
    // 2. no sale: create one from offerta and operazione, store it, rewrite the address
    if (!params.operazione || params.offerta === null)
      throw new MissingParamsError('operazione and offerta are required');
    fastFlow = null;
    firstTime = true;
    try {
      const created = await deps.createVendita({
        offerta: params.offerta,
        operazioneCommerciale: params.operazione,
        ...(params.campagna !== null ? { campagna: params.campagna } : {}),
      });
      uuid = created.venditaUuid;
      marchioId = created.marchioId;
    } catch (err) {
      throw new SetupError(err);
    }
    deps.replaceAddress(pageAddress(deps.path, { ...params, vendita: uuid }));
  }
  // 3. the current step and its variables
  const step = await deps.step(uuid);
  if (step.variables.fastProcess === 'true') fastFlow = true;
  const ctx = updateSaleContext(uuid, {
    offerta: params.offerta,
    operazione: params.operazione,
    campagna: params.campagna,
    fastFlow,
    firstTime,
    ...(firstTime ? { startedHere: true } : {}),
    lastStep: step.name,
    ...(step.variables.creditCheckResult === 'true' ? { creditCheckResult: true } : {}),
  });
  if (step.variables.widgetEnabled === 'true') deps.loadWidget();
  return {
    uuid,
    marchioId: marchioId ?? step.variables.marchio,
    fastFlow,
    firstTime,
    guided: firstTime || ctx.startedHere === true,
    creditCheckResult: ctx.creditCheckResult,
    step,
  };
}
