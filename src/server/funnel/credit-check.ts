import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '../../shared/domain';
import type { Proposta } from '../../shared/schemas/proposta';
import type {
  CreditCheckBody,
  CreditCheckFields,
  CreditCheckExistingBody,
  CreditCheckResponse,
} from '../../shared/schemas/credit-check';
import { notFound } from '../errors';
import { assertUsable, loadSale } from './context';
import type { StepEnv, StepState } from './steps/define-step';
import type { Db, Executor } from '../store/db';
import type { MarchioRow } from '../store/repos/catalogue';
import { findMarchio } from '../store/repos/catalogue';
import { updateVendita } from '../store/repos/vendite';
import type {
  CreditCheckProvider,
  CreditCheckRequest,
} from '../services/adapters/credit/credit-check-provider';

/** Shown on creditCheckKo when the brand has configured no message of its own. */
export const DEFAULT_KO_MESSAGE: Record<Language, string> = {
  it: 'Non è possibile proseguire online con questa richiesta. Contatta il servizio clienti.',
  en: 'This request cannot continue online. Please contact customer service.',
};

/** The step variables a check leaves on the sale: the client's creditCheckResult, the flow's esito. */
export function creditCheckVariables(outcome: CreditCheckResponse): {
  creditCheckResult: boolean;
  creditCheckEsito: 'OK' | 'KO';
  creditCheckRiferimento: string;
} {
  return {
    creditCheckResult: outcome.esito === 'OK',
    creditCheckEsito: outcome.esito,
    creditCheckRiferimento: outcome.riferimento,
  };
}

/**
 * Leaving a step that completes the holder's data (datiTecnici, datiAnagraficiSubentrante, ...): the
 * brand's credit check, when it runs one (domain.md flows). Not while the sale is about to change
 * operation (the new flow runs its own), nor for a product change: the customer is already supplied.
 */
export async function runCreditCheck(_data: unknown, s: StepState, env: StepEnv): Promise<StepState> {
  const { sale, services } = env;
  const elsewhere = s.variabili.esitoFornitura === 'ALTRA_OPERAZIONE';
  const operazione = s.operazione ?? sale.vendita.operazione;
  if (!sale.marchio.creditCheckEnabled || elsewhere || operazione === 'CAMBIO_PRODOTTO') return s;
  const outcome = await services.creditCheck.checkProposta(sale.marchio, s.proposta, services.log, env.tx);
  return { ...s, variabili: { ...s.variabili, ...creditCheckVariables(outcome) } };
}

/** What a bureau is asked about the holder of a proposal and its supply address. */
export function fieldsOfProposta(p: Proposta): CreditCheckFields {
  const a = p.intestatario.anagrafica ?? {};
  const i = p.forniture[0]?.indirizzo ?? {};
  const address = {
    toponimo: i.toponimo ?? '',
    via: i.via ?? '',
    civico: i.civico ?? '',
    cap: i.cap ?? '',
    comune: i.comune ?? '',
    provincia: i.provincia ?? '',
  };
  return a.tipo === 'PG'
    ? {
        ragioneSociale: a.ragioneSociale,
        partitaIva: a.partitaIva,
        codiceFiscale: a.codiceFiscale,
        ...address,
      }
    : { nome: a.nome, cognome: a.cognome, codiceFiscale: a.codiceFiscale, ...address };
}

export type CreditCheckDeps = { db: Db; now: () => Date; provider: CreditCheckProvider };

/**
 * The credit check of a sale: asks the provider, then records the outcome on the sale as the step
 * variable creditCheckResult (spec 3 and 4: the client caches it). The log gets the reference and the
 * outcome only, never the customer's data.
 */
