import fs from 'node:fs/promises';
import path from 'node:path';
import { brokenPdf, pdfBomb, pdfOfPages, pixelBomb } from '../src/server/test/hostile-files';
import { HEADERS, createSale, visitor } from './sales';
import { peakRssMb, startFunnel } from './servers';

// Issue 17.2: hostile files uploaded as bills to the built server with its default limits, while a
// monitor asks /healthz every 20 ms, as a load balancer would. Prints, per file: what the customer
// is told, how long the reading took, /healthz latency meanwhile (the goal: under 100 ms), and the
// server's peak memory (the reader's own process is the one that grows). docs/operations.md has the
// figures.

const PROBE_MS = 20;
const SAMPLE = 'src/server/services/domain/bills/samples/solaria-luce-pf.pdf';

type Row = {
  file: string;
  sizeKb: number;
  upload: number;
  outcome: string;
  readingS: number;
  healthzP50Ms: number;
  healthzP99Ms: number;
  healthzMaxMs: number;
  probes: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const round = (n: number) => Math.round(n * 10) / 10;

async function upload(url: string, uuid: string, bytes: Buffer, type: string, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${url}/api/v1/vendite/${uuid}/bolletta-luce`, {
    method: 'POST',
    headers: { ...HEADERS, ...visitor() },
    body: form,
  });
  await res.text();
  return res.status;
}

type Reading = { stato: string; motivo?: string; campi: Record<string, unknown> };

async function reading(url: string, uuid: string): Promise<Reading | undefined> {
  const res = await fetch(`${url}/api/v1/vendite/${uuid}/v2`, { headers: HEADERS });
  const sale = (await res.json()) as { estrazioniBollette?: Reading[] };
  return sale.estrazioniBollette?.[0];
}

/** /healthz every PROBE_MS until stopped: each answer's latency. */
function probe(url: string) {
  const latencies: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const start = performance.now();
      const res = await fetch(`${url}/healthz`);
      await res.text();
      latencies.push(performance.now() - start);
      await new Promise((r) => setTimeout(r, PROBE_MS));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return latencies.sort((a, b) => a - b);
    },
  };
}

async function measure(url: string, file: string, bytes: Buffer, type: string): Promise<Row> {
  const uuid = await createSale(url);
  const monitor = probe(url);
  const start = performance.now();
  const status = await upload(url, uuid, bytes, type, file);
  let last: Reading | undefined;
  while (status === 201) {
    last = await reading(url, uuid);
    if (last && last.stato !== 'in_corso') break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const readingS = (performance.now() - start) / 1000;
  const latencies = await monitor.stop();
  const outcome = !last
    ? '-'
    : last.stato === 'fallita'
      ? `fallita ${last.motivo ?? '(no reason)'}`
      : `${last.stato}, ${Object.keys(last.campi).length} fields`;
  return {
    file,
    sizeKb: Math.round(bytes.length / 1024),
    upload: status,
    outcome,
    readingS: round(readingS),
    healthzP50Ms: round(percentile(latencies, 50)),
    healthzP99Ms: round(percentile(latencies, 99)),
    healthzMaxMs: round(latencies.at(-1) ?? NaN),
    probes: latencies.length,
  };
}

async function main() {
  const files: [string, () => Promise<Buffer>, string][] = [
    ['sample bill (text PDF)', () => fs.readFile(SAMPLE), 'application/pdf'],
    ['PDF inflating to 1 GB', () => pdfBomb(1024), 'application/pdf'],
    ['PDF inflating to 2 GB', () => pdfBomb(2048), 'application/pdf'],
    ['PDF inflating to 8 GB', () => pdfBomb(8192), 'application/pdf'],
    ['PNG of 80 Mpx', () => pixelBomb(10_000, 8_000), 'image/png'],
    ['PDF of 60 pages', () => pdfOfPages(60), 'application/pdf'],
    ['damaged PDF', async () => brokenPdf(), 'application/pdf'],
    ['sample bill again', () => fs.readFile(SAMPLE), 'application/pdf'],
  ];
  const server = await startFunnel(4510);
  const rows: Row[] = [];
  try {
    for (const [name, make, type] of files) {
      const bytes = await make();
      rows.push(await measure(server.url, name, bytes, type));
      console.log(rows.at(-1));
    }
  } finally {
    const peak = await peakRssMb(server.proc.pid);
    await server.stop();
    console.table(rows);
    console.log('peak RSS of the server process (MB):', peak);
    await fs.mkdir('bench/results', { recursive: true });
    await fs.writeFile(
      path.join('bench/results', 'hostile-bills.json'),
      JSON.stringify(
        { date: new Date().toISOString(), probeMs: PROBE_MS, rows, serverPeakRssMb: peak },
        null,
        2,
      ),
    );
  }
}

await main();
