import type { Proposta } from '../../../shared/schemas/proposta';
import { formatPhone } from '../../../shared/validation/phone';

// The holder's part of a form (datiAnagrafici and the fast flow's datiAnagraficiEstratti), named as
// the API's paths: a person or a company with its legal representative, the contacts, the title.

type Persona = { nome?: string; cognome?: string; codiceFiscale?: string };
export type HolderValues = {
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
};

/** What is sent: only the fields of the holder type chosen. */
export function holderToData(v: HolderValues) {
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
  return { intestatario: { anagrafica, contatti: v.intestatario.contatti, titolo: v.intestatario.titolo } };
}

/** The holder saved, every field a string; the type the first allowed when the saved one is not. */
export function holderDefaults(p: Proposta, tipi: readonly string[]): HolderValues {
  const a = p.intestatario.anagrafica ?? {};
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
        // stored in E.164, shown again as the customer wrote it
        telefono: formatPhone(p.intestatario.contatti?.telefono ?? ''),
      },
      ...(p.intestatario.titolo ? { titolo: p.intestatario.titolo } : {}),
    },
  };
}
