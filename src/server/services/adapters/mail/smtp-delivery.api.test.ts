import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONCLUDED_VISIBLE_MS } from '../../../../shared/domain';
import type { Proposta } from '../../../../shared/schemas/proposta';
import { contratti, outbox, vendite } from '../../../store/schema';
import { createSale, lastMailedCode, walkTo } from '../../../test/flow-data';
import { createTestApp } from '../../../test/harness';
import type { TestContext } from '../../../test/harness';

// Mail over SMTP (issue 5): a real SMTP server in the test process receives what the jobs deliver,
// mailparser reads it as a mail client would. The outbox keeps every message either way.

const EMAIL = 'giulia.bianchi@example.com';
const BASE = 'https://offerte.lumen.example';

type Inbox = { mails: ParsedMail[]; listen(port?: number): Promise<number>; close(): Promise<void> };

function smtpInbox(): Inbox {
  const mails: ParsedMail[] = [];
  let server: SMTPServer | undefined;
  return {
    mails,
    listen(port = 0) {
      server = new SMTPServer({
        authOptional: true,
        // plain SMTP on loopback: STARTTLS would need a certificate the client trusts
        disabledCommands: ['STARTTLS'],
        logger: false,
        // like a real server, it refuses an address it has no mailbox for (550)
        onRcptTo(address, _session, done) {
          if (!address.address.startsWith('nessuno.')) return done();
          done(Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 }));
        },
        onData(stream, _session, done) {
          simpleParser(stream)
            .then((mail) => {
              mails.push(mail);
              done();
            })
            .catch(done);
        },
      });
      const s = server;
      return new Promise((resolve) =>
        s.listen(port, '127.0.0.1', () => resolve((s.server.address() as AddressInfo).port)),
      );
    },
    close() {
      const s = server;
      return new Promise((resolve) => (s ? s.close(() => resolve()) : resolve()));
    },
  };
}

async function eventually<T>(find: () => T | undefined | Promise<T | undefined>, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = await find();
    if (found) return found;
    if (Date.now() > until) throw new Error('not within the time allowed');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const subjectIs = (subject: string) => () => inbox.mails.find((m) => m.subject === subject);

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const inbox = smtpInbox();
const logLines: string[] = [];
let port: number;
let t: TestContext;

beforeAll(async () => {
  port = await inbox.listen();
  t = await createTestApp(
    {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      PUBLIC_BASE_URL: BASE,
      MAIL_FROM: 'Vendite <vendite@lumen.example>',
      LOG_LEVEL: 'info',
    },
    undefined,
    {
      logStream: { write: (l) => void logLines.push(l) },
      jobs: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
    },
  );
});
afterAll(async () => {
  await t?.close();
  await inbox.close();
});

async function deliveryJobs(outboxId: string) {
  const res = await t.store.db.execute(
    sql`select state, retry_count from pgboss.job where name = 'mail-delivery' and data->>'outboxId' = ${outboxId}`,
  );
  return (res as unknown as { rows: { state: string; retry_count: number }[] }).rows;
}

async function outboxOf(uuid: string, tipo: string) {
  const [row] = await t.store.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.venditaUuid, uuid), eq(outbox.tipo, tipo)));
  return row;
}

