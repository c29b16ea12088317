import type { Proposta } from '../../shared/schemas/proposta';
import { validationError } from '../errors';
import type { CondizioneRow } from '../store/repos/catalogue';

// The customer's consents to the brand's terms (accettazioneCondizioni's Next, PATCH /condition).

/**
 * The terms version each consent was given to: a sale keeps reading those texts when the back office
 * publishes a new version (issue 15 item 4: a new version applies to new sales only).
 */
export function pinsOf(proposta: Proposta): Record<string, string> {
  return Object.fromEntries(Object.entries(proposta.consensi).map(([codice, c]) => [codice, c.versione]));
}

/** Each consent given, kept with the version of its text and the time (issue 5.3, decision 006). */
export function recordConsents(
  proposta: Proposta,
  given: Record<string, boolean>,
  condizioni: readonly CondizioneRow[],
  now: Date,
): Proposta {
  const consensi = { ...proposta.consensi };
  const unknown: Record<string, string> = {};
  for (const [codice, accettata] of Object.entries(given)) {
    const c = condizioni.find((x) => x.codice === codice);
    if (!c) {
      unknown[`condizioni.${codice}`] = 'validation.unknown_field';
      continue;
    }
    consensi[codice] = { accettata, versione: c.versione, il: now.toISOString() };
  }
  if (Object.keys(unknown).length) throw validationError(unknown);
  return { ...proposta, consensi };
}

/** The mandatory consents not given at the current version of their text, as field errors. */
export function missingConsents(
  proposta: Proposta,
  condizioni: readonly CondizioneRow[],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const c of condizioni) {
    const given = proposta.consensi[c.codice];
    const current = given?.accettata && given.versione === c.versione;
    if (c.obbligatoria && !current) fields[`condizioni.${c.codice}`] = 'validation.consent_required';
  }
  return fields;
}

/** Next on accettazioneCondizioni: the consents sent recorded, then every mandatory one current. */
export function acceptConsents(
  proposta: Proposta,
  given: Record<string, boolean>,
  condizioni: readonly CondizioneRow[],
  now: Date,
): Proposta {
  const next = recordConsents(proposta, given, condizioni, now);
  const missing = missingConsents(next, condizioni);
  if (Object.keys(missing).length) throw validationError(missing);
  return next;
}
