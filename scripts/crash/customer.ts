import crypto from 'node:crypto';
import { HEADERS, mailedCode, visitor } from '../../bench/sales';
import { TINY_PDF, stepDataFor } from '../../src/server/test/step-data';
import type { SaleLog, SentFile } from './journal';
import { newSaleLog } from './journal';

// A simulated customer over real HTTP: sale after sale, every ATTIVAZIONE step of offer 101 (bench/
// sales.ts walks the same path), the mandatory documents uploaded, a Back now and then, signed with
// the mailed code. When the server dies under a request the customer waits until it is back, then
// does what a person retrying does: sends the same Next again with the same taskId (409 task.stale
// says the first one went through), looks for the file in the sale's list before uploading it again,
// and signs again with the same code (404.1, sale concluded, says the first signature went through).

/** Closed while the server is down and being checked: no customer sends anything then. */
export class Gate {
  private opened: Promise<void> = Promise.resolve();
  private release: (() => void) | undefined;
  get isOpen(): boolean {
    return this.release === undefined;
  }
  close(): void {
    if (this.release) return;
    this.opened = new Promise((resolve) => (this.release = resolve));
  }
  open(): void {
    this.release?.();
    this.release = undefined;
  }
  wait(): Promise<void> {
    return this.opened;
  }
}

export type Load = {
  url: string;
  gate: Gate;
  /** Set once the last restart is checked: each customer finishes the sale it is on, then stops. */
  finishing: boolean;
  sales: SaleLog[];
  violations: string[];
  /** Sale creations whose answer the server never sent (the sale may exist: the checks allow it). */
  creationsCut: number;
  /** When each 2xx answer arrived (ms): the commits just before a kill are the ones a store may lose. */
  answered: number[];
};

/** The server died under the request (connection refused or reset): no answer. */
class Cut extends Error {}
/** The customer gives up on a sale after a violation (already recorded). */
class GiveUp extends Error {}

type Answer = { status: number; text: string };
type Step = { name: string; taskId: string };

const json = <T>(a: Answer) => JSON.parse(a.text) as T;

async function send(load: Load, method: string, path: string, body?: unknown): Promise<Answer> {
  await load.gate.wait();
  const form = body instanceof FormData;
  try {
    const res = await fetch(`${load.url}${path}`, {
      method,
      headers: {
        ...HEADERS,
        ...visitor(),
        ...(body !== undefined && !form ? { 'content-type': 'application/json' } : {}),
      },
      ...(body === undefined ? {} : { body: form ? body : JSON.stringify(body) }),
    });
    return { status: res.status, text: await res.text() };
  } catch (err) {
    if (err instanceof TypeError) throw new Cut(err.message);
    throw err;
  }
}

/** After a Cut: a request that fails while the gate is open is no kill of ours, and a failure. */
async function afterCut(load: Load, what: string): Promise<void> {
  if (load.gate.isOpen) {
    load.violations.push(`${what}: the request failed with no kill (the server stopped answering)`);
    throw new GiveUp();
  }
  await load.gate.wait();
}

/** Sends until answered; the answer of a cut request is lost, so `retried` tells the caller. */
async function untilAnswered(
  load: Load,
  sale: SaleLog | undefined,
  what: string,
  req: () => Promise<Answer>,
  onCut?: () => Promise<boolean>,
): Promise<{ answer?: Answer; retried: boolean }> {
  let retried = false;
  for (;;) {
    try {
      return { answer: await req(), retried };
    } catch (err) {
      if (!(err instanceof Cut)) throw err;
      if (sale) sale.cut += 1;
      await afterCut(load, what);
      retried = true;
      // the request may have gone through before the kill: the caller looks (an upload in the list)
      if (onCut && (await onCut())) return { retried };
    }
  }
}

function unexpected(load: Load, what: string, a: Answer): never {
  load.violations.push(`${what}: answered ${a.status} ${a.text.slice(0, 300)}`);
  throw new GiveUp();
}

const isStale = (a: Answer) => a.status === 409 && a.text.includes('task.stale');
const isConcluded = (a: Answer) => a.status === 404 && a.text.includes('"404.1"');

