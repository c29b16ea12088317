import type { StepName } from '../../shared/domain';
import type { Proposta } from '../../shared/schemas/proposta';
import { validationError } from '../errors';
import type { CondizioneRow } from '../store/repos/catalogue';

// What each step's validated data does to the proposal. Pure: the proposal in, a new one out.

type Data = Record<string, unknown>;

export type ApplyInput = {
  step: StepName;
  data: Data;
  proposta: Proposta;
  condizioni: CondizioneRow[];
  now: Date;
};

export function recordConsents(
  proposta: Proposta,
  given: Record<string, boolean>,
  condizioni: CondizioneRow[],
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
    // each consent is kept with the version of the text and the time it was given (issue 5.3)
    consensi[codice] = { accettata, versione: c.versione, il: now.toISOString() };
  }
  if (Object.keys(unknown).length) throw validationError(unknown);
  return { ...proposta, consensi };
}

export function missingConsents(proposta: Proposta, condizioni: CondizioneRow[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const c of condizioni) {
    const given = proposta.consensi[c.codice];
    const current = given?.accettata && given.versione === c.versione;
    if (c.obbligatoria && !current) fields[`condizioni.${c.codice}`] = 'validation.consent_required';
  }
  return fields;
}

export function applyStep({ step, data, proposta, condizioni, now }: ApplyInput): Proposta {
  switch (step) {
    case 'datiAnagrafici':
    case 'datiAnagraficiSubentrante':
      return { ...proposta, intestatario: data.intestatario as Proposta['intestatario'] };
    case 'indirizzoFornitura': {
      const indirizzo = data.indirizzo as Proposta['forniture'][number]['indirizzo'];
      return { ...proposta, forniture: proposta.forniture.map((f) => ({ ...f, indirizzo })) };
    }
    case 'datiAnagraficiEstratti': {
      const indirizzo = data.indirizzo as Proposta['forniture'][number]['indirizzo'];
      return {
        ...proposta,
        intestatario: data.intestatario as Proposta['intestatario'],
        forniture: proposta.forniture.map((f) => ({ ...f, indirizzo })),
      };
    }
    case 'invioBollettaPagamento':
      return {
        ...proposta,
        invioBolletta: data.invioBolletta as Proposta['invioBolletta'],
        pagamento: data.pagamento as Proposta['pagamento'],
      };
    case 'datiTecnici':
    case 'datiTecniciEstratti':
    case 'datiTecniciOperazione':
    case 'datiFornitura': {
      const given = data.forniture as Proposta['forniture'];
      return {
        ...proposta,
        forniture: proposta.forniture.map((f, i) => ({ ...f, ...given[i], commodity: f.commodity })),
      };
    }
    case 'verificaRemi': {
      const codiceRemi = data.codiceRemi as string;
      return {
        ...proposta,
        forniture: proposta.forniture.map((f) => (f.commodity === 'GAS' ? { ...f, codiceRemi } : f)),
      };
    }
    case 'modalitaInvioBolletta':
      return { ...proposta, invioBolletta: data.invioBolletta as Proposta['invioBolletta'] };
    case 'metodoPagamento':
      return { ...proposta, pagamento: data.pagamento as Proposta['pagamento'] };
    case 'accettazioneCondizioni': {
      const next = recordConsents(
        proposta,
        (data.condizioni as Record<string, boolean>) ?? {},
        condizioni,
        now,
      );
      const missing = missingConsents(next, condizioni);
      if (Object.keys(missing).length) throw validationError(missing);
      return next;
    }
    default:
      return proposta;
  }
}
