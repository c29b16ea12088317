import crypto from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page, Response } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { brandUrl, expect, test } from './support';
import { GIULIA, Walk } from './walk';
import type { Instance } from './cluster-support';
import {
  CONTRACT_MAIL,
  NGINX,
  SIGNING_CODE_MAIL,
  call,
  caughtMails,
  currentStep,
  deliveries,
  heldMails,
  holdNextMail,
  instanceOf,
  instances,
  kill,
  newSale,
  query,
  restart,
  saleAtSignature,
  servedByBoth,
  signedSaleCounts,
} from './cluster-support';

// Many servers, tested as they are deployed (playwright.cluster.config.ts): two instances behind nginx
// on PostgreSQL, killed with SIGKILL while customers use them. Each test prints what it counted.

test.describe.configure({ mode: 'serial' });

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}

const MOVE = /\/api\/v1\/vendite\/[^/]+\/(next|prev|verifica-otp)(\?|$)/;
const isMove = (r: Response) => r.request().method() === 'POST' && MOVE.test(r.url());

/** The steps of a customer who, when the funnel says something went wrong, closes it and tries again. */
class ClusterWalk extends Walk {
  /** Alerts the customer saw (a 502 from nginx, a 409 after a move that had committed). */
  alerts = 0;

  /**
   * Presses the button named `name`; after an error alert, closes it and presses again. A 409 or a
   * 404.1 (signed) says the move had been made by a request whose answer was lost: the funnel shows
   * where the sale stands.
   */
  async press(name: string) {
    for (let attempt = 1; ; attempt++) {
      const answered = this.page.waitForResponse(isMove);
      await this.page.getByRole('button', { name, exact: true }).click();
      const res = await answered;
      if (res.status() < 400) return;
      expect([404, 409, 502, 503, 504], `${res.url()}: ${res.status()}`).toContain(res.status());
      const alert = this.page.getByRole('alertdialog').or(this.page.getByRole('dialog'));
      await expect(alert).toBeVisible();
      this.alerts++;
      await alert.getByRole('button').click();
      if (res.status() < 500 || attempt === 3) return;
    }
  }

  override next = (label = this.t('shell.next')) => this.press(label);
}

/** The X-Upstream of every step move the page made (the instance nginx sent it to, last). */
function movesOf(page: Page): string[] {
  const served: string[] = [];
  page.on('response', (r) => {
    if (isMove(r)) served.push(r.headers()['x-upstream'] ?? '');
  });
  return served;
}

test('a sale finishes on the other server when the one that served its last step is killed', async ({
  page,
}) => {
  const email = 'giulia.cluster@example.com';
  const w = new ClusterWalk(page, 'it', 'cluster');
  const served = movesOf(page);
  const killed: string[] = [];

  await page.goto(brandUrl('lumen', '/?operazione=ATTIVAZIONE&offerta=101'));
  await w.nuovoCliente();
  await w.datiAnagrafici({ ...GIULIA, email });
  await w.at('indirizzo_fornitura.title', '02-indirizzo-fornitura');
  // the personal data are saved: the server that saved them dies
  const first = await instanceOf(served.at(-1));
  await kill(first);
  killed.push(`${first.name} after datiAnagrafici`);
  await w.indirizzo();
  await w.datiTecnici();
  await restart(first);
  await w.bolletta();
  await w.pagamento();
  await w.condizioni();

  // every value typed, before and after the kill, is in the summary
  await w.at('riepilogo.title', '07-riepilogo');
  for (const value of [
    'Giulia Bianchi',
    GIULIA.cf,
    email,
    '333 123 4567', // the phone as the customer typed it (national format, issue 16.5)
    'Via Roma 10, 20121 Milano (MI)',
    'IT001E12345678',
    '3456',
  ]) {
    await expect(page.getByText(value, { exact: false }).first()).toBeVisible();
  }
  await w.riepilogo();
  await w.at('firma.title', '08-firma');
  // the server that sent the signing code dies before the customer types it
  const second = await instanceOf(served.at(-1));
  await kill(second);
  killed.push(`${second.name} after riepilogo`);
  // its delivery may have been running on the killed server: it is taken over after the job's expiry
  await expect
    .poll(async () => (await caughtMails(email, SIGNING_CODE_MAIL)).length, { timeout: 60_000 })
    .toBe(1);
  const code = /\b(\d{6})\b/.exec((await caughtMails(email, SIGNING_CODE_MAIL))[0]!.text)?.[1];
  await w.field('firma.code_label').fill(code!);
  await w.press(w.t('firma.submit'));
  await w.at('congratulazioni.title', '09-congratulazioni');
  await restart(second);

  // the contract: made once, mailed once, and it carries what the customer typed
  const uuid = new URL(page.url()).searchParams.get('vendita') ?? '';
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: w.t('congratulazioni.contract.download') }).click(),
  ]);
  const contract = await pdfText(new Uint8Array(await readFile(await download.path())));
  for (const value of [GIULIA.cf, 'IT001E12345678', 'Bianchi']) expect(contract).toContain(value);
  await expect
    .poll(async () => (await caughtMails(email, CONTRACT_MAIL)).length, { timeout: 60_000 })
    .toBe(1);
  const counts = await signedSaleCounts(uuid);
  expect(counts).toEqual({ contratti: 1, contract_mails: 1 });
  expect(await caughtMails(email, SIGNING_CODE_MAIL)).toHaveLength(1);
  const failovers = served.filter((s) => s.includes(',')).length;
  // the signing code's delivery: a second attempt means it was running on the server killed after it
  const [codeJob] = await deliveries(uuid, 'otp_firma');
  console.log(
    `cluster sale: ${served.length} step moves, servers killed: ${killed.join(', ')}; ` +
      `moves nginx passed to the other server: ${failovers}; alerts the customer saw: ${w.alerts}; ` +
      `contracts: ${counts.contratti}, contract mails: ${(await caughtMails(email, CONTRACT_MAIL)).length}, ` +
      `signing code mails: 1 (delivered on attempt ${codeJob!.retry_count + 1})`,
  );
});

