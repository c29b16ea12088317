import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate, type Kind, type Sample } from '../scripts/bills-gen/generate';
import { HEADERS, createSale, visitor } from './sales';
import { startFunnel } from './servers';

// Time from a bill's upload to its fields on the customer's screen (issue 14 item 4), per kind (text
// PDF, scan, phone photo), through the HTTP API of the built server (dist/server, `npm run
// build:server` first; bench/run.mjs does): POST the bill, then ask GET
// /vendite/{uuid}/estrazioni-bollette?attendiMs=10000 as the web client does (bills-api.ts: the answer
// waits on the server until the reading ends), again at once if a wait ends first, until its reading is
// completata. The figure is what the customer waits: the upload, the job's pick-up, the reading and the
// answer. Bills of every generated layout (timing only: nothing is scored here, so the
// held-out layouts are not looked at). Writes bench/results/bills-e2e.json; docs/bills.md has the figures.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(ROOT, 'bench/results/bills-e2e.json');
const PORT = Number(process.env.BENCH_PORT ?? 3411);
const KINDS: Kind[] = ['pdf', 'scan', 'photo'];
const PLAN = {
  seed: Number(process.env.BILLS_SEED ?? 14),
  heldOutBills: Number(process.env.BILLS_E2E_BILLS ?? 1),
  tuningBills: Number(process.env.BILLS_E2E_BILLS ?? 1),
  kinds: KINDS,
};
const WAIT_MS = 10_000;
const GIVE_UP_MS = 60_000;
const TYPES: Record<string, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' };
const LABELS: Record<string, string> = { pdf: 'text PDF', scan: 'scan', photo: 'phone photo' };

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? 0) : null;
};

type Outcome = { ms: number; stato: string; polls: number };

/** One customer: a new sale, the bill uploaded, GET /v2 asked until the reading is over. */
async function uploadAndWait(url: string, file: string, bytes: Uint8Array): Promise<Outcome> {
  const from = visitor();
  const uuid = await createSale(url, from);
  const form = new FormData();
  const type = TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream';
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), file);
  const t0 = performance.now();
  const res = await fetch(`${url}/api/v1/vendite/${uuid}/bolletta-luce`, {
    method: 'POST',
    headers: { ...HEADERS, ...from },
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload of ${file}: ${res.status} ${await res.text()}`);
  for (let polls = 1; performance.now() - t0 < GIVE_UP_MS; polls++) {
    const answer = await fetch(`${url}/api/v1/vendite/${uuid}/estrazioni-bollette?attendiMs=${WAIT_MS}`, {
      headers: { ...HEADERS, ...from },
    });
    const estrazioni = (await answer.json()) as { stato: string }[];
    const stato = estrazioni.at(-1)?.stato;
    if (stato && stato !== 'in_corso') return { ms: performance.now() - t0, stato, polls };
  }
  return { ms: performance.now() - t0, stato: 'timeout', polls: 0 };
}

async function main() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bills-e2e-'));
  const samples = (await generate(dir, PLAN)).filter((s) => KINDS.includes(s.kind));
  const server = await startFunnel(PORT);
  const times: Record<string, number[]> = { pdf: [], scan: [], photo: [] };
  const slowest: { file: string; kind: Kind; pages: number; ms: number }[] = [];
  const outcomes: Record<string, Record<string, number>> = { pdf: {}, scan: {}, photo: {} };
  try {
    // the reader and its OCR engine start when the server listens: one bill of each kind first, not
    // counted, as a server that has been up a while has them ready
    for (const kind of KINDS) {
      const first = samples.find((s) => s.kind === kind) as Sample;
      await uploadAndWait(server.url, first.file, await fs.readFile(path.join(dir, first.file)));
    }
    for (const s of samples) {
      const r = await uploadAndWait(server.url, s.file, await fs.readFile(path.join(dir, s.file)));
      times[s.kind]!.push(r.ms);
      slowest.push({ file: s.file, kind: s.kind, pages: s.pages, ms: Math.round(r.ms) });
      outcomes[s.kind]![r.stato] = (outcomes[s.kind]![r.stato] ?? 0) + 1;
    }
  } finally {
    await server.stop();
    await fs.rm(dir, { recursive: true, force: true });
  }

  const timing = Object.fromEntries(
    KINDS.map((k) => [
      k,
      {
        files: times[k]!.length,
        medianMs: quantile(times[k]!, 0.5),
        p95Ms: quantile(times[k]!, 0.95),
        outcomes: outcomes[k],
      },
    ]),
  );
  // the machine is shared: its load says how far the times are from an idle machine's
  const load = os.loadavg().map((l) => Math.round(l * 10) / 10);
  console.log(
    `\nBill upload to fields shown (built server, a GET that waits for the reading, load ${load.join(' ')}):`,
  );
  for (const k of KINDS) {
    const t = timing[k]!;
    console.log(
      `  ${LABELS[k]!.padEnd(12)} ${t.medianMs} ms / ${t.p95Ms} ms (${t.files} files: ${JSON.stringify(t.outcomes)})`,
    );
  }
  // where the tail comes from (a file's name says its layout, commodity and holder; nothing is scored)
  for (const k of KINDS) {
    const tail = slowest.filter((x) => x.kind === k).sort((a, b) => b.ms - a.ms);
    console.log(
      `  slowest ${LABELS[k]}: ${tail
        .slice(0, 4)
        .map((x) => `${x.file} (${x.pages} p.) ${x.ms} ms`)
        .join(', ')}`,
    );
  }
  await fs.mkdir(path.dirname(RESULTS), { recursive: true });
  await fs.writeFile(
    RESULTS,
    `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, loadAverage: load, plan: PLAN, waitMs: WAIT_MS, timing }, null, 2)}\n`,
  );
  console.log(`written ${path.relative(ROOT, RESULTS)}`);
}

await main();