async function readStep(load: Load, sale: SaleLog): Promise<Step> {
  const what = `GET step of ${sale.uuid}`;
  const { answer } = await untilAnswered(load, undefined, what, () =>
    send(load, 'GET', `/api/v1/vendite/${sale.uuid}/step`),
  );
  if (answer!.status !== 200) unexpected(load, what, answer!);
  return json<Step>(answer!);
}

function entered(sale: SaleLog, step: Step) {
  sale.step = step.name;
  sale.taskId = step.taskId;
}

const answered = (load: Load) => load.answered.push(Date.now());

async function createSale(load: Load, email: string): Promise<SaleLog> {
  for (;;) {
    try {
      const a = await send(load, 'POST', '/api/v1/vendite', {
        offerta: 101,
        operazioneCommerciale: 'ATTIVAZIONE',
      });
      if (a.status !== 201) unexpected(load, 'POST vendite', a);
      const sale = newSaleLog(json<{ venditaUuid: string }>(a).venditaUuid, email);
      load.sales.push(sale);
      answered(load);
      return sale;
    } catch (err) {
      if (!(err instanceof Cut)) throw err;
      // the customer never learnt the sale's uuid: they start again from the offer page
      load.creationsCut += 1;
      await afterCut(load, 'POST vendite');
    }
  }
}

/** Next or Back with the current taskId, sent again after a kill until answered. */
async function move(load: Load, sale: SaleLog, kind: 'next' | 'prev', data: Record<string, unknown>) {
  const from = sale.step;
  const taskId = sale.taskId;
  const what = `${kind === 'next' ? 'Next' : 'Back'} from ${from} of ${sale.uuid}`;
  sale.inFlight = { kind, from, taskId };
  const { answer, retried } = await untilAnswered(load, sale, what, () =>
    send(load, 'POST', `/api/v1/vendite/${sale.uuid}/${kind}`, { taskId, ...data }),
  );
  let step: Step;
  if (answer!.status === 200) {
    step = json<Step>(answer!);
    answered(load);
  } else if (retried && isStale(answer!)) {
    // the first one went through before the kill and its answer was lost: the customer reloads
    step = await readStep(load, sale);
    const expected = kind === 'prev' ? sale.storia.at(-1) : undefined;
    if (step.name === from || (expected !== undefined && step.name !== expected)) {
      load.violations.push(`${what}: 409 task.stale after the restart, yet the sale stands on ${step.name}`);
      throw new GiveUp();
    }
    sale.cutApplied += 1;
  } else unexpected(load, what, answer!);
  if (kind === 'next') {
    sale.storia.push(from);
    sale.left.add(from);
  } else {
    sale.storia.pop();
    sale.backs += 1;
  }
  sale.moves += 1;
  entered(sale, step);
  sale.inFlight = undefined;
}

/** A PDF of its own (a random tail after %%EOF), so that its SHA-256 names it. */
function uniquePdf(): Uint8Array<ArrayBuffer> {
  // hex: a comment that can never spell a PDF name (base64 holds `/JS` now and then)
  const tail = crypto.randomBytes(384 + crypto.randomInt(3072)).toString('hex');
  const bytes = new Uint8Array(TINY_PDF.length + tail.length + 2);
  bytes.set(TINY_PDF);
  bytes.set(new TextEncoder().encode(`%${tail}\n`), TINY_PDF.length);
  return bytes;
}

async function upload(load: Load, sale: SaleLog, tipoAllegato: string) {
  const bytes = uniquePdf();
  const file: SentFile = {
    nome: `${tipoAllegato}-${crypto.randomUUID()}.pdf`,
    tipoAllegato,
    sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
    size: bytes.length,
  };
  sale.files.push(file);
  sale.inFlight = { kind: 'upload', file };
  const what = `upload ${tipoAllegato} to ${sale.uuid}`;
  const form = () => {
    const f = new FormData();
    f.append('tipoAllegato', tipoAllegato);
    f.append('allegato', new Blob([bytes], { type: 'application/pdf' }), file.nome);
    return f;
  };
  const { answer } = await untilAnswered(
    load,
    sale,
    what,
    () => send(load, 'POST', `/api/v1/vendite/${sale.uuid}/allegati`, form()),
    async () => {
      // did it land before the kill? The customer sees the sale's files
      const list = await send(load, 'GET', `/api/v1/vendite/${sale.uuid}/allegati`);
      if (list.status !== 200) unexpected(load, `list files of ${sale.uuid}`, list);
      const found = json<{ id: string; nome: string }[]>(list).find((f) => f.nome === file.nome);
      if (found) {
        file.id = found.id;
        sale.cutApplied += 1;
      }
      return Boolean(found);
    },
  );
  if (answer) {
    if (answer.status !== 201) unexpected(load, what, answer);
    file.id = json<{ id: string }[]>(answer)[0]!.id;
    answered(load);
  }
  sale.inFlight = undefined;
}