export function createCreditCheck({ db, now, provider }: CreditCheckDeps) {
  async function brand(id: number): Promise<MarchioRow> {
    const marchio = await findMarchio(db, id);
    if (!marchio) throw notFound();
    return marchio;
  }

  /** The sale's brand; 404.x when the sale can no longer change (before anything is asked). */
  async function usableSale(uuid: string) {
    const sale = await loadSale(db, uuid);
    assertUsable(sale, now());
    return sale;
  }

  async function ask(
    marchio: MarchioRow,
    request: CreditCheckRequest,
    log: FastifyBaseLogger,
    store?: Executor,
  ) {
    // Our choice: a brand that does not check credit never blocks a sale (domain.md: the flows run the
    // check only when it is enabled). A client that asks anyway gets OK with a reference of its own
    // and the sale records it as passed; nothing reaches the provider.
    if (!marchio.creditCheckEnabled) {
      const riferimento = crypto.randomUUID();
      log.info({ riferimento, esito: 'OK', eseguito: false }, 'credit check not enabled for the brand');
      return { esito: 'OK' as const, riferimento };
    }
    // outside any transaction: a bureau may take seconds, and the sale's row must not stay locked
    const { esito, riferimento } = await provider.check(request, store);
    log.info({ riferimento, esito, eseguito: true }, 'credit check');
    return { esito, riferimento };
  }

  async function record(uuid: string, outcome: CreditCheckResponse): Promise<void> {
    // (see creditCheckVariables: the same names the flow reads)
    await db.transaction(async (tx) => {
      const sale = await loadSale(tx, uuid, true);
      // it may have been cancelled or signed while the provider answered
      assertUsable(sale, now());
      await updateVendita(tx, uuid, {
        variabili: { ...sale.vendita.variabili, ...creditCheckVariables(outcome) },
        updatedAt: now(),
      });
    });
  }

  return {
    /**
     * The check the flow runs when the customer leaves the step it follows (flows.ts onLeave), inside
     * that step's transaction: the built-in provider answers at once; a remote bureau would hold the
     * sale's lock for its answer time, which only that customer's own next request waits for.
     */
    async checkProposta(marchio: MarchioRow, proposta: Proposta, log: FastifyBaseLogger, tx: Executor) {
      return ask(
        marchio,
        { marchioId: marchio.id, cliente: 'nuovo', dati: fieldsOfProposta(proposta) },
        log,
        tx,
      );
    },

    async isEnabled(brandId: number): Promise<boolean> {
      return (await brand(brandId)).creditCheckEnabled;
    },

    /** The brand's text for creditCheckKo, or the default one in the request's language. */
    async koMessage(brandId: number, lang: Language): Promise<string> {
      return (await brand(brandId)).creditCheckMessage?.trim() || DEFAULT_KO_MESSAGE[lang];
    },

    /** A new customer (spec 3 "Credit check fields"), on the sale's brand. */
    async checkNew(body: CreditCheckBody, log: FastifyBaseLogger): Promise<CreditCheckResponse> {
      const { venditaUuid, ...dati } = body;
      const { marchio } = await usableSale(venditaUuid);
      const outcome = await ask(marchio, { marchioId: marchio.id, cliente: 'nuovo', dati }, log);
      await record(venditaUuid, outcome);
      return outcome;
    },

    /**
     * An existing customer by identifier (spec 3 "Existing-customer credit check"): on the sale's brand
     * when a sale is named (and recorded on it), else on the brand of the request's host.
     */
    async checkExisting(
      body: CreditCheckExistingBody,
      hostMarchio: MarchioRow,
      log: FastifyBaseLogger,
    ): Promise<CreditCheckResponse> {
      const { venditaUuid, tipoIdentificativo, valoreIdentificativo } = body;
      const marchio = venditaUuid ? (await usableSale(venditaUuid)).marchio : hostMarchio;
      const request: CreditCheckRequest = {
        marchioId: marchio.id,
        cliente: 'esistente',
        tipoIdentificativo,
        valoreIdentificativo,
      };
      const outcome = await ask(marchio, request, log);
      if (venditaUuid) await record(venditaUuid, outcome);
      return outcome;
    },
  };
}

export type CreditCheck = ReturnType<typeof createCreditCheck>;
