import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Operazione, StepName } from '../../shared/domain';
import { CANALE_WEB, commoditiesOf } from '../../shared/domain';
import type { TipoContratto, TipoOfferta } from '../../shared/domain';
import type { Step } from '../../shared/schemas/api';
import type { Proposta } from '../../shared/schemas/proposta';
import { notFound, offerExpired, taskStale, validationError } from '../errors';
import type { CreditCheck } from './credit-check';
import type { Metrics } from '../services/adapters/metrics/metrics';
import type { Db, Executor } from '../store/db';
import { findCampagna, findOfferta } from '../store/repos/catalogue';
import { insertVendita, moveVendita, updateVendita } from '../store/repos/vendite';
import type { Sale } from './context';
import type { Variabili } from './variables';
import { SALE_LIFETIME_MS, assertUsable, factsOf, isOfferExpired, loadSale } from './context';
import { firstStep, nextStep, previousStep } from './engine';
import type { SaleFacts } from './flows';
import { flowOf, flowStep } from './flows';
import type { Signing } from './signing';
import type { Customers } from '../services/adapters/customers/customers';
import type { ExistingCustomers } from './existing-customers';
import { landingStep, undoSwitch } from './operation-switch';
import { stepView } from './step-view';
import { stepModule } from './steps/all';

// The funnel's use cases: create a sale, show its step, move it forward and back, cancel it.
// Every change runs in one transaction holding the sale's row lock (architecture.md).

export type SalesDeps = {
  db: Db;
  now: () => Date;
  signing: Signing;
  creditCheck: CreditCheck;
  customers: Customers;
  existingCustomers: Pick<ExistingCustomers, 'onEnterVerifica'>;
  metrics: Pick<Metrics, 'stepsCompleted'>;
};

export function emptyProposta(tipo: TipoOfferta, operazione: Operazione): Proposta {
  return {
    id: crypto.randomUUID(),
    intestatario: {},
    forniture: commoditiesOf(tipo).map((commodity) => ({ commodity, operazioneCommerciale: operazione })),
    consensi: {},
  };
}