describe('the resume mail', () => {
  it('arrives by SMTP in the brand’s name, as text and HTML with the logo and the link', async () => {
    const uuid = await createSale(t.client);
    const contatto = { nome: 'Giulia', cognome: 'Bianchi', email: 'giulia.smtp@example.com' };
    expect((await t.client.post(`/vendite/${uuid}/save`, contatto)).statusCode).toBe(202);
    const link = `${BASE}/?operazione=ATTIVAZIONE&offerta=101&vendita=${uuid}`;

    const mail = await eventually(() =>
      inbox.mails.find(
        (m) => m.text?.includes(uuid) && m.subject === 'Lumen Energia: riprendi la tua richiesta',
      ),
    );
    expect(mail.from?.value[0]).toEqual({ name: 'Lumen Energia', address: 'vendite@lumen.example' });
    expect(mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address).toBe(contatto.email);
    expect(mail.text).toContain('Ciao Giulia');
    expect(mail.text).toContain(link);
    const html = String(mail.html);
    expect(html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(html).toContain(`<img src="${BASE}/brands/lumen.svg" alt="Lumen Energia"`);
    expect(html).toContain('<html lang="it">');

    // the outbox keeps the record; the job that delivered it is its delivery state
    const row = await outboxOf(uuid, 'resume');
    expect(row).toMatchObject({ destinatario: contatto.email, canale: 'email' });
    expect(
      await eventually(async () => (await deliveryJobs(row!.id)).find((j) => j.state === 'completed')),
    ).toBeTruthy();
  });
});

/** The cookie the signing answer sets: the contract downloads only with it (issue 17.8). */
const contractCookie = (signed: { cookies: { name: string; value: string }[] }) => ({
  cookie: `contratto=${signed.cookies.find((c) => c.name === 'contratto')!.value}`,
});

describe('the signed contract', () => {
  let uuid: string;
  let contractMail: ParsedMail;
  let access: { cookie: string };

  beforeAll(async () => {
    uuid = await createSale(t.client);
    await walkTo(t.client, uuid, 'firma');
    const signed = await t.client.post(`/vendite/${uuid}/verifica-otp`, {
      otp: await lastMailedCode(t.store, uuid),
    });
    expect(signed.statusCode, signed.body).toBe(200);
    access = contractCookie(signed);
    contractMail = await eventually(subjectIs('Lumen Energia: il tuo contratto firmato'));
  });

  it('arrives as a PDF attachment whose text holds the customer’s data and the withdrawal notice', async () => {
    expect(contractMail.to && !Array.isArray(contractMail.to) && contractMail.to.value[0]?.address).toBe(
      EMAIL,
    );
    expect(contractMail.attachments).toHaveLength(1);
    const [pdf] = contractMail.attachments;
    expect(pdf).toMatchObject({
      contentType: 'application/pdf',
      filename: expect.stringMatching(/^contratto-[0-9A-F]{8}\.pdf$/),
    });
    const text = await pdfText(pdf!.content);
    for (const expected of [
      'Giulia',
      'Bianchi',
      'BNCGLI90A41F205H',
      EMAIL,
      'IT001E12345678',
      'Via Roma 10',
      'Canale Web',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toContain('entro 14 giorni');
    expect(text).toContain('art. 52 del Codice del consumo');
    expect(text).not.toContain('IT60X0542811101000000123456');

    // the file's fingerprint: in the mail, in the contratti row, and of the bytes received
    const sha = crypto.createHash('sha256').update(pdf!.content).digest('hex');
    expect(contractMail.text).toContain(sha);
    const [row] = await t.store.db.select().from(contratti).where(eq(contratti.venditaUuid, uuid));
    expect(row).toMatchObject({ sha256: sha, dimensione: pdf!.content.length });
  });

  it('the confirmation mail arrives too, and each mail once', async () => {
    await eventually(() =>
      inbox.mails.find(
        (m) => m.subject?.startsWith('Lumen Energia: la tua proposta') && m.text?.includes('firmata'),
      ),
    );
    const mine = await t.store.db.select().from(outbox).where(eq(outbox.venditaUuid, uuid));
    expect(mine.map((m) => m.tipo).sort()).toEqual(['contratto', 'firma_conferma', 'otp_firma']);
  });

  it('downloads from the sale’s plain link, the same bytes', async () => {
    const res = await t.client.get(`/api/v1/vendite/${uuid}/contratto`, { apiKey: null, headers: access });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="contratto-[0-9A-F]{8}\.pdf"/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(contractMail.attachments[0]!.content)).toBe(true);
  });

  it('answers 404 before signing and for an unknown sale', async () => {
    const unsigned = await createSale(t.client);
    await walkTo(t.client, unsigned, 'riepilogo');
    for (const id of [unsigned, crypto.randomUUID()]) {
      const res = await t.client.get(`/api/v1/vendite/${id}/contratto`, { apiKey: null });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it('answers 404.1 once the congratulations screen is gone, ten minutes after signing', async () => {
    const download = () =>
      t.client.get(`/api/v1/vendite/${uuid}/contratto`, { apiKey: null, headers: access });
    const signedAt = Date.parse((await t.client.get(`/vendite/${uuid}/v2`)).json().proposta.firma.firmataIl);
    t.clock.advance(signedAt + CONCLUDED_VISIBLE_MS - 1_000 - t.clock.now().getTime());
    expect((await download()).statusCode).toBe(200);
    t.clock.advance(1_000);
    const gone = await download();
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: '404.1', message: 'Vendita conclusa' });
    expect(gone.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('an SMTP server that is down', () => {
  it('delays the mail: it arrives after a retry once the server is back', async () => {
    await inbox.close();
    const uuid = await createSale(t.client);
    const contatto = { nome: 'Marta', cognome: 'Verdi', email: 'marta.retry@example.com' };
    expect((await t.client.post(`/vendite/${uuid}/save`, contatto)).statusCode).toBe(202);
    const row = (await outboxOf(uuid, 'resume'))!;

    // the first attempt fails (connection refused) and the job waits for its retry
    await eventually(async () => (await deliveryJobs(row.id)).find((j) => j.state === 'retry'));
    expect(inbox.mails.find((m) => m.text?.includes(uuid))).toBeUndefined();

    await inbox.listen(port);
    const mail = await eventually(() => inbox.mails.find((m) => m.text?.includes(uuid)), 30_000);
    expect(mail.subject).toBe('Lumen Energia: riprendi la tua richiesta');
    const [job] = await eventually(async () => {
      const jobs = await deliveryJobs(row.id);
      return jobs.some((j) => j.state === 'completed') ? jobs : undefined;
    });
    expect(job!.retry_count).toBeGreaterThanOrEqual(1);
  }, 60_000);
});

describe('an address the mail server refuses for good', () => {
  it('is not retried for hours: the job ends at once, cancelled, and the log says why', async () => {
    const uuid = await createSale(t.client);
    const contatto = { nome: 'Nessuno', cognome: 'Qui', email: 'nessuno.qui@example.com' };
    expect((await t.client.post(`/vendite/${uuid}/save`, contatto)).statusCode).toBe(202);
    const row = (await outboxOf(uuid, 'resume'))!;
    const [job] = await eventually(async () => {
      const jobs = await deliveryJobs(row.id);
      return jobs.some((j) => j.state === 'cancelled') ? jobs : undefined;
    });
    expect(job!.retry_count).toBe(0);
    expect(inbox.mails.find((m) => m.text?.includes(uuid))).toBeUndefined();
    expect(logLines.some((l) => l.includes('mail refused for good') && l.includes(row.id))).toBe(true);
  });
});

describe('the signing code by SMS', () => {
  it('goes to the phone through the SMS gateway when the contact has no e-mail', async () => {
    const uuid = await createSale(t.client);
    await walkTo(t.client, uuid, 'riepilogo');
    // a proposal whose contact is a phone only (e.g. taken from an existing customer's record)
    const [sale] = await t.store.db.select().from(vendite).where(eq(vendite.uuid, uuid));
    const proposta = sale!.proposta as Proposta;
    const { telefono } = proposta.intestatario.contatti!;
    proposta.intestatario.contatti = { telefono };
    await t.store.db.update(vendite).set({ proposta }).where(eq(vendite.uuid, uuid));

    await walkTo(t.client, uuid, 'firma');
    const sms = await outboxOf(uuid, 'otp_firma');
    expect(sms).toMatchObject({ canale: 'sms', destinatario: telefono, html: null });
    expect(sms!.testo).toMatch(/^Lumen Energia: il tuo codice di firma è \d{6}, valido 10 min\.$/);
    expect(await deliveryJobs(sms!.id)).toEqual([]);

    const res = await t.client.post(`/vendite/${uuid}/verifica-otp`, {
      otp: await lastMailedCode(t.store, uuid),
    });
    expect(res.statusCode, res.body).toBe(200);
    const signed = (await t.client.get(`/vendite/${uuid}/v2`)).json<{ proposta: Proposta }>();
    expect(signed.proposta.firma?.canale).toBe('sms');
    // the contract exists all the same (nothing to mail it to)
    const download = { apiKey: null, headers: contractCookie(res) };
    expect((await t.client.get(`/api/v1/vendite/${uuid}/contratto`, download)).statusCode).toBe(200);
  });
});

describe('the log', () => {
  it('names deliveries by outbox id, never by address', () => {
    const delivered = logLines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((e) => e.msg === 'mail delivered');
    expect(delivered.length).toBeGreaterThanOrEqual(4);
    expect(delivered.every((e) => typeof e.outboxId === 'string')).toBe(true);
    expect(logLines.some((l) => l.includes('mail delivery failed, will retry'))).toBe(true);
    const all = logLines.join('\n');
    for (const secret of [
      EMAIL,
      'giulia.smtp@example.com',
      'marta.retry@example.com',
      'nessuno.qui@example.com',
      'BNCGLI90A41F205H',
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});
