import type { Executor } from '../../../store/db';
import type {
  CreditCheckFields,
  EsitoCreditCheck,
  TipoIdentificativo,
} from '../../../../shared/schemas/credit-check';

// architecture.md "Outside systems": the credit check is an interface a real bureau implements; the
// built-in provider (rules-provider.ts) answers from configurable rules with no account anywhere.

/** Who asks: a new customer with the fields of spec 3, or an existing one by an identifier. */
export type CreditCheckRequest =
  | { marchioId: number; cliente: 'nuovo'; dati: CreditCheckFields }
  | {
      marchioId: number;
      cliente: 'esistente';
      tipoIdentificativo: TipoIdentificativo;
      valoreIdentificativo: string;
    };

export type CreditCheckResult = {
  esito: EsitoCreditCheck;
  /** Why a KO: for the provider's own records, never shown to the customer nor logged. */
  motivo?: string;
  /** The provider's reference of this check, which the customer service can quote. */
  riferimento: string;
};

/**
 * A credit bureau. A real adapter (CRIF, Experian, Cerved, ...) sends the request's fields to the
 * bureau's API with the retailer's credentials from the configuration, with a timeout, and maps the
 * answer: a score or rating under the retailer's threshold, or a negative record (protesti, insolvenze),
 * is a KO with the bureau's reason code as `motivo`; the bureau's request id is the `riferimento`.
 * It throws when the bureau cannot be reached (the caller answers 5xx and the customer may retry);
 * it never answers OK on a failure.
 */
export interface CreditCheckProvider {
  /**
   * `store` is the caller's open transaction when the check runs inside one (a step's Next): a
   * provider that reads our database must use it (the embedded database runs one transaction at a
   * time); a remote bureau ignores it.
   */
  check(request: CreditCheckRequest, store?: Executor): Promise<CreditCheckResult>;
}
