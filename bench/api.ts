import fs from 'node:fs/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import { VALID_STEP_DATA } from '../src/server/test/step-data';
import { HEADERS as AUTH, completedSales, createSale, getStep, uploadAttachments } from './sales';
import { peakRssMb, startBare, startFunnel } from './servers';

// API benchmark (issue 6 sets the targets): GET step and POST next at 50 concurrent customers, each
// walking its own sale, beside a bare Fastify answering a constant, on the embedded database and
// on PostgreSQL when one answers (benchDatabase), and whole sales completed a second. Prints tables and
// writes bench/results/api.json.

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const HEADERS = { ...AUTH, 'content-type': 'application/json' };

type Row = {
  scenario: string;
  database: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  statuses: string;
  ratio?: number;
};

function summarize(scenario: string, database: string, r: autocannon.Result): Row {
  return {
    scenario,
    database,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.non2xx + r.errors + r.timeouts,
    statuses: Object.keys(r.statusCodeStats ?? {}).join(' '),
  };
}

/** `n` sales standing on their first step; `documents`: their attachments uploaded already. */
async function createSales(url: string, n: number, documents = false) {
  const sales: { uuid: string; taskId: string; step: string }[] = [];
  for (let i = 0; i < n; i++) {
    const uuid = await createSale(url);
    if (documents) await uploadAttachments(url, uuid);
    const step = await getStep(url, uuid);
    sales.push({ uuid, taskId: step.taskId, step: step.name });
  }
  return sales;
}

async function benchFunnel(database: string, url: string) {
  const readers = await createSales(url, CONNECTIONS);
  // The app's own fixed cost a request, no database: the same path without the client key, answered
  // 401 by the key check after the security headers, cookies and logging every request goes through.
  const unauthorised = await autocannon({
    url: `${url}/api/v1/vendite/${readers[0]!.uuid}/step`,
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  let i = 0;
  const reading = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: HEADERS,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => ({
          ...req,
          path: `/api/v1/vendite/${readers[i++ % readers.length]!.uuid}/step`,
        }),
      },
    ],
  });

  // Each connection walks its own sale; at firma it jumps back to the holder's step (prev ?step=). The
  // documents are uploaded beforehand (multipart uploads are not what this scenario measures).
  const walkers = await createSales(url, CONNECTIONS, true);
  const idle = [...walkers];
  const next = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: HEADERS,
    requests: [
      {
        method: 'POST',
        setupRequest: (req, context) => {
          // autocannon resets the context after each sequence: take an idle sale, give it back on response
          const ctx = context as Record<string, unknown>;
          const sale = idle.shift()!;
          ctx.sale = sale;
          if (sale.step === 'firma') {
            return {
              ...req,
              path: `/api/v1/vendite/${sale.uuid}/prev?step=datiAnagrafici`,
              body: JSON.stringify({ taskId: sale.taskId }),
            };
          }
          const body = JSON.stringify({ taskId: sale.taskId, ...VALID_STEP_DATA[sale.step] });
          return { ...req, path: `/api/v1/vendite/${sale.uuid}/next`, body };
        },
        onResponse: (status, body, context) => {
          const ctx = context as Record<string, unknown>;
          const sale = ctx.sale as (typeof walkers)[number];
          if (status === 200) {
            const step = JSON.parse(body) as { name: string; taskId: string };
            Object.assign(sale, { step: step.name, taskId: step.taskId });
          }
          idle.push(sale);
        },
      },
    ],
  });
  const sales = await completedSales(url, CONNECTIONS, DURATION_S);
  console.log(`${database}: whole sales`, sales);
  return {
    rows: [
      { ...summarize('401 without key (no database)', database, unauthorised), errors: unauthorised.errors },
      summarize('GET step', database, reading),
      summarize('POST next (walking)', database, next),
    ],
    sales,
  };
}

/**
 * The PostgreSQL database the funnel is measured on: BENCH_DATABASE_URL, else a fresh `funnel_bench`
 * database on the local server (developer and CI machines have one at 127.0.0.1:5432), else none.
 */
async function benchDatabase(): Promise<string | undefined> {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  try {
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS funnel_bench WITH (FORCE)');
    await admin.query('CREATE DATABASE funnel_bench');
    return 'postgres://postgres@127.0.0.1:5432/funnel_bench';
  } catch {
    return undefined;
  } finally {
    await admin.end().catch(() => undefined);
  }
}

async function main() {
  const rows: Row[] = [];
  const bare = await startBare(4500);
  const bareResult = await autocannon({ url: bare.url, connections: CONNECTIONS, duration: DURATION_S });
  await bare.stop();
  const ceiling = summarize('bare Fastify constant', '-', bareResult);
  rows.push(ceiling);

  const memory: Record<string, number | null> = {};
  const wholeSales: Record<string, Awaited<ReturnType<typeof completedSales>>> = {};
  const targets: [string, string | undefined][] = [['pglite', undefined]];
  const postgres = await benchDatabase();
  if (postgres) targets.push(['postgres', postgres]);
  else console.log('no PostgreSQL (BENCH_DATABASE_URL, or 127.0.0.1:5432): embedded database only');
  // BENCH_DATABASES=postgres (or pglite) measures one of them only
  const only = process.env.BENCH_DATABASES?.split(',');
  for (const [name, databaseUrl] of targets.filter(([name]) => !only || only.includes(name))) {
    const server = await startFunnel(4501, databaseUrl);
    try {
      const result = await benchFunnel(name, server.url);
      rows.push(...result.rows);
      wholeSales[name] = result.sales;
      memory[name] = await peakRssMb(server.proc.pid);
    } finally {
      await server.stop();
    }
  }
  for (const r of rows) r.ratio = Math.round((r.rps / ceiling.rps) * 1000) / 1000;

  console.table(rows);
  console.table(wholeSales);
  console.log('peak RSS of the funnel server (MB):', memory);
  await fs.mkdir('bench/results', { recursive: true });
  await fs.writeFile(
    'bench/results/api.json',
    JSON.stringify(
      {
        date: new Date().toISOString(),
        connections: CONNECTIONS,
        durationS: DURATION_S,
        rows,
        wholeSales,
        peakRssMb: memory,
      },
      null,
      2,
    ),
  );
}

await main();
