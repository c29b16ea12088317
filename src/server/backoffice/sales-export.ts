import type { SaleSignedDataV1 } from '../../shared/schemas/sale-events';
import { saleSignedDataV1 } from '../../shared/schemas/sale-events';
import type { SalesExportQuery } from '../../shared/schemas/sales-export';
import { EXPORT_CSV_COLUMNS } from '../../shared/schemas/sales-export';
import { romeMidnight } from '../../shared/italian-time';
import type { ContractLinkKeys } from '../services/domain/contract/contract-link';
import { signContractLink } from '../services/domain/contract/contract-link';
import type { CsvValue } from '../services/domain/export/csv';
import { UTF8_BOM, csvRow } from '../services/domain/export/csv';
import type { Db } from '../store/db';
import type { AuditActor } from '../store/repos/audit';
import { recordAudit } from '../store/repos/audit';
import type { SignedSaleKey } from '../store/repos/signed-events';
import { countSignedSales, pageSignedSales } from '../store/repos/signed-events';

// The signed sales of a range of days, for the retailer's own tools (issue 15 item 3): the same data
// as the sale.signed event (JSON) or one row per supply (CSV). Read a page at a time and written as
// it is read, so 50,000 sales never sit in memory; written to the audit log before the first byte,
// since it hands out personal data.

/** Sales read per query: small enough to stream, large enough to keep the queries few. */
export const EXPORT_PAGE = 500;

export type SalesExportDeps = {
  db: Db;
  now: () => Date;
  keys: ContractLinkKeys;
  /** The data of a signed sale whose event is not ready yet (its contract rendered now if need be). */
  buildData: (venditaUuid: string) => Promise<SaleSignedDataV1 | null>;
};

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function holderOf(d: SaleSignedDataV1): { name: string; id: string | undefined } {
  const a = d.proposta.intestatario.anagrafica;
  if (a?.tipo === 'PG') return { name: a.ragioneSociale ?? '', id: a.partitaIva };
  return { name: [a?.nome, a?.cognome].filter(Boolean).join(' '), id: a?.codiceFiscale };
}

/** One row per supply, in EXPORT_CSV_COLUMNS' order (docs/backoffice.md "Export"). */
export function csvRowsOf(d: SaleSignedDataV1): CsvValue[][] {
  const holder = holderOf(d);
  const contatti = d.proposta.intestatario.contatti;
  return d.proposta.forniture.map((f) => {
    const i = f.indirizzo;
    const address = i
      ? [
          [i.toponimo, i.via, i.civico].filter(Boolean).join(' '),
          [i.cap, i.comune].filter(Boolean).join(' '),
          i.provincia,
        ]
          .filter(Boolean)
          .join(', ')
      : '';
    return [
      d.vendita.uuid,
      d.vendita.firmataIl,
      d.vendita.marchioId,
      d.offerta.codice,
      d.vendita.operazioneCommerciale,
      holder.name,
      holder.id,
      contatti?.email,
      contatti?.telefono,
      f.commodity,
      f.commodity === 'GAS' ? f.pdr : f.pod,
      address,
      d.contratto.sha256,
    ];
  });
}

export function createSalesExport({ db, now, keys, buildData }: SalesExportDeps) {
  /** Each signed sale's data, in signing order, a page of rows read at a time. */
  async function* sales(q: SalesExportQuery): AsyncGenerator<SaleSignedDataV1> {
    const range = { from: romeMidnight(q.dal), to: romeMidnight(nextDay(q.al)), marchioId: q.marchio };
    let after: SignedSaleKey | null = null;
    for (;;) {
      const page = await pageSignedSales(db, range, after, EXPORT_PAGE);
      for (const row of page) {
        const data = row.eventData ? saleSignedDataV1.parse(row.eventData) : await buildData(row.uuid);
        if (!data) continue;
        // the event's link may be long expired: an export hands out links valid 7 days from now
        const link = signContractLink(keys, row.uuid, now());
        yield {
          ...data,
          contratto: { ...data.contratto, url: link.url, urlScadeIl: link.expiresAt.toISOString() },
        };
      }
      const last = page.at(-1);
      if (!last || page.length < EXPORT_PAGE) return;
      after = { firmataIl: last.firmataIl, uuid: last.uuid };
    }
  }

  async function* csv(q: SalesExportQuery): AsyncGenerator<string> {
    yield UTF8_BOM + csvRow(EXPORT_CSV_COLUMNS);
    for await (const d of sales(q)) yield csvRowsOf(d).map(csvRow).join('');
  }

  async function* json(q: SalesExportQuery): AsyncGenerator<string> {
    let first = true;
    yield '[';
    for await (const d of sales(q)) {
      yield (first ? '\n' : ',\n') + JSON.stringify(d);
      first = false;
    }
    yield '\n]\n';
  }

  /** Counts the sales and audits the export (who, range, format, count), then answers its body. */
  async function start(q: SalesExportQuery, actor: NonNullable<AuditActor>) {
    const range = { from: romeMidnight(q.dal), to: romeMidnight(nextDay(q.al)), marchioId: q.marchio };
    const count = await countSignedSales(db, range);
    await recordAudit(db, {
      at: now(),
      actor,
      action: 'sales.export',
      entity: 'sales_export',
      entityId: `${q.dal}..${q.al}`,
      after: { dal: q.dal, al: q.al, formato: q.formato, marchio: q.marchio ?? null, vendite: count },
    });
    return {
      count,
      filename: `vendite-firmate-${q.dal}_${q.al}.${q.formato}`,
      contentType: q.formato === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
      body: q.formato === 'csv' ? csv(q) : json(q),
    };
  }

  return { start };
}

export type SalesExport = ReturnType<typeof createSalesExport>;
