import type { TipoContratto, TipoOfferta } from '../../../../shared/domain';
import { commoditiesOf } from '../../../../shared/domain';
import type { ClienteVerificato, FornituraCliente } from '../../../../shared/schemas/clients';
import { CODICE_CLIENTE, normalizeCodice } from '../../../../shared/schemas/clients';
import type { Executor } from '../../../store/db';
import type { ClienteRow, FornituraClienteRow } from '../../../store/repos/clienti';
import {
  findClienteByCodice,
  findClientiByIdentificativo,
  findFornituraCliente,
  listFornitureCliente,
} from '../../../store/repos/clienti';

// The retailer's customer registry (architecture.md: outside systems): existing customers and their
// supplies, here the seeded tables. Every lookup is scoped to a brand: a customer of one brand is
// unknown to the others. Calls take the caller's executor, so they join its transaction.

export type Customers = {
  /** By customer code, or by codice fiscale / partita IVA (any spacing or case); null when unknown. */
  find(db: Executor, marchioId: number, identificativo: string): Promise<ClienteRow | null>;
  supplies(db: Executor, codiceCliente: string): Promise<FornituraClienteRow[]>;
  supply(db: Executor, codiceCliente: string, codiceFornitura: string): Promise<FornituraClienteRow | null>;
};

export function createCustomers(): Customers {
  return {
    async find(db, marchioId, identificativo) {
      const value = normalizeCodice(identificativo);
      if (CODICE_CLIENTE.test(value)) {
        const cliente = await findClienteByCodice(db, value);
        return cliente?.marchioId === marchioId ? cliente : null;
      }
      // one person may hold several customer codes; the oldest (lowest) code answers
      const [first] = await findClientiByIdentificativo(db, marchioId, value);
      return first ?? null;
    },
    supplies: (db, codiceCliente) => listFornitureCliente(db, codiceCliente),
    async supply(db, codiceCliente, codiceFornitura) {
      return (await findFornituraCliente(db, codiceCliente, normalizeCodice(codiceFornitura))) ?? null;
    },
  };
}

export type OffertaFacts = { tipo: string; tipoContratto: string };

/**
 * domain.md CAMBIO_PRODOTTO: a supply moves to an offer only when the offer carries its commodity and
 * has its contract type (otherwise cambioProdottoFornituraNonCompatibile).
 */
export function isSupplyCompatible(
  supply: Pick<FornituraClienteRow, 'commodity' | 'tipoContratto'>,
  offerta: OffertaFacts,
): boolean {
  return (
    commoditiesOf(offerta.tipo as TipoOfferta).includes(supply.commodity) &&
    (offerta.tipoContratto as TipoContratto) === supply.tipoContratto
  );
}

/** The contact a code goes to: the e-mail on file, else the phone by SMS; null when neither. */
export function contactOf(
  cliente: Pick<ClienteRow, 'email' | 'telefono'>,
): { canale: 'email' | 'sms'; destinazione: string } | null {
  if (cliente.email) return { canale: 'email', destinazione: cliente.email };
  if (cliente.telefono) return { canale: 'sms', destinazione: cliente.telefono };
  return null;
}

/** First three characters and the last: enough for the customer to recognise, not to reuse. */
export function maskTaxCode(value: string): string {
  if (value.length <= 4) return '*'.repeat(value.length);
  return `${value.slice(0, 3)}${'*'.repeat(value.length - 4)}${value.slice(-1)}`;
}

export function clienteView(c: ClienteRow): ClienteVerificato {
  return {
    codiceCliente: c.codiceCliente,
    tipo: c.tipo,
    ...(c.tipo === 'PF'
      ? { nome: c.nome ?? '', cognome: c.cognome ?? '' }
      : { ragioneSociale: c.ragioneSociale ?? '' }),
    codiceFiscale: maskTaxCode(c.codiceFiscale),
    ...(c.partitaIva ? { partitaIva: maskTaxCode(c.partitaIva) } : {}),
  };
}

export function fornituraView(f: FornituraClienteRow, offerta: OffertaFacts): FornituraCliente {
  return {
    codiceFornitura: f.codiceFornitura,
    commodity: f.commodity,
    pdp: f.pdp,
    indirizzo: f.indirizzo,
    tipoContratto: f.tipoContratto,
    offertaAttuale: f.offertaAttuale,
    compatibile: isSupplyCompatible(f, offerta),
  };
}
