import crypto from 'node:crypto';
import { HEADERS } from '../../bench/sales';
import type { SaleLog } from './journal';
import { DATA_STEPS, stepApplied } from './journal';

// After each restart, before any customer carries on: every sale the customers were told about, as
// the restarted server shows it over HTTP, against what they were answered. A request the kill cut
// may have been applied or not, wholly; everything answered must be there.

export type LiveCounts = {
  sales: number;
  signed: number;
  midway: number;
  /** Next and Back answered 2xx before the kill, each reflected in the sale's step and proposal. */
  steps: number;
  /** Requests the kill cut, found applied (wholly) / not applied (at all). */
  cutApplied: number;
  cutNotApplied: number;
  /** Uploaded files whose bytes were read back and matched. */
  files: number;
};

type Step = { name: string; taskId: string };
type Vendita = { stato: string; proposta: Record<string, unknown> };

async function get(url: string, path: string): Promise<{ status: number; bytes: Buffer }> {
  const res = await fetch(`${url}${path}`, { headers: HEADERS });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function checkSale(url: string, sale: SaleLog, counts: LiveCounts, fail: (m: string) => void) {
  const id = `sale ${sale.uuid}`;
  const stepRes = await get(url, `/api/v1/vendite/${sale.uuid}/step`);
  if (stepRes.status !== 200) {
    fail(`${id} (created 201) answers ${stepRes.status} ${stepRes.bytes.toString().slice(0, 200)}`);
    return;
  }
  const step = JSON.parse(stepRes.bytes.toString()) as Step;
  const v2 = await get(url, `/api/v1/vendite/${sale.uuid}/v2`);
  const vendita = JSON.parse(v2.bytes.toString()) as Vendita;
  const f = sale.inFlight;
  const told = `last answered ${sale.step || '(none)'} ${sale.taskId}${f ? `, then ${f.kind} cut by the kill` : ''}`;

  // where the sale may stand: where the customer was last told, or one cut request further
  let left = sale.left;
  let signed = sale.signed;
  let applied: boolean | undefined;
  const unchanged = sale.step === '' || (step.name === sale.step && step.taskId === sale.taskId);
  if (unchanged) applied = false;
  else if (f?.kind === 'next' && step.name !== f.from && step.taskId !== f.taskId) {
    applied = true;
    left = new Set([...left, f.from]);
  } else if (f?.kind === 'prev' && step.name === sale.storia.at(-1) && step.taskId !== f.taskId) {
    applied = true;
  } else if (f?.kind === 'sign' && step.name === 'congratulazioni') {
    applied = true;
    signed = true;
  } else {
    fail(`${id} stands on ${step.name} ${step.taskId}; the customer was ${told}`);
    return;
  }
  if (f && f.kind !== 'upload') {
    if (applied) counts.cutApplied += 1;
    else counts.cutNotApplied += 1;
  }

  const stato = signed ? 'CONCLUSA' : 'IN_CORSO';
  if (vendita.stato !== stato) fail(`${id} is ${vendita.stato}, expected ${stato} (${told})`);
  if (signed !== Boolean(vendita.proposta.firma)) fail(`${id}: signature in the proposal is ${!signed}`);
  for (const s of DATA_STEPS) {
    const got = stepApplied(s, vendita.proposta, sale.email);
    if (got === 'partly') fail(`${id}: the proposal holds part of ${s}'s data (${told})`);
    else if (left.has(s) && got !== 'yes')
      fail(`${id}: ${s} was answered 2xx, its data is not in the proposal`);
    else if (!left.has(s) && got !== 'no') fail(`${id}: ${s}'s data is in the proposal, never sent`);
  }

  const list = await get(url, `/api/v1/vendite/${sale.uuid}/allegati`);
  const rows = JSON.parse(list.bytes.toString()) as { id: string; nome: string }[];
  for (const file of sale.files) {
    const row = rows.find((r) => r.id === file.id) ?? rows.find((r) => r.nome === file.nome);
    if (!row) {
      if (file.id) fail(`${id}: file ${file.id} (uploaded 201) is missing`);
      else counts.cutNotApplied += 1;
      continue;
    }
    if (!file.id) counts.cutApplied += 1;
    const bytes = await get(url, `/api/v1/allegati/${row.id}?vendita=${sale.uuid}`);
    const sha = crypto.createHash('sha256').update(bytes.bytes).digest('hex');
    if (bytes.status !== 200 || sha !== file.sha256) {
      fail(`${id}: file ${row.id} answers ${bytes.status} with ${bytes.bytes.length} bytes, not those sent`);
    } else counts.files += 1;
  }
  const unknown = rows.filter((r) => !sale.files.some((f) => f.id === r.id || f.nome === r.nome));
  if (unknown.length) fail(`${id}: ${unknown.length} file(s) nobody uploaded`);

  counts.sales += 1;
  counts.steps += sale.moves;
  if (signed) counts.signed += 1;
  else counts.midway += 1;
}

/** Checks every sale, a few at a time; `fail` collects the violations. */
export async function checkLive(
  url: string,
  sales: SaleLog[],
  fail: (m: string) => void,
): Promise<LiveCounts> {
  const counts: LiveCounts = {
    sales: 0,
    signed: 0,
    midway: 0,
    steps: 0,
    cutApplied: 0,
    cutNotApplied: 0,
    files: 0,
  };
  const queue = [...sales];
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      for (let sale = queue.shift(); sale; sale = queue.shift()) await checkSale(url, sale, counts, fail);
    }),
  );
  return counts;
}