async function sign(load: Load, sale: SaleLog) {
  const what = `signing ${sale.uuid}`;
  let otp: string | undefined;
  while (!otp) {
    try {
      await load.gate.wait();
      otp = await mailedCode(load.url, sale.email);
    } catch (err) {
      if (!(err instanceof TypeError)) {
        load.violations.push(`${what}: ${(err as Error).message}`);
        throw new GiveUp();
      }
      await afterCut(load, what);
    }
  }
  sale.inFlight = { kind: 'sign' };
  const { answer, retried } = await untilAnswered(load, sale, what, () =>
    send(load, 'POST', `/api/v1/vendite/${sale.uuid}/verifica-otp`, { otp }),
  );
  let step: Step;
  if (answer!.status === 200) {
    step = json<Step>(answer!);
    answered(load);
  } else if (retried && (isStale(answer!) || isConcluded(answer!))) {
    // the signature went through before the kill: the sale is concluded (api-contract.md 404.1)
    step = await readStep(load, sale);
    if (step.name !== 'congratulazioni') {
      load.violations.push(`${what}: 409 task.stale after the restart, yet the sale stands on ${step.name}`);
      throw new GiveUp();
    }
    sale.cutApplied += 1;
  } else unexpected(load, what, answer!);
  sale.storia.push('firma');
  sale.signed = true;
  entered(sale, step);
  sale.inFlight = undefined;
}

/** Steps a customer may go Back from once in a while (none locked, none that sends anything). */
const BACK_FROM = new Set(['datiTecnici', 'modalitaInvioBolletta', 'metodoPagamento', 'riepilogo']);

async function mandatoryTypes(load: Load): Promise<string[]> {
  const a = await send(
    load,
    'GET',
    '/api/v1/allegati/DOMESTICO/operazioneCommerciale/ATTIVAZIONE/commodity?commodity=LUCE',
  );
  if (a.status !== 200) unexpected(load, 'attachment types', a);
  return json<{ tipoAllegato: string; obbligatorio: boolean }[]>(a)
    .filter((t) => t.obbligatorio)
    .map((t) => t.tipoAllegato);
}

async function wholeSale(load: Load, email: string, types: string[], random: () => number) {
  const sale = await createSale(load, email);
  const data = stepDataFor(email);
  entered(sale, await readStep(load, sale));
  while (sale.step !== 'congratulazioni') {
    const missing = types.filter((t) => !sale.files.some((f) => f.tipoAllegato === t && f.id));
    if (sale.step === 'firma') await sign(load, sale);
    else if (sale.step === 'caricamentoAllegati' && missing.length) await upload(load, sale, missing[0]!);
    else if (BACK_FROM.has(sale.step) && sale.backs === 0 && random() < 0.15) {
      await move(load, sale, 'prev', {});
    } else {
      const stepValues = data[sale.step];
      if (!stepValues) {
        load.violations.push(`${sale.uuid}: the funnel showed ${sale.step}, a step this path never takes`);
        throw new GiveUp();
      }
      await move(load, sale, 'next', stepValues);
    }
  }
}

/** Customer `n`: whole sales until the load is finishing; false when it gave up after a violation. */
export async function customer(load: Load, n: number, random: () => number): Promise<boolean> {
  try {
    let types: string[] | undefined;
    while (!types) {
      try {
        types = await mandatoryTypes(load);
      } catch (err) {
        if (!(err instanceof Cut)) throw err;
        await afterCut(load, 'attachment types');
      }
    }
    for (let i = 0; !load.finishing; i++) await wholeSale(load, `crash.${n}.${i}@example.com`, types, random);
    return true;
  } catch (err) {
    if (err instanceof GiveUp) return false;
    load.violations.push(`customer ${n}: ${(err as Error).stack ?? String(err)}`);
    return false;
  }
}