test('100 Next at once with one taskId, over both servers: one moves the sale, 99 answer 409', async () => {
  const uuid = await newSale();
  const step = await currentStep(uuid);
  expect(step.name).toBe('ricercaCliente');
  const servers = await instances();
  expect(servers.every((s) => s.alive)).toBe(true);
  // straight at each server in turn, so that both certainly take part
  const answers = await Promise.all(
    Array.from({ length: 100 }, (_, i) => {
      const server = servers[i % servers.length]!;
      return call(`http://127.0.0.1:${server.port}`, `/vendite/${uuid}/next`, {
        json: { taskId: step.taskId, giaCliente: false },
      }).then((a) => ({ ...a, server: server.name }));
    }),
  );
  const ok = answers.filter((a) => a.status === 200);
  const stale = answers.filter((a) => a.status === 409);
  expect(ok).toHaveLength(1);
  expect(stale).toHaveLength(99);
  expect(new Set(stale.map((a) => (a.body as { code: string }).code))).toEqual(new Set(['task.stale']));

  // one step further, exactly: the answer's step is the sale's, and its history has one step more
  const moved = ok[0]!.body as { name: string; taskId: string };
  expect(await currentStep(uuid)).toMatchObject({ name: 'datiAnagrafici', taskId: moved.taskId });
  const [row] = await query<{ storia: string[] }>('SELECT storia FROM vendite WHERE uuid = $1', [uuid]);
  expect(row!.storia).toEqual(['ricercaCliente']);
  const by = (name: string) => answers.filter((a) => a.server === name).length;
  console.log(
    `parallel Next: 100 sent (${servers.map((s) => `${by(s.name)} to ${s.name}`).join(', ')}): ` +
      `${ok.length} succeeded (on ${ok[0]!.server}), ${stale.length} answered 409 task.stale; ` +
      `the sale moved ${row!.storia.length} step`,
  );
});

test('a POST that reached a killed server is not sent again by nginx; the client resends it with its taskId', async () => {
  // six customers on their first step, and one server stopped (SIGSTOP): what nginx sends it waits
  const sales = await Promise.all(
    Array.from({ length: 6 }, async () => {
      const uuid = await newSale();
      return { uuid, taskId: (await currentStep(uuid)).taskId };
    }),
  );
  const [victim] = await instances();
  // nginx leaves a server it found dead aside for 10 s (fail_timeout): both must be in its rotation
  await servedByBoth();
  process.kill(victim!.pid!, 'SIGSTOP');
  const pending = new Set<string>();
  const send = (kind: string, uuid: string, go: () => Promise<Awaited<ReturnType<typeof call>>>) => {
    const key = `${kind} ${uuid}`;
    pending.add(key);
    return go().then((a) => {
      pending.delete(key);
      return { kind, uuid, ...a };
    });
  };
  const all = Promise.all(
    sales.flatMap(({ uuid, taskId }) => [
      send('POST', uuid, () => call(NGINX, `/vendite/${uuid}/next`, { json: { taskId, giaCliente: false } })),
      send('GET', uuid, () => call(NGINX, `/vendite/${uuid}/v2`)),
    ]),
  );
  // the answers of the server that runs come at once; what went to the stopped one waits
  let before = -1;
  await expect
    .poll(
      () => {
        const waiting = pending.size;
        const settled = waiting === before;
        before = waiting;
        return settled ? waiting : -1;
      },
      { intervals: [1_000] },
    )
    .toBeGreaterThan(0);
  const stuck = [...pending];
  process.kill(victim!.pid!, 'SIGKILL');
  const answers = await all;

  // reads were answered by the other server; writes that had reached the killed one were not replayed
  const gets = answers.filter((a) => a.kind === 'GET');
  expect(gets.map((a) => a.status)).toEqual(gets.map(() => 200));
  const posts = answers.filter((a) => a.kind === 'POST');
  const lost = posts.filter((a) => a.status === 502);
  expect(lost.length).toBeGreaterThan(0);
  expect(lost.length + posts.filter((a) => a.status === 200).length).toBe(posts.length);
  for (const a of lost) expect(a.upstream).toBe(`127.0.0.1:${victim!.port}`);
  // the client sends each again with the same taskId: it moves the sale once
  for (const a of lost) {
    const { taskId } = sales.find((s) => s.uuid === a.uuid)!;
    const again = await call(NGINX, `/vendite/${a.uuid}/next`, { json: { taskId, giaCliente: false } });
    expect(again.status).toBe(200);
  }
  for (const { uuid, taskId } of sales) {
    expect((await currentStep(uuid)).name).toBe('datiAnagrafici');
    const replay = await call(NGINX, `/vendite/${uuid}/next`, { json: { taskId, giaCliente: false } });
    expect(replay.status).toBe(409);
  }
  await restart(victim!);
  const retried = gets.filter((a) => (a.upstream ?? '').includes(',')).length;
  console.log(
    `killed mid-request: ${stuck.length} requests waiting on ${victim!.name}; ${retried} reads nginx ` +
      `answered from the other server, ${lost.length} writes answered 502 and sent again by the client ` +
      `(${lost.length} moved once each), ${posts.length - lost.length} writes answered by the other server`,
  );
});

