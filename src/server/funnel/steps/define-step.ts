import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Operazione, StepName } from '../../../shared/domain';
import { fieldErrorsOf } from '../../../shared/errors';
import type { StepContesto } from '../../../shared/schemas/step-context';
import type { StepContext } from '../../../shared/schemas/steps-common';
import type { Proposta } from '../../../shared/schemas/proposta';
import { validationError } from '../../errors';
import type { Customers } from '../../services/adapters/customers/customers';
import type { Executor } from '../../store/db';
import type { Sale } from '../context';
import { stepContextOf } from '../context';
import type { CreditCheck } from '../credit-check';
import type { SaleFacts } from '../flows';
import type { Variabili } from '../variables';

// A step is one module (architecture.md "The funnel engine"): everything the server does for it, in
// the order a Next runs it. defineStep ties the step's schema to its handlers, so each handler is typed
// by the data the schema gives and a step's pieces cannot drift apart; the engine (sales.ts) runs the
// result without knowing any step. docs/flows.md walks through one.

export type FieldErrors = Record<string, string>;

/** What a Next may change: the proposal, the variables the guards read next, the operation. */
export type StepState = {
  proposta: Proposta;
  variabili: Variabili;
  /** set by sceltaOperazione: the sale continues in that operation's flow */
  operazione?: Operazione;
};

export type StepServices = { customers: Customers; creditCheck: CreditCheck; log: FastifyBaseLogger };

/** A Next's world: its transaction (the sale's row locked), the sale as it was loaded, the time. */
export type StepEnv = { tx: Executor; sale: Sale; now: Date; services: StepServices };

/** Work done on leaving a step with Next, after its data is written; may refuse with field errors. */
export type LeaveWork<D> = (data: D, state: StepState, env: StepEnv) => Promise<StepState>;

/** What entering a step sends, in the transaction that moved the sale there. */
export type EnterServices = {
  signing: { onEnter: (tx: Executor, sale: Sale) => Promise<void> };
  existingCustomers: { onEnterVerifica: (tx: Executor, sale: Sale) => Promise<void> };
};
export type EnterWork = (tx: Executor, sale: Sale, services: EnterServices) => Promise<void>;

export type ViewEnv = { db: Executor; sale: Sale; customers: Customers };

/** The part of the proposal a step's form saves as a draft (PATCH /proposte/{id}). */
export type DraftPart = 'intestatario' | 'indirizzo' | 'tecnici' | 'invioBolletta' | 'pagamento';

export type Guard = { label: string; test: (facts: SaleFacts) => boolean };

type NextDefinition<S extends z.ZodType> = {
  /** The data Next carries: the schema in src/shared the web form validates with too. */
  schema: S | ((ctx: StepContext) => S);
  /** Checks that need the server's data (comuni, REMI codes, uploaded files), after the schema. */
  check?: (data: z.output<S>, env: StepEnv) => Promise<FieldErrors>;
  /** What the data writes into the proposal. */
  write?: (data: z.output<S>, proposta: Proposta, env: StepEnv) => Proposta | Promise<Proposta>;
  /** In order, after the write: look-ups, the credit check, the customer found or chosen. */
  leave?: readonly LeaveWork<z.output<S>>[];
};

export type StepDefinition<N extends StepName, S extends z.ZodType> = {
  name: N;
  /** Absent: the step has no Next; `noNext` is the field error a Next answers there. */
  next?: NextDefinition<S>;
  noNext?: FieldErrors;
  /** The step's own condition in every flow (a flow may add its own); absent: always. */
  when?: Guard;
  /** Ends the flow: nothing after it (an outcome screen, or a switch to another flow). */
  ends?: true;
  /** No way back from here (a failed credit check is not retried with other data). */
  locked?: true;
  /** What entering the step does (a code sent). */
  enter?: EnterWork;
  /** The brand's documents (privacy notice, terms) shown to read. */
  documents?: true;
  /** What the screen shows beside the proposal, computed on every load. */
  contesto?: (env: ViewEnv) => Promise<StepContesto | undefined>;
  draft?: DraftPart;
};

export type StepModule<N extends StepName = StepName> = {
  readonly name: N;
  readonly when: Guard | undefined;
  readonly ends: boolean;
  readonly locked: boolean;
  readonly documents: boolean;
  readonly draft: DraftPart | undefined;
  readonly enter: EnterWork | undefined;
  readonly contesto: StepDefinition<N, z.ZodType>['contesto'];
  /** The leave work, to ask what a step does (operation-switch.ts: which steps look points up). */
  readonly leaves: readonly LeaveWork<never>[];
  /** The schema of Next's data for a sale of this context, or null when the step has no Next. */
  schemaFor(ctx: StepContext): z.ZodType | null;
  /** A Next: validate, check, write, leave. Throws a validation error with field errors. */
  next(data: unknown, state: StepState, env: StepEnv): Promise<StepState>;
};

/** The context a step's schema depends on, as the key its compiled schema is kept under. */
const contextKey = (ctx: StepContext) =>
  `${ctx.tipoContratto}|${ctx.commodities.join(',')}|${ctx.operazione ?? ''}`;

export function defineStep<N extends StepName, S extends z.ZodType = z.ZodType>(
  def: StepDefinition<N, S>,
): StepModule<N> {
  const spec = def.next;
  // zod compiles a schema the first time it parses with it: built anew for every Next, the schemas
  // that depend on the sale cost that compilation each time (a tenth of POST next's CPU in the profile
  // of bench/api.ts). They depend on the context alone, so each is built once per context.
  const built = new Map<string, S>();
  function schemaOf(ctx: StepContext): S | null {
    if (!spec) return null;
    if (typeof spec.schema !== 'function') return spec.schema;
    const key = contextKey(ctx);
    let schema = built.get(key);
    if (!schema) built.set(key, (schema = spec.schema(ctx)));
    return schema;
  }
  return {
    name: def.name,
    when: def.when,
    ends: def.ends === true,
    locked: def.locked === true,
    documents: def.documents === true,
    draft: def.draft,
    enter: def.enter,
    contesto: def.contesto,
    leaves: spec?.leave ?? [],
    schemaFor: schemaOf,
    async next(input, state, env) {
      const schema = schemaOf(stepContextOf(env.sale));
      if (!spec || !schema) throw validationError(def.noNext ?? { _: 'validation.no_next' });
      const parsed = schema.safeParse(input, { reportInput: true });
      if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error.issues));
      const data = parsed.data;
      const refused = spec.check ? await spec.check(data, env) : {};
      if (Object.keys(refused).length) throw validationError(refused);
      const proposta = spec.write ? await spec.write(data, state.proposta, env) : state.proposta;
      let s: StepState = { ...state, proposta };
      for (const work of spec.leave ?? []) s = await work(data, s, env);
      return s;
    },
  };
}
