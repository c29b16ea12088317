import { TINY_PDF, stepDataFor } from '../src/server/test/step-data';

// Whole sales over HTTP for the API benchmark: create, walk every ATTIVAZIONE step with valid data,
// upload the documents, sign with the code read from the development outbox. Each customer has its own
// address, so its code is found with /dev/outbox?to=, and comes from an address of its own (the server
// trusts X-Forwarded-For here), as real customers do: the per-address limits hold for each of them.

export const HEADERS = {
  'x-api-key': 'dev-web-client-key',
  'x-xsrf-token': 'bench',
  cookie: 'XSRF-TOKEN=bench',
};
const JSON_HEADERS = { ...HEADERS, 'content-type': 'application/json' };

type Step = { name: string; taskId: string };

let visitors = 0;
/** A new customer's address: 10.x.y.z. */
export function visitor(): Record<string, string> {
  const n = ++visitors;
  return { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
}

async function call<T>(url: string, init: RequestInit, expected: number): Promise<T> {
  const res = await fetch(url, init);
  const body = await res.text();
  if (res.status !== expected) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${body}`);
  return (body ? JSON.parse(body) : undefined) as T;
}

export async function createSale(url: string, from = visitor()): Promise<string> {
  const { venditaUuid } = await call<{ venditaUuid: string }>(
    `${url}/api/v1/vendite`,
    {
      method: 'POST',
      headers: { ...JSON_HEADERS, ...from },
      body: JSON.stringify({ offerta: 101, operazioneCommerciale: 'ATTIVAZIONE' }),
    },
    201,
  );
  return venditaUuid;
}

export const getStep = (url: string, uuid: string) =>
  call<Step>(`${url}/api/v1/vendite/${uuid}/step`, { headers: HEADERS }, 200);

/** The documents ATTIVAZIONE of an electricity DOMESTICO offer requires (offer 101). */
export async function uploadAttachments(url: string, uuid: string, from = visitor()): Promise<void> {
  const types = await call<{ tipoAllegato: string; obbligatorio: boolean }[]>(
    `${url}/api/v1/allegati/DOMESTICO/operazioneCommerciale/ATTIVAZIONE/commodity?commodity=LUCE`,
    { headers: HEADERS },
    200,
  );
  for (const t of types.filter((x) => x.obbligatorio)) {
    const form = new FormData();
    form.append('tipoAllegato', t.tipoAllegato);
    form.append('allegato', new Blob([TINY_PDF], { type: 'application/pdf' }), `${t.tipoAllegato}.pdf`);
    await call(
      `${url}/api/v1/vendite/${uuid}/allegati`,
      { method: 'POST', headers: { ...HEADERS, ...from }, body: form },
      201,
    );
  }
}

/** The signing code last mailed to `email`, read from the development outbox. */
export async function mailedCode(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/dev/outbox?to=${encodeURIComponent(email)}`);
  const code = /\b(\d{6})\b/.exec(await res.text())?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** One whole sale, from its creation to the signature; `email` is this customer's own address. */
export async function wholeSale(url: string, email: string): Promise<void> {
  const from = visitor();
  const headers = { ...JSON_HEADERS, ...from };
  const uuid = await createSale(url, from);
  let step = await getStep(url, uuid);
  const data = stepDataFor(email);
  while (step.name !== 'firma') {
    if (step.name === 'caricamentoAllegati') await uploadAttachments(url, uuid);
    step = await call<Step>(
      `${url}/api/v1/vendite/${uuid}/next`,
      {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ taskId: step.taskId, ...data[step.name] }),
      },
      200,
    );
  }
  const otp = await mailedCode(url, email);
  await call(
    `${url}/api/v1/vendite/${uuid}/verifica-otp`,
    { method: 'POST', headers, body: JSON.stringify({ otp }) },
    200,
  );
}

/** `concurrency` customers each completing sale after sale for `seconds`: completed sales a second. */
export async function completedSales(url: string, concurrency: number, seconds: number) {
  const until = Date.now() + seconds * 1000;
  let done = 0;
  const failures: string[] = [];
  const durations: number[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async (_, c) => {
      for (let n = 0; Date.now() < until; n++) {
        const started = performance.now();
        try {
          await wholeSale(url, `bench.${c}.${n}@example.com`);
          done++;
          durations.push(performance.now() - started);
        } catch (e) {
          failures.push((e as Error).message);
        }
      }
    }),
  );
  durations.sort((a, b) => a - b);
  return {
    salesPerSecond: Math.round((done / seconds) * 10) / 10,
    completed: done,
    failed: failures.length,
    firstFailure: failures[0],
    medianSaleMs: Math.round(durations[Math.floor(durations.length / 2)] ?? 0),
  };
}
