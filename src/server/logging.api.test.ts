import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codiceFiscaleCheckChar } from '../shared/validation/codice-fiscale';
import {
  VALID_STEP_DATA,
  createNewCustomerSale,
  getStep,
  lastMailedCode,
  uploadMandatoryAttachments,
} from './test/flow-data';
import { createTestApp } from './test/harness';
import type { TestContext } from './test/harness';

// Issue 2.7: personal data never reaches the log, whatever the request carries and wherever.

const lines: string[] = [];
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'trace' }, undefined, {
    logStream: { write: (line) => void lines.push(line) },
  });
});
afterAll(() => t.close());

/** A German IBAN (SEPA) with a random account and its mod-97 check digits. */
function randomIban(): string {
  const bban = `37040044${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
  const numeric = `${bban}131400`; // D=13, E=14, then 00
  const check = 98 - Number(BigInt(numeric) % 97n);
  return `DE${String(check).padStart(2, '0')}${bban}`;
}

const CF_BASE = 'QRTZNB85M52H501';
const PERSON = {
  nome: 'Zenobia',
  cognome: 'Quartararo',
  codiceFiscale: `${CF_BASE}${codiceFiscaleCheckChar(CF_BASE)}`,
  email: 'zenobia.quartararo.k7q@example.org',
  telefono: '347 765 4321',
  iban: randomIban(),
  via: 'Vicolo dei Quartararo',
};

/** Every value, and the forms the server may turn it into, that must never be logged. */
function secrets(extra: string[] = []): string[] {
  return [
    PERSON.nome,
    PERSON.cognome,
    PERSON.codiceFiscale,
    PERSON.email,
    PERSON.email.split('@')[0]!,
    '3477654321',
    '347 765 4321',
    PERSON.iban,
    PERSON.iban.slice(4, 16),
    PERSON.via,
    ...extra,
  ];
}

function leaks(values: string[]): string[] {
  const log = lines.join('\n').toLowerCase();
  return values.filter((v) => log.includes(v.toLowerCase()));
}

describe('the log', () => {
  let uuid: string;
  let code: string;

  beforeAll(async () => {
    uuid = await createNewCustomerSale(t.client);
    const send = async (data: Record<string, unknown>) => {
      const { taskId } = await getStep(t.client, uuid);
      const res = await t.client.post(`/vendite/${uuid}/next`, { taskId, ...data });
      expect(res.statusCode, res.body).toBe(200);
    };
    const { codiceFiscale, nome, cognome, email, telefono, iban, via } = PERSON;
    const holder = {
      anagrafica: { tipo: 'PF', nome, cognome, codiceFiscale },
      contatti: { email, telefono },
      titolo: 'PROPRIETARIO',
    };

    // a failing request carrying the values: wrong check character, unknown field
    const { taskId } = await getStep(t.client, uuid);
    const bad = await t.client.post(`/vendite/${uuid}/next`, {
      taskId,
      intestatario: { ...holder, anagrafica: { ...holder.anagrafica, codiceFiscale: `${CF_BASE}X` } },
      nota: `${nome} ${cognome} ${iban}`,
    });
    expect(bad.statusCode).toBe(400);
    // a draft, then the values in the query string of a read and of a refused change
    expect(
      (await t.client.patch(`/vendite/${uuid}/v2`, { proposta: { intestatario: holder } })).statusCode,
    ).toBe(200);
    const query = `cf=${codiceFiscale}&email=${encodeURIComponent(email)}&iban=${iban}&nome=${nome}`;
    expect((await t.client.get(`/vendite/${uuid}/step?${query}`)).statusCode).toBe(200);
    expect((await t.client.post(`/vendite/${uuid}/prev?step=${codiceFiscale}&${query}`)).statusCode).toBe(
      400,
    );
    expect((await t.client.get(`/non-esiste?${query}`)).statusCode).toBe(404);
    expect((await t.client.get(`/offerte/101?${query}`, { apiKey: null })).statusCode).toBe(401);
    // the contact for the resume link, refused then accepted
    expect(
      (await t.client.patch(`/vendite/${uuid}`, { contatto: { nome, cognome, email: `${email}@` } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.client.patch(`/vendite/${uuid}`, { contatto: { nome, cognome, email } })).statusCode,
    ).toBe(200);

    await send({ intestatario: holder });
    await send({ indirizzo: { ...(VALID_STEP_DATA.indirizzoFornitura!.indirizzo as object), via } });
    await send(VALID_STEP_DATA.datiTecnici!);
    await send({ invioBolletta: { modalita: 'EMAIL', email } });
    await send({ pagamento: { metodo: 'SDD', iban, intestatarioConto: { nome, cognome, codiceFiscale } } });
    await uploadMandatoryAttachments(t.client, uuid);
    await send({});
    await send(VALID_STEP_DATA.accettazioneCondizioni!);
    await send({});
    code = await lastMailedCode(t.store, uuid);
    // a wrong code, a resend refused, then the signature
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await t.client.post(`/vendite/${uuid}/verifica-otp`, { otp: wrong })).statusCode).toBe(400);
    expect((await t.client.post(`/vendite/${uuid}/verifica-otp`, { resend: true })).statusCode).toBe(429);
    expect((await t.client.post(`/vendite/${uuid}/verifica-otp`, { otp: code })).statusCode).toBe(200);
    expect((await t.client.get(`/vendite/${uuid}/v2`)).json().proposta.pagamento.iban).toBe(PERSON.iban);
  });

  it('records the requests', () => {
    const entries = lines.map(
      (l) => JSON.parse(l) as { msg?: string; req?: { url?: string }; reqId?: string },
    );
    const urls = entries.filter((e) => e.msg === 'incoming request').map((e) => e.req?.url);
    expect(urls).toContain(`/api/v1/vendite/${uuid}/next`);
    expect(urls).toContain(`/api/v1/vendite/${uuid}/step`);
    expect(entries.filter((e) => e.msg === 'request completed').length).toBeGreaterThanOrEqual(urls.length);
    expect(entries.some((e) => e.msg === 'mail queued in the outbox')).toBe(true);
  });

  it('never holds the personal data, the code or the keys', () => {
    expect(leaks(secrets([code, 'test-web-client-key']))).toEqual([]);
    // query strings are cut off from logged URLs
    expect(lines.join('\n')).not.toMatch(/[?&](cf|email|iban|nome|step)=/);
  });
});