test('a mail delivery running on a killed server is done by the other, once', async () => {
  const email = 'mario.job@example.com';
  const uuid = await saleAtSignature(email);
  await expect.poll(async () => (await caughtMails(email, SIGNING_CODE_MAIL)).length).toBe(1);
  const code = /\b(\d{6})\b/.exec((await caughtMails(email, SIGNING_CODE_MAIL))[0]!.text)?.[1];

  // the contract mail's delivery will wait for the mail server's answer to DATA, which never comes
  await holdNextMail(email, 'contratto firmato');
  const signed = await call(NGINX, `/vendite/${uuid}/verifica-otp`, { json: { otp: code } });
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  let holder: Instance | undefined;
  await expect
    .poll(
      async () => {
        const [held] = await heldMails(email);
        holder = (await instances()).find((i) => i.name === held?.client);
        return held?.state;
      },
      { timeout: 60_000 },
    )
    .toBe('held');
  await kill(holder!);
  const killedAt = Date.now();
  // the killed server's connection is gone: the mail was never acknowledged
  await expect.poll(async () => (await heldMails(email))[0]?.state).toBe('dropped');

  // the other server takes the job over once its attempt expires, and delivers the mail
  await expect
    .poll(async () => (await caughtMails(email, CONTRACT_MAIL)).length, { timeout: 90_000 })
    .toBe(1);
  const takenOverSeconds = Math.round((Date.now() - killedAt) / 1000);
  const [delivered] = await caughtMails(email, CONTRACT_MAIL);
  expect(delivered!.client).not.toBe(holder!.name);
  // the job is completed: nothing will send it again
  const jobs = await deliveries(uuid, 'contratto');
  expect(jobs).toEqual([{ state: 'completed', retry_count: 1 }]);
  expect(await caughtMails(email, CONTRACT_MAIL)).toHaveLength(1);
  const counts = await signedSaleCounts(uuid);
  expect(counts).toEqual({ contratti: 1, contract_mails: 1 });
  await restart(holder!);
  console.log(
    `job taken over: the contract mail's delivery was running on ${holder!.name} (SMTP DATA unanswered), ` +
      `killed; delivered by ${delivered!.client} on the job's attempt ${jobs[0]!.retry_count + 1}, ` +
      `${takenOverSeconds} s after the kill (test timings: JOBS_EXPIRE_SECONDS=15, JOBS_MAINTAIN_SECONDS=5); ` +
      `contract mails received: 1 (plus 1 unacknowledged copy the killed server had sent); ` +
      `contracts: ${counts.contratti}`,
  );
});

test('a file uploaded to one server is served by the other (files in the database, no shared disk)', async () => {
  const uuid = await newSale();
  const [one, other] = await instances();
  // a photo of a document: bytes of its own, so the copy served is told apart from any other
  const bytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), crypto.randomBytes(200_000)]);
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'carta-identita.jpg');
  const uploaded = await call(`http://127.0.0.1:${one!.port}`, `/vendite/${uuid}/documento-identita`, {
    form,
  });
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  const { url } = uploaded.body as { url: string };
  const served = await fetch(`http://127.0.0.1:${other!.port}${url}`);
  expect(served.status).toBe(200);
  expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  console.log(
    `files: ${bytes.length} bytes uploaded to ${one!.name}, the same bytes served by ${other!.name}`,
  );
});
