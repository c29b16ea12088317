import fs from 'node:fs/promises';
import autocannon from 'autocannon';
import { VALID_STEP_DATA } from '../src/server/test/flow-data';
import { peakRssMb, startBare, startFunnel } from './servers';

// API benchmark (issue 6 sets the targets): GET step and POST next at 50 concurrent customers, each
// walking its own sale, beside a bare Fastify answering a constant, on the embedded database and,
// when DATABASE_URL is set, on PostgreSQL. Prints a table and writes bench/results/api.json.

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const HEADERS = {
  'x-api-key': 'dev-web-client-key',
  'x-xsrf-token': 'bench',
  cookie: 'XSRF-TOKEN=bench',
  'content-type': 'application/json',
};

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

async function createSales(url: string, n: number) {
  const sales: { uuid: string; taskId: string; step: string }[] = [];
  for (let i = 0; i < n; i++) {
    const res = await fetch(`${url}/api/v1/vendite`, {
      method: 'POST',
      headers: HEADERS,
      body: JSON.stringify({ offerta: 101, operazioneCommerciale: 'ATTIVAZIONE' }),
    });
    if (res.status !== 201) throw new Error(`POST /vendite answered ${res.status}: ${await res.text()}`);
    const { venditaUuid } = (await res.json()) as { venditaUuid: string };
    const step = (await (
      await fetch(`${url}/api/v1/vendite/${venditaUuid}/step`, { headers: HEADERS })
    ).json()) as {
      taskId: string;
      name: string;
    };
    sales.push({ uuid: venditaUuid, taskId: step.taskId, step: step.name });
  }
  return sales;
}

async function benchFunnel(database: string, url: string): Promise<Row[]> {
  const readers = await createSales(url, CONNECTIONS);
  let i = 0;
  const getStep = await autocannon({
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

  // Each connection walks its own sale; at firma it jumps back to the first step (prev ?step=).
  const walkers = await createSales(url, CONNECTIONS);
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
            return { ...req, path: `/api/v1/vendite/${sale.uuid}/prev?step=datiAnagrafici`, body: '{}' };
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
  return [summarize('GET step', database, getStep), summarize('POST next (walking)', database, next)];
}

async function main() {
  const rows: Row[] = [];
  const bare = await startBare(4500);
  const bareResult = await autocannon({ url: bare.url, connections: CONNECTIONS, duration: DURATION_S });
  await bare.stop();
  const ceiling = summarize('bare Fastify constant', '-', bareResult);
  rows.push(ceiling);

  const memory: Record<string, number | null> = {};
  const targets: [string, string | undefined][] = [['pglite', undefined]];
  if (process.env.DATABASE_URL) targets.push(['postgres', process.env.DATABASE_URL]);
  for (const [name, databaseUrl] of targets) {
    const server = await startFunnel(4501, databaseUrl);
    try {
      rows.push(...(await benchFunnel(name, server.url)));
      memory[name] = await peakRssMb(server.proc.pid);
    } finally {
      await server.stop();
    }
  }
  for (const r of rows) r.ratio = Math.round((r.rps / ceiling.rps) * 1000) / 1000;

  console.table(rows);
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
        peakRssMb: memory,
      },
      null,
      2,
    ),
  );
}

await main();
