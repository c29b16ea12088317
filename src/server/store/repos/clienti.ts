import { and, asc, eq, or } from 'drizzle-orm';
import type {
  CategoriaUsoGas,
  Commodity,
  ProfiloSettimanale,
  Tensione,
  TipoAnagrafica,
  TipoContratto,
  UsoGas,
  UsoLuce,
} from '../../../shared/domain';
import type { IndirizzoCompleto } from '../../../shared/schemas/indirizzo';
import type { Executor } from '../db';
import { clienti, fornitureClienti } from '../schema';

// The retailer's existing customers and their supplies (issue 4.1). Read-only at run time.

export type DatiTecniciLuce = { potenzaImpegnataKw: number; tensione: Tensione; usoLuce: UsoLuce };
export type DatiTecniciGas = {
  usoGas: UsoGas;
  categoriaUsoGas: CategoriaUsoGas;
  profiloSettimanale: ProfiloSettimanale;
  codiceRemi: string;
};

export type ClienteRow = Omit<typeof clienti.$inferSelect, 'tipo'> & { tipo: TipoAnagrafica };
export type FornituraClienteRow = Omit<
  typeof fornitureClienti.$inferSelect,
  'commodity' | 'tipoContratto' | 'indirizzo' | 'datiTecnici'
> & {
  commodity: Commodity;
  tipoContratto: TipoContratto;
  /** every part filled, as indirizzoFornitura requires */
  indirizzo: IndirizzoCompleto;
  datiTecnici: DatiTecniciLuce | DatiTecniciGas;
};

export async function findClienteByCodice(db: Executor, codice: string): Promise<ClienteRow | undefined> {
  const [row] = await db.select().from(clienti).where(eq(clienti.codiceCliente, codice));
  return row as ClienteRow | undefined;
}

/** A brand's customers whose codice fiscale or partita IVA is `value` (normalized by the caller). */
export async function findClientiByIdentificativo(
  db: Executor,
  marchioId: number,
  value: string,
): Promise<ClienteRow[]> {
  const rows = await db
    .select()
    .from(clienti)
    .where(
      and(
        eq(clienti.marchioId, marchioId),
        or(eq(clienti.codiceFiscale, value), eq(clienti.partitaIva, value)),
      ),
    )
    .orderBy(asc(clienti.codiceCliente));
  return rows as ClienteRow[];
}

export async function listFornitureCliente(
  db: Executor,
  codiceCliente: string,
): Promise<FornituraClienteRow[]> {
  const rows = await db
    .select()
    .from(fornitureClienti)
    .where(eq(fornitureClienti.codiceCliente, codiceCliente))
    .orderBy(asc(fornitureClienti.codiceFornitura));
  return rows as FornituraClienteRow[];
}

export async function findFornituraCliente(
  db: Executor,
  codiceCliente: string,
  codiceFornitura: string,
): Promise<FornituraClienteRow | undefined> {
  const [row] = await db
    .select()
    .from(fornitureClienti)
    .where(
      and(
        eq(fornitureClienti.codiceCliente, codiceCliente),
        eq(fornitureClienti.codiceFornitura, codiceFornitura),
      ),
    );
  return row as FornituraClienteRow | undefined;
}