export function createSales({
  db,
  now,
  signing,
  creditCheck,
  customers,
  existingCustomers,
  metrics,
}: SalesDeps) {
  async function create(input: {
    offerta: number;
    operazioneCommerciale: Operazione;
    campagna?: number | undefined;
    lingua: string;
  }): Promise<{ venditaUuid: string; marchioId: number }> {
    const offerta = await findOfferta(db, input.offerta);
    if (!offerta) throw notFound();
    const t = now();
    if (isOfferExpired(offerta, t)) throw offerExpired();
    const flow = flowOf(input.operazioneCommerciale);
    if (!flow) throw validationError({ operazioneCommerciale: 'validation.operation_unavailable' });
    if (input.campagna !== undefined) {
      const campagna = await findCampagna(db, input.campagna);
      if (!campagna || campagna.marchioId !== offerta.marchioId) {
        throw validationError({ campagna: 'validation.campaign' });
      }
    }
    const uuid = crypto.randomUUID();
    const proposta = emptyProposta(offerta.tipo as TipoOfferta, input.operazioneCommerciale);
    const variabili: Variabili = { fastProcess: false, creditCheckResult: false };
    const facts: SaleFacts = {
      operazione: input.operazioneCommerciale,
      tipoContratto: offerta.tipoContratto as TipoContratto,
      commodities: commoditiesOf(offerta.tipo as TipoOfferta),
      variabili,
    };
    await insertVendita(db, {
      uuid,
      offertaId: offerta.id,
      // domain.md: a sale keeps its offer's brand for documents and mails
      marchioId: offerta.marchioId,
      campagnaId: input.campagna ?? null,
      operazione: input.operazioneCommerciale,
      stato: 'IN_CORSO',
      canale: CANALE_WEB,
      lingua: input.lingua,
      proposta,
      stepName: firstStep(flow, facts),
      taskId: crypto.randomUUID(),
      variabili,
      storia: [],
      createdAt: t,
      updatedAt: t,
      scadeIl: new Date(t.getTime() + SALE_LIFETIME_MS),
    });
    return { venditaUuid: uuid, marchioId: offerta.marchioId };
  }

  async function currentStep(uuid: string): Promise<Step> {
    const sale = await loadSale(db, uuid);
    assertUsable(sale, now(), true);
    return stepView(db, sale);
  }

  /** Moves the locked sale to `step`, with a fresh taskId, running what entering that step does. */
  async function enter(
    tx: Executor,
    sale: Sale,
    step: StepName,
    storia: StepName[],
    proposta: Proposta,
    variabili: Variabili = sale.vendita.variabili,
    operazione: Operazione = sale.vendita.operazione,
  ): Promise<Step> {
    const changes = {
      stepName: step,
      storia,
      proposta,
      variabili,
      operazione,
      taskId: crypto.randomUUID(),
      updatedAt: now(),
    };
    await moveVendita(tx, sale.vendita.uuid, changes);
    const moved: Sale = { ...sale, vendita: { ...sale.vendita, ...changes } };
    const onEnter = stepModule(step).enter;
    if (!onEnter) return stepView(tx, moved);
    await onEnter(tx, moved, { signing, existingCustomers });
    // the step as entered: what entering did may have changed the sale (the code sent, its contact)
    return stepView(tx, await loadSale(tx, moved.vendita.uuid));
  }

  async function next(
    uuid: string,
    taskId: string | undefined,
    data: Record<string, unknown>,
    log: FastifyBaseLogger,
  ): Promise<Step> {
    const { entered, completed } = await db.transaction(async (tx) => {
      const sale = await loadSale(tx, uuid, true);
      assertUsable(sale, now());
      if (sale.vendita.taskId !== taskId) throw taskStale();
      const step = sale.vendita.stepName;
      // the step's module validates, checks, writes and does what leaving it does (steps/define-step.ts)
      const left = await stepModule(step).next(
        data,
        { proposta: sale.vendita.proposta, variabili: sale.vendita.variabili },
        { tx, sale, now: now(), services: { customers, creditCheck, log } },
      );
      const flow = flowOf(sale.vendita.operazione)!;
      const storia = [...sale.vendita.storia, step];
      const to = left.operazione
        ? landingStep(
            left.operazione,
            { ...factsOf(sale), operazione: left.operazione, variabili: left.variabili },
            storia,
          )
        : nextStep(flow, step, { ...factsOf(sale), variabili: left.variabili });
      if (!to) throw validationError({ _: 'validation.no_next' });
      return {
        entered: await enter(tx, sale, to, storia, left.proposta, left.variabili, left.operazione),
        completed: { operazione: sale.vendita.operazione, marchio: sale.marchio.codice, step },
      };
    });
    // counted once committed: a step rolled back was not completed
    metrics.stepsCompleted.inc(completed);
    return entered;
  }

  async function prev(
    uuid: string,
    opts: { step?: StepName | undefined; taskId?: string | undefined },
  ): Promise<Step> {
    return db.transaction(async (tx) => {
      const sale = await loadSale(tx, uuid, true);
      assertUsable(sale, now());
      // as Next: only the step the client shows goes back, once; twenty Backs sent at once, or a
      // second tab's, would otherwise walk the sale back one step each (issue 17.5)
      if (opts.taskId !== sale.vendita.taskId) throw taskStale();
      // a failed credit check is not tried again with other data
      if (flowStep(flowOf(sale.vendita.operazione)!, sale.vendita.stepName)?.locked) {
        throw validationError({ step: 'validation.no_previous' });
      }
      const back = previousStep(sale.vendita.storia, opts.step);
      if (!back)
        throw validationError({ step: opts.step ? 'validation.step_not_visited' : 'validation.no_previous' });
      // entered data stays in the proposal and is shown again
      const undo = undoSwitch(sale, back.history.length);
      return enter(
        tx,
        sale,
        back.step,
        back.history,
        undo?.proposta ?? sale.vendita.proposta,
        undo?.variabili ?? sale.vendita.variabili,
        undo?.operazione,
      );
    });
  }

  async function cancel(uuid: string): Promise<void> {
    await db.transaction(async (tx) => {
      const sale = await loadSale(tx, uuid, true);
      assertUsable(sale, now());
      await updateVendita(tx, uuid, { stato: 'CANCELLATA', cancellataIl: now(), updatedAt: now() });
    });
  }

  return { create, currentStep, next, prev, cancel };
}

export type Sales = ReturnType<typeof createSales>;
