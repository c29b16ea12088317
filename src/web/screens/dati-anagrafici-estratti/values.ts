import type { Indirizzo, Proposta, PropostaDraft } from '../../../shared/schemas/proposta';

// The form of datiAnagraficiEstratti: the holder as datiAnagrafici asks it, and the supply address as
// indirizzoFornitura asks it (steps.ts datiAnagraficiEstrattiSchema), named as the API's paths. The
// holder's mapping is the one of components/holder/holder-form.tsx, which does not export it.

type Persona = { nome?: string; cognome?: string; codiceFiscale?: string };
export type Values = {
  intestatario: {
    anagrafica: Persona & {
      tipo: 'PF' | 'PG';
      ragioneSociale?: string;
      partitaIva?: string;
      legaleRappresentante?: Persona;
    };
    contatti: { email?: string; telefono?: string };
    titolo?: string;
  };
  indirizzo: Required<Indirizzo>;
};

/** What is sent: only the fields of the holder type chosen, and the address. */
export function toData(v: Values) {
  const a = v.intestatario.anagrafica;
  const anagrafica =
    a.tipo === 'PF'
      ? { tipo: 'PF', nome: a.nome, cognome: a.cognome, codiceFiscale: a.codiceFiscale }
      : {
          tipo: 'PG',
          ragioneSociale: a.ragioneSociale,
          partitaIva: a.partitaIva,
          codiceFiscale: a.codiceFiscale,
          legaleRappresentante: a.legaleRappresentante ?? {},
        };
  return {
    intestatario: { anagrafica, contatti: v.intestatario.contatti, titolo: v.intestatario.titolo },
    indirizzo: v.indirizzo,
  };
}

/** The draft: the holder, and the address on every supply of the offer (the server does the same). */
export function toDraft(v: Values, supplies: number): PropostaDraft {
  const { intestatario, indirizzo } = toData(v);
  return {
    intestatario: intestatario as NonNullable<PropostaDraft['intestatario']>,
    forniture: Array.from({ length: supplies }, () => ({ indirizzo })),
  };
}

export function defaultsOf(p: Proposta, tipi: readonly string[]): Values {
  const a = p.intestatario.anagrafica ?? {};
  const i = p.forniture[0]?.indirizzo;
  return {
    intestatario: {
      anagrafica: {
        tipo: (a.tipo && tipi.includes(a.tipo) ? a.tipo : tipi[0]) as 'PF' | 'PG',
        nome: a.nome ?? '',
        cognome: a.cognome ?? '',
        codiceFiscale: a.codiceFiscale ?? '',
        ragioneSociale: a.ragioneSociale ?? '',
        partitaIva: a.partitaIva ?? '',
        legaleRappresentante: {
          nome: a.legaleRappresentante?.nome ?? '',
          cognome: a.legaleRappresentante?.cognome ?? '',
          codiceFiscale: a.legaleRappresentante?.codiceFiscale ?? '',
        },
      },
      contatti: {
        email: p.intestatario.contatti?.email ?? '',
        telefono: p.intestatario.contatti?.telefono ?? '',
      },
      ...(p.intestatario.titolo ? { titolo: p.intestatario.titolo } : {}),
    },
    indirizzo: {
      toponimo: i?.toponimo ?? '',
      via: i?.via ?? '',
      civico: i?.civico ?? '',
      cap: i?.cap ?? '',
      comune: i?.comune ?? '',
      provincia: i?.provincia ?? '',
    },
  };
}
