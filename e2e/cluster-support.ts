import pg from 'pg';
import { API_KEY, expect } from './support';
import { TINY_PDF, stepDataFor } from '../src/server/test/step-data';

// The cluster the tests run on (playwright.cluster.config.ts starts it with scripts/cluster.mjs): two
// servers behind nginx on PostgreSQL. Instances are killed with real signals and started again through
// the cluster script's control API; rows are counted in the cluster's database.

const CONTROL = process.env.E2E_CLUSTER_CONTROL ?? 'http://127.0.0.1:3465';
const MAIL_URL = process.env.E2E_MAIL_URL ?? 'http://127.0.0.1:3464';
const DATABASE_URL = process.env.E2E_CLUSTER_DATABASE_URL ?? '';
/** nginx, as customers reach the funnel. */
export const NGINX = `http://127.0.0.1:${process.env.E2E_PORT ?? 3460}`;

export type Instance = { name: string; port: number; pid: number | null; alive: boolean };

export async function instances(): Promise<Instance[]> {
  return (await (await fetch(`${CONTROL}/instances`)).json()) as Instance[];
}

/** The instance nginx named in X-Upstream: the last address it tried, the one that answered. */
export async function instanceOf(upstream: string | undefined): Promise<Instance> {
  const address = (upstream ?? '').split(',').at(-1)?.trim() ?? '';
  const found = (await instances()).find((i) => address === `127.0.0.1:${i.port}`);
  if (!found) throw new Error(`no instance answers at "${upstream}"`);
  return found;
}

/** SIGKILL: the process ends at once, with whatever it was doing (a request, a job, an SMTP session). */
export async function kill(instance: Instance): Promise<void> {
  if (!instance.pid) throw new Error(`${instance.name} is not running`);
  process.kill(instance.pid, 'SIGKILL');
  await expect.poll(async () => (await instances()).find((i) => i.name === instance.name)?.alive).toBe(false);
}

/** Starts a killed instance again, as a supervisor would; resolves once it answers /healthz. */
export async function restart(instance: Instance): Promise<void> {
  const n = Number(instance.name.split('-').at(-1));
  const res = await fetch(`${CONTROL}/instances/${n}/start`, { method: 'POST' });
  expect(res.status, await res.text()).toBe(200);
}

/** Waits until nginx sends requests to every instance again (it leaves a failed one aside 10 s). */
export async function servedByBoth(): Promise<void> {
  const seen = new Set<string>();
  await expect
    .poll(
      async () => {
        const res = await fetch(`${NGINX}/healthz`);
        if (res.ok) seen.add(res.headers.get('x-upstream') ?? '');
        return (await instances()).every((i) => seen.has(`127.0.0.1:${i.port}`));
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

export async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The rows a signed sale must have exactly once, and the mails that went out for it. */
export async function signedSaleCounts(uuid: string) {
  const [row] = await query<{ contratti: number; contract_mails: number }>(
    `SELECT (SELECT count(*) FROM contratti WHERE vendita_uuid = $1)::int AS contratti,
            (SELECT count(*) FROM outbox WHERE vendita_uuid = $1 AND tipo = 'contratto')::int AS contract_mails`,
    [uuid],
  );
  return row!;
}

/** The delivery jobs of a sale's mails of one kind (outbox `tipo`): their state and retries. */
export async function deliveries(uuid: string, tipo: string) {
  return query<{ state: string; retry_count: number }>(
    `SELECT j.state, j.retry_count FROM pgboss.job j JOIN outbox o ON o.id::text = j.data->>'outboxId'
      WHERE j.name = 'mail-delivery' AND o.vendita_uuid = $1 AND o.tipo = $2`,
    [uuid, tipo],
  );
}

export type CaughtMail = { to: string[]; subject: string; text: string; client: string | null };

export async function caughtMails(to?: string, subject?: RegExp): Promise<CaughtMail[]> {
  const mails = (await (await fetch(`${MAIL_URL}/messages`)).json()) as CaughtMail[];
  return mails.filter((m) => (!to || m.to.includes(to)) && (!subject || subject.test(m.subject)));
}

export const CONTRACT_MAIL = /contratto firmato|signed contract/;
export const SIGNING_CODE_MAIL = /codice di firma|signing code/;

export type Held = { to: string; subject: string; client: string | null; state: 'held' | 'dropped' };

/**
 * The catcher reads the next mail to `to` whose subject contains `subject`, and never answers it: its
 * delivery job stays running, waiting in the DATA phase.
 */
export async function holdNextMail(to: string, subject: string): Promise<void> {
  const query = new URLSearchParams({ to, subject });
  await fetch(`${MAIL_URL}/hold?${query}`, { method: 'POST' });
}

export async function heldMails(to: string): Promise<Held[]> {
  return ((await (await fetch(`${MAIL_URL}/held`)).json()) as Held[]).filter((h) => h.to === to);
}

// The API as the web client calls it: the deployment's key, the XSRF cookie and header.
const HEADERS = {
  'x-api-key': API_KEY,
  'x-xsrf-token': 'cluster',
  cookie: 'XSRF-TOKEN=cluster',
  'accept-language': 'it',
};

export type Answer = { status: number; body: unknown; upstream: string | undefined };

export async function call(
  base: string,
  path: string,
  init: { method?: string; json?: unknown; form?: FormData } = {},
): Promise<Answer> {
  const res = await fetch(`${base}/api/v1${path}`, {
    method: init.method ?? (init.json !== undefined || init.form ? 'POST' : 'GET'),
    headers: { ...HEADERS, ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
    ...(init.form ? { body: init.form } : {}),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // nginx's own pages (502) are HTML
  }
  return { status: res.status, body, upstream: res.headers.get('x-upstream') ?? undefined };
}

export type Step = { name: string; taskId: string };

export async function newSale(base = NGINX): Promise<string> {
  const res = await call(base, '/vendite', { json: { offerta: 101, operazioneCommerciale: 'ATTIVAZIONE' } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { venditaUuid: string }).venditaUuid;
}

export async function currentStep(uuid: string, base = NGINX): Promise<Step> {
  const res = await call(base, `/vendite/${uuid}/step`);
  expect(res.status).toBe(200);
  return res.body as Step;
}

async function uploadAttachments(uuid: string): Promise<void> {
  const types = await call(
    NGINX,
    '/allegati/DOMESTICO/operazioneCommerciale/ATTIVAZIONE/commodity?commodity=LUCE',
  );
  for (const t of types.body as Array<{ tipoAllegato: string; obbligatorio: boolean }>) {
    if (!t.obbligatorio) continue;
    const form = new FormData();
    form.append('tipoAllegato', t.tipoAllegato);
    form.append('allegato', new Blob([TINY_PDF], { type: 'application/pdf' }), `${t.tipoAllegato}.pdf`);
    const res = await call(NGINX, `/vendite/${uuid}/allegati`, { form });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
}

/** A new sale walked through nginx to the signature step: the signing code is then on its way by mail. */
export async function saleAtSignature(email: string): Promise<string> {
  const uuid = await newSale();
  const data = stepDataFor(email);
  let step = await currentStep(uuid);
  while (step.name !== 'firma') {
    if (step.name === 'caricamentoAllegati') await uploadAttachments(uuid);
    const res = await call(NGINX, `/vendite/${uuid}/next`, {
      json: { taskId: step.taskId, ...data[step.name] },
    });
    expect(res.status, `${step.name}: ${JSON.stringify(res.body)}`).toBe(200);
    step = res.body as Step;
  }
  return uuid;
}
