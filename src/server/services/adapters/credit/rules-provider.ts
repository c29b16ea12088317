import crypto from 'node:crypto';
import type { TipoIdentificativo } from '../../../../shared/schemas/credit-check';
import { canonicalCodiceFiscale } from '../../../../shared/validation/codice-fiscale';
import { normalizePartitaIva } from '../../../../shared/validation/partita-iva';
import type { Executor } from '../../../store/db';
import { listCreditCheckRules } from '../../../store/repos/credit';
import type { CreditCheckProvider, CreditCheckRequest, CreditCheckResult } from './credit-check-provider';

// The built-in provider (architecture.md): rules in the credit_check_rules table, each naming a value
// of one field that fails; a brand's own rules and the global ones apply. The matching is pure.

export const CAMPI_REGOLA = ['codiceFiscale', 'partitaIva', 'cap', 'codiceCliente'] as const;
export type CampoRegola = (typeof CAMPI_REGOLA)[number];

export type CreditRule = {
  id: number;
  /** Null: every brand. */
  marchioId: number | null;
  campo: string;
  valore: string;
  motivo: string;
};

/** Both sides of a comparison go through these, so a rule matches however either was typed. */
const NORMALIZE: Record<CampoRegola, (s: string) => string> = {
  // omocodic variants of a code are the same person
  codiceFiscale: canonicalCodiceFiscale,
  partitaIva: normalizePartitaIva,
  cap: (s) => s.trim(),
  codiceCliente: (s) => s.replace(/\s+/g, '').toUpperCase(),
};

const CAMPO_OF_IDENTIFICATIVO: Record<TipoIdentificativo, CampoRegola> = {
  CODICE_CLIENTE: 'codiceCliente',
  CODICE_FISCALE: 'codiceFiscale',
  PARTITA_IVA: 'partitaIva',
};

function isCampo(campo: string): campo is CampoRegola {
  return (CAMPI_REGOLA as readonly string[]).includes(campo);
}

/** The values of the request the rules can name. */
function valuesOf(request: CreditCheckRequest): Partial<Record<CampoRegola, string>> {
  if (request.cliente === 'esistente')
    return { [CAMPO_OF_IDENTIFICATIVO[request.tipoIdentificativo]]: request.valoreIdentificativo };
  const { codiceFiscale, partitaIva, cap } = request.dati;
  return { codiceFiscale, partitaIva, cap };
}

/** KO with the first matching rule's reason (rules in id order), OK when none matches. */
export function evaluateCreditRules(
  rules: readonly CreditRule[],
  request: CreditCheckRequest,
): Omit<CreditCheckResult, 'riferimento'> {
  const values = valuesOf(request);
  const hit = [...rules]
    .sort((a, b) => a.id - b.id)
    .find((rule) => {
      if (rule.marchioId !== null && rule.marchioId !== request.marchioId) return false;
      if (!isCampo(rule.campo)) return false;
      const value = values[rule.campo];
      const normalize = NORMALIZE[rule.campo];
      return value !== undefined && normalize(value) === normalize(rule.valore);
    });
  return hit ? { esito: 'KO', motivo: hit.motivo } : { esito: 'OK' };
}

export function createRulesProvider(db: Executor): CreditCheckProvider {
  return {
    async check(request, store) {
      const rules = await listCreditCheckRules(store ?? db, request.marchioId);
      return { ...evaluateCreditRules(rules, request), riferimento: crypto.randomUUID() };
    },
  };
}
