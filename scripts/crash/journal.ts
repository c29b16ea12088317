// What each simulated customer was told by the server (the answers it got, 2xx or not), sale by sale:
// the checks after a restart compare the store with this, never with what the customer only asked for.

/** A request that was sent but not answered, because the server died under it. */
export type InFlight =
  | { kind: 'next'; from: string; taskId: string }
  | { kind: 'prev'; from: string; taskId: string }
  | { kind: 'upload'; file: SentFile }
  | { kind: 'sign' };

export type SentFile = {
  /** The file name, unique: finds a file whose upload was not answered in the sale's list. */
  nome: string;
  tipoAllegato: string;
  sha256: string;
  size: number;
  /** The id the 201 answered; undefined while unanswered. */
  id?: string;
};

export type SaleLog = {
  uuid: string;
  email: string;
  /** The step and taskId of the last answered Next, Back, signature or step read. */
  step: string;
  taskId: string;
  /** The visited steps as the server keeps them (vendite.storia): Next pushes, Back pops. */
  storia: string[];
  /** Every step whose Next was answered 2xx at least once: its data is in the proposal for good. */
  left: Set<string>;
  /** Next and Back answered 2xx (or found applied after the server died under them). */
  moves: number;
  backs: number;
  files: SentFile[];
  signed: boolean;
  inFlight: InFlight | undefined;
  /** Kills that found this sale created and not signed. */
  killsLived: number;
  /** Requests of this sale cut by a kill, and how many of them turned out applied. */
  cut: number;
  cutApplied: number;
};

export function newSaleLog(uuid: string, email: string): SaleLog {
  return {
    uuid,
    email,
    step: '',
    taskId: '',
    storia: [],
    left: new Set(),
    moves: 0,
    backs: 0,
    files: [],
    signed: false,
    inFlight: undefined,
    killsLived: 0,
    cut: 0,
    cutApplied: 0,
  };
}

type Proposta = {
  intestatario?: { anagrafica?: { codiceFiscale?: string }; contatti?: { email?: string } };
  forniture?: { indirizzo?: { via?: string; civico?: string }; pod?: string }[];
  invioBolletta?: { email?: string };
  pagamento?: { iban?: string };
  consensi?: Record<string, { accettata?: boolean }>;
  firma?: unknown;
};

/**
 * Whether the proposal holds what each step's Next writes into it, with this customer's values (their
 * own e-mail address): 'yes', 'no' (none of it), or 'partly' (half a step, never acceptable). Steps
 * that write nothing into the proposal are left out.
 */
export function stepApplied(step: string, p: Proposta, email: string): 'yes' | 'no' | 'partly' | null {
  const of = (checks: boolean[], present: boolean[]) =>
    checks.every(Boolean) ? 'yes' : present.some(Boolean) ? 'partly' : 'no';
  const f = p.forniture?.[0];
  switch (step) {
    case 'datiAnagrafici': {
      const a = p.intestatario?.anagrafica?.codiceFiscale;
      const e = p.intestatario?.contatti?.email;
      return of([a === 'BNCGLI90A41F205H', e === email], [a !== undefined, e !== undefined]);
    }
    case 'indirizzoFornitura':
      return of([f?.indirizzo?.via === 'Roma' && f.indirizzo.civico === '10'], [f?.indirizzo !== undefined]);
    case 'datiTecnici':
      return of([f?.pod === 'IT001E12345678'], [f?.pod !== undefined]);
    case 'modalitaInvioBolletta':
      return of([p.invioBolletta?.email === email], [p.invioBolletta !== undefined]);
    case 'metodoPagamento':
      return of([typeof p.pagamento?.iban === 'string'], [p.pagamento !== undefined]);
    case 'accettazioneCondizioni': {
      const c = p.consensi ?? {};
      return of(
        [c.PRIVACY?.accettata === true, c.CONDIZIONI_GENERALI?.accettata === true],
        [c.PRIVACY !== undefined, c.CONDIZIONI_GENERALI !== undefined],
      );
    }
    default:
      return null;
  }
}

/** The steps whose data stepApplied can see. */
export const DATA_STEPS = [
  'datiAnagrafici',
  'indirizzoFornitura',
  'datiTecnici',
  'modalitaInvioBolletta',
  'metodoPagamento',
  'accettazioneCondizioni',
];
