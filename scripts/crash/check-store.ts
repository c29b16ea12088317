import crypto from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createFsBlobStore } from '../../src/server/services/adapters/blobs/blob-store';
import { CONTRACT_QUEUE } from '../../src/server/funnel/contracts';
import type { StoreOptions } from '../../src/server/store/db';
import { openStore } from '../../src/server/store/db';
import { allegati, contratti, outbox, vendite } from '../../src/server/store/schema';
import type { SaleLog } from './journal';
import { DATA_STEPS, stepApplied } from './journal';

// At the end, the server stopped: the store itself, row by row, against what the customers were told.
// Every sale whole (step, taskId, history and proposal agree), signed once with one contract (its
// bytes in the blob store), one contract mail, one contract job completed; every file's bytes there.

export type StoreCounts = {
  sales: number;
  signed: number;
  contracts: number;
  /** Contract jobs completed after an attempt the kill cut (retried by the restarted server). */
  contractJobsRetried: number;
  files: number;
  /** Sales in the store no customer was answered about (their creation was cut): allowed. */
  unanswered: number;
};

const sha256 = (b: Uint8Array) => crypto.createHash('sha256').update(b).digest('hex');

type Job = { id: string; state: string; retry_count: number; vendita: string };

export async function checkStore(
  options: StoreOptions,
  dataDir: string,
  sales: SaleLog[],
  creationsCut: number,
  fail: (m: string) => void,
): Promise<StoreCounts> {
  const store = await openStore(options);
  const blobs = createFsBlobStore(path.join(dataDir, 'blobs'));
  const counts: StoreCounts = {
    sales: 0,
    signed: 0,
    contracts: 0,
    contractJobsRetried: 0,
    files: 0,
    unanswered: 0,
  };
  try {
    const db = store.db;
    const byUuid = <T extends { venditaUuid: string | null }>(rows: T[]) => {
      const m = new Map<string, T[]>();
      for (const r of rows) m.set(r.venditaUuid ?? '', [...(m.get(r.venditaUuid ?? '') ?? []), r]);
      return m;
    };
    const rows = new Map((await db.select().from(vendite)).map((v) => [v.uuid, v]));
    const files = byUuid(await db.select().from(allegati));
    const contracts = new Map((await db.select().from(contratti)).map((c) => [c.venditaUuid, c]));
    const mails = byUuid(
      await db.select({ venditaUuid: outbox.venditaUuid, tipo: outbox.tipo }).from(outbox),
    );
    // pg-boss keeps completed jobs in pgboss.job for 12 hours, then in pgboss.archive
    const jobRows = await db.execute(
      sql.raw(`SELECT id, state, retry_count, data->>'venditaUuid' AS vendita FROM pgboss.job
                WHERE name = '${CONTRACT_QUEUE}'
               UNION ALL
               SELECT id, state, retry_count, data->>'venditaUuid' FROM pgboss.archive
                WHERE name = '${CONTRACT_QUEUE}'`),
    );
    const jobs = new Map<string, Job[]>();
    for (const j of (jobRows as unknown as { rows: Job[] }).rows) {
      jobs.set(j.vendita, [...(jobs.get(j.vendita) ?? []), j]);
    }

    for (const sale of sales) {
      const id = `sale ${sale.uuid}`;
      const v = rows.get(sale.uuid);
      if (!v) {
        fail(`${id} (created 201) is not in the store`);
        continue;
      }
      counts.sales += 1;
      const storia = v.storia.join(',');
      if (storia !== sale.storia.join(','))
        fail(`${id}: history ${storia}, expected ${sale.storia.join(',')}`);
      if (v.stepName !== sale.step || v.taskId !== sale.taskId) {
        fail(
          `${id}: stands on ${v.stepName} ${v.taskId}, the customer was last told ${sale.step} ${sale.taskId}`,
        );
      }
      const proposta = v.proposta as Record<string, unknown>;
      for (const s of DATA_STEPS) {
        const got = stepApplied(s, proposta, sale.email);
        if (got !== (sale.left.has(s) ? 'yes' : 'no')) fail(`${id}: ${s}'s data in the proposal: ${got}`);
      }
      const saleFiles = files.get(sale.uuid) ?? [];
      for (const file of sale.files) {
        const row = saleFiles.find((r) => r.id === file.id);
        if (!row) {
          fail(`${id}: file ${file.id ?? file.nome} (uploaded 201) has no row`);
          continue;
        }
        const bytes = await blobs.get(row.blobKey);
        if (row.sha256 !== file.sha256 || !bytes || sha256(bytes) !== file.sha256) {
          fail(`${id}: file ${row.id}: the bytes kept are not those uploaded`);
        } else counts.files += 1;
      }
      if (saleFiles.length !== sale.files.length) {
        fail(`${id}: ${saleFiles.length} file rows, ${sale.files.length} uploaded`);
      }

      const tipi = (mails.get(sale.uuid) ?? []).map((m) => m.tipo);
      const contract = contracts.get(sale.uuid);
      const saleJobs = jobs.get(sale.uuid) ?? [];
      if (!sale.signed) {
        fail(`${id}: the customer never finished it`);
        continue;
      }
      counts.signed += 1;
      if (v.stato !== 'CONCLUSA' || !v.firmataIl || !proposta.firma) fail(`${id}: signed, yet ${v.stato}`);
      if (tipi.filter((t) => t === 'firma_conferma').length !== 1) fail(`${id}: not one signature mail`);
      if (!contract) fail(`${id}: signed, no contract`);
      else {
        const bytes = await blobs.get(contract.blobKey);
        if (!bytes || sha256(bytes) !== contract.sha256)
          fail(`${id}: the contract's bytes are missing or wrong`);
        else counts.contracts += 1;
      }
      const contractMails = tipi.filter((t) => t === 'contratto').length;
      if (contractMails !== 1) fail(`${id}: ${contractMails} contract mails`);
      if (saleJobs.length !== 1 || saleJobs[0]!.state !== 'completed') {
        fail(`${id}: contract jobs ${saleJobs.map((j) => j.state).join(', ') || 'none'}, not one completed`);
      } else if (saleJobs[0]!.retry_count > 0) counts.contractJobsRetried += 1;
    }

    // the store may hold sales whose creation answer the kill cut, never more than those (offer 106
    // has the demo sale the seed keeps)
    const told = new Set(sales.map((s) => s.uuid));
    const others = [...rows.values()].filter((v) => v.offertaId === 101 && !told.has(v.uuid));
    counts.unanswered = others.length;
    if (others.length > creationsCut) {
      fail(`${others.length} sales nobody was answered about, only ${creationsCut} creations were cut`);
    }
    for (const v of others) {
      if (v.storia.length || v.stato !== 'IN_CORSO') fail(`sale ${v.uuid}: never answered, yet moved on`);
    }
  } finally {
    await store.close();
  }
  return counts;
}
