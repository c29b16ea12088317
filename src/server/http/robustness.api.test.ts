import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Step } from '../../shared/schemas/api';
import {
  goBack,
  VALID_STEP_DATA,
  createNewCustomerSale,
  getStep,
  newVisitorIp,
  walkTo,
} from '../test/flow-data';
import { createTestApp } from '../test/harness';
import type { TestContext } from '../test/harness';

// Whatever a client sends, the server answers a 4xx in the contract's shape, never a 5xx, and a
// refused request changes nothing.

let t: TestContext;
let uuid: string;
let propostaId: string;
beforeAll(async () => {
  t = await createTestApp();
  uuid = await createNewCustomerSale(t.client);
  propostaId = (await t.client.get(`/vendite/${uuid}/v2`)).json().proposta.id;
});
afterAll(() => t.close());

type Snapshot = { step: Step; sale: unknown };
async function snapshot(id = uuid): Promise<Snapshot> {
  return { step: await getStep(t.client, id), sale: (await t.client.get(`/vendite/${id}/v2`)).json() };
}

const raw = (method: 'POST' | 'PATCH', url: string, rawBody: string, contentType = 'application/json') =>
  t.client.request(method, url, {
    rawBody,
    headers: { 'content-type': contentType, 'x-forwarded-for': newVisitorIp() },
  });

function expectContractError(res: { statusCode: number; json: () => unknown }, status: number) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as Record<string, unknown>;
  expect(body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  expect(Object.keys(body).every((k) => ['code', 'message', 'fields'].includes(k))).toBe(true);
  return body;
}

describe('bodies that are not the expected JSON', () => {
  it('malformed JSON answers 400', async () => {
    const before = await snapshot();
    const { taskId } = before.step;
    for (const body of ['{"a":', '{', `{"taskId":"${taskId}",}`, "{'taskId':1}", 'null null', '\u0000']) {
      const res = await raw('POST', `/vendite/${uuid}/next`, body);
      expect(expectContractError(res, 400)).toMatchObject({
        code: 'validation',
        fields: { _: expect.any(String) },
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a body that is not JSON answers 400 or 415', async () => {
    const body = JSON.stringify({ offerta: 101, operazioneCommerciale: 'ATTIVAZIONE' });
    const text = await raw('POST', '/vendite', body, 'text/plain');
    expect([400, 415]).toContain(text.statusCode);
    expect(expectContractError(text, text.statusCode).code).not.toBe('internal');
    for (const type of [
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
    ]) {
      const res = await raw('POST', '/vendite', body, type);
      expect(expectContractError(res, 415)).toMatchObject({ code: 'media_type' });
    }
  });

  it('an empty body answers 400', async () => {
    const empty = await raw('POST', '/vendite', '');
    expect(expectContractError(empty, 400).code).toBe('validation');
    const none = await t.client.post('/vendite', undefined, {
      headers: { 'x-forwarded-for': newVisitorIp() },
    });
    expect(expectContractError(none, 400).code).toBe('validation');
  });

  it.each([[[]], ['ATTIVAZIONE'], [101], [null], [true], [[{ offerta: 101 }]]])(
    'a body that is %j answers 400',
    async (body) => {
      for (const [method, url] of [
        ['POST', '/vendite'],
        ['POST', `/vendite/${uuid}/next`],
        ['PATCH', `/vendite/${uuid}/v2`],
        ['PATCH', `/vendite/${uuid}`],
        ['POST', `/vendite/${uuid}/verifica-otp`],
        ['PATCH', `/proposte/${propostaId}/condition`],
      ] as const) {
        const res = await raw(method, url, JSON.stringify(body));
        expect(expectContractError(res, 400).code, `${method} ${url}`).toBe('validation');
      }
    },
  );

  it('1 MB answers 413 body.too_large; just under the limit is read', async () => {
    const big = JSON.stringify({
      offerta: 101,
      operazioneCommerciale: 'ATTIVAZIONE',
      x: 'a'.repeat(1 << 20),
    });
    expect(expectContractError(await raw('POST', '/vendite', big), 413)).toEqual({
      code: 'body.too_large',
      message: 'La richiesta è troppo grande.',
    });
    const over = JSON.stringify({ x: 'a'.repeat(64 * 1024) });
    expect((await raw('POST', '/vendite', over)).statusCode).toBe(413);
    const under = JSON.stringify({ x: 'a'.repeat(60 * 1024) });
    expect(expectContractError(await raw('POST', '/vendite', under), 400).fields).toEqual({
      x: 'validation.unknown_field',
      offerta: expect.any(String),
      operazioneCommerciale: expect.any(String),
    });
  });

  it('60 KB of junk answers 400', async () => {
    const before = await snapshot();
    const junk = Array.from({ length: 60 * 1024 }, (_, i) =>
      String.fromCharCode(33 + ((i * 7919) % 90)),
    ).join('');
    expectContractError(await raw('POST', `/vendite/${uuid}/next`, junk), 400);
    expectContractError(await raw('PATCH', `/vendite/${uuid}/v2`, `{"proposta":${junk}}`), 400);
    expect(await snapshot()).toEqual(before);
  });

  it('deeply nested values answer 400', async () => {
    const { taskId } = await getStep(t.client, uuid);
    const depth = 5000;
    const nested = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    const arrays = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    for (const [method, url, body] of [
      ['POST', `/vendite/${uuid}/next`, `{"taskId":"${taskId}","intestatario":${nested}}`],
      ['POST', `/vendite/${uuid}/next`, `{"taskId":"${taskId}","x":${arrays}}`],
      ['PATCH', `/vendite/${uuid}/v2`, `{"proposta":{"intestatario":{"anagrafica":{"nome":${nested}}}}}`],
      ['POST', '/vendite', arrays],
      ['PATCH', `/proposte/${propostaId}/condition`, `{"condizioni":${nested}}`],
    ] as const) {
      expectContractError(await raw(method, url, body), 400);
    }
  });
});

describe('prototype pollution', () => {
  it('__proto__ and constructor keys answer 400 and pollute nothing', async () => {
    const before = await snapshot();
    const { taskId } = before.step;
    const valid = JSON.stringify({ taskId, ...VALID_STEP_DATA.datiAnagrafici }).slice(1, -1);
    for (const [method, url, body] of [
      [
        'POST',
        '/vendite',
        '{"__proto__":{"polluted":"yes"},"offerta":101,"operazioneCommerciale":"ATTIVAZIONE"}',
      ],
      ['POST', '/vendite', '{"constructor":{"prototype":{"polluted":"yes"}},"offerta":101}'],
      ['POST', `/vendite/${uuid}/next`, `{${valid},"__proto__":{"polluted":"yes"}}`],
      ['POST', `/vendite/${uuid}/next`, `{${valid},"constructor":{"prototype":{"polluted":"yes"}}}`],
      [
        'POST',
        `/vendite/${uuid}/next`,
        `{"taskId":"${taskId}","intestatario":{"__proto__":{"titolo":"PROPRIETARIO"}}}`,
      ],
      ['PATCH', `/vendite/${uuid}/v2`, '{"proposta":{"__proto__":{"polluted":"yes"}}}'],
      [
        'PATCH',
        `/vendite/${uuid}/v2`,
        '{"proposta":{"intestatario":{"constructor":{"prototype":{"polluted":"yes"}}}}}',
      ],
      ['PATCH', `/proposte/${propostaId}/condition`, '{"condizioni":{"__proto__":{"polluted":true}}}'],
      ['PATCH', `/proposte/${propostaId}/condition`, '{"condizioni":{"constructor":true}}'],
      ['PATCH', `/vendite/${uuid}`, '{"__proto__":{"lingua":"en"}}'],
    ] as const) {
      const res = await raw(method, url, body);
      expect(expectContractError(res, 400).code, body).toBe('validation');
    }
    // an own key named like a prototype member is an unknown field like any other
    const own = await raw('POST', `/vendite/${uuid}/next`, `{${valid},"constructor":1,"toString":2}`);
    expect(expectContractError(own, 400).fields).toEqual({
      constructor: 'validation.unknown_field',
      toString: 'validation.unknown_field',
    });
    const query = await t.client.post(`/vendite/${uuid}/prev?__proto__=datiAnagrafici&constructor=x`);
    expect(query.statusCode).toBe(400);

    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(await snapshot()).toEqual(before);
  });
});

describe('wrong types and sizes', () => {
  const WRONG = [42, true, null, [], [101], {}, 'x'];

  it('a wrong type in any field of POST /vendite names that field', async () => {
    for (const field of ['offerta', 'operazioneCommerciale', 'campagna']) {
      for (const value of WRONG) {
        const body = { offerta: 101, operazioneCommerciale: 'ATTIVAZIONE', [field]: value };
        const res = await t.client.post('/vendite', body, { headers: { 'x-forwarded-for': newVisitorIp() } });
        if (field === 'operazioneCommerciale' || typeof value !== 'number') {
          expect(res.statusCode, JSON.stringify(body)).toBe(400);
          expect(Object.keys(res.json().fields)).toContain(field);
        } else {
          expect(res.statusCode).toBeLessThan(500);
        }
      }
    }
  });

  it('a wrong type in any field of the step data names that field, and changes nothing', async () => {
    const before = await snapshot();
    const data = VALID_STEP_DATA.datiAnagrafici!;
    const leaves: string[][] = [];
    const collect = (v: unknown, path: string[]) => {
      if (v && typeof v === 'object') for (const [k, c] of Object.entries(v)) collect(c, [...path, k]);
      else leaves.push(path);
    };
    collect(data, []);
    expect(leaves.length).toBeGreaterThanOrEqual(7);
    for (const leaf of leaves) {
      for (const value of WRONG.filter((v) => typeof v !== 'string')) {
        const body = structuredClone(data) as Record<string, unknown>;
        let node = body;
        for (const k of leaf.slice(0, -1)) node = node[k] as Record<string, unknown>;
        node[leaf.at(-1)!] = value;
        const res = await t.client.post(`/vendite/${uuid}/next`, { taskId: before.step.taskId, ...body });
        expect(res.statusCode, `${leaf.join('.')} = ${JSON.stringify(value)}`).toBe(400);
        const named = Object.keys(res.json().fields);
        // the field itself, or (for the person/company switch `tipo`) the object it decides
        expect(
          named.some((f) => leaf.join('.').startsWith(f)),
          `${leaf.join('.')}: ${named}`,
        ).toBe(true);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('unicode text is kept as typed; text over its maximum answers validation.too_long', async () => {
    const sale = await createNewCustomerSale(t.client);
    const { taskId } = await getStep(t.client, sale);
    const base = VALID_STEP_DATA.datiAnagrafici!.intestatario as Record<string, Record<string, unknown>>;
    const withNames = (nome: string, cognome: string, codiceFiscale?: string) => ({
      taskId,
      intestatario: {
        ...base,
        anagrafica: { ...base.anagrafica, nome, cognome, ...(codiceFiscale ? { codiceFiscale } : {}) },
      },
    });

    for (const [nome, cognome] of [
      ['x'.repeat(81), 'Bianchi'],
      ['Giulia', 'é'.repeat(81)],
      ['Giulia', 'x'.repeat(60_000)],
    ]) {
      const res = await t.client.post(`/vendite/${sale}/next`, withNames(nome!, cognome!));
      expect(res.statusCode).toBe(400);
      const field = nome!.length > 80 ? 'nome' : 'cognome';
      expect(res.json().fields).toEqual({ [`intestatario.anagrafica.${field}`]: 'validation.too_long' });
    }
    const email = `${'a'.repeat(250)}@example.com`;
    const long = await t.client.post(`/vendite/${sale}/next`, {
      taskId,
      intestatario: { ...base, contatti: { email, telefono: '3331234567' } },
    });
    expect(long.json().fields).toEqual({ 'intestatario.contatti.email': 'validation.too_long' });

    // a name is letters of any script, apostrophes, hyphens, spaces and dots; an emoji is not (issue 16.2)
    const emoji = await t.client.post(`/vendite/${sale}/next`, withNames('Giulia 😀', 'Bianchi'));
    expect(emoji.json().fields).toEqual({ 'intestatario.anagrafica.nome': 'validation.name_characters' });
    const nome = 'Zoë Anaïs 李';
    const cognome = "D'Àlessandro-Øster عربي";
    // the code of these names: its letters are theirs (DLS, ZNS)
    const ok = await t.client.post(`/vendite/${sale}/next`, withNames(nome, cognome, 'DLSZNS90A41F205M'));
    expect(ok.statusCode, ok.body).toBe(200);
    const stored = (await t.client.get(`/vendite/${sale}/v2`)).json();
    expect(stored.proposta.intestatario.anagrafica).toMatchObject({ nome, cognome });
  });

  it('characters a database cannot store answer 400, not 500', async () => {
    const before = await snapshot();
    const base = VALID_STEP_DATA.datiAnagrafici!.intestatario as Record<string, Record<string, unknown>>;
    for (const nome of ['Giu\u0000lia', 'Giu\ud800lia', 'Giulia\udfff']) {
      const next = await t.client.post(`/vendite/${uuid}/next`, {
        taskId: before.step.taskId,
        intestatario: { ...base, anagrafica: { ...base.anagrafica, nome } },
      });
      expect(expectContractError(next, 400).fields).toEqual({
        'intestatario.anagrafica.nome': expect.any(String),
      });
      const draft = await t.client.patch(`/vendite/${uuid}/v2`, {
        proposta: { intestatario: { anagrafica: { nome } } },
      });
      expectContractError(draft, 400);
      const contatto = await t.client.patch(`/vendite/${uuid}`, {
        contatto: { nome, cognome: 'Bianchi', email: 'g@example.com' },
      });
      expectContractError(contatto, 400);
    }
    const deep = `${'{"a":'.repeat(5000)}"\u0000"${'}'.repeat(5000)}`;
    expectContractError(await raw('PATCH', `/vendite/${uuid}/v2`, `{"proposta":${deep}}`), 400);
    expectContractError(await t.client.get('/configurations/google-tag-manager-id/lu%00men'), 400);
    expectContractError(await t.client.get('/configurations/google-tag-manager-id/%ED%A0%80'), 400);
    expect(await snapshot()).toEqual(before);
  });
});

describe('random bodies (fast-check) never cause a 5xx', () => {
  const anything = fc.oneof(
    fc.anything({ withNullPrototype: true, withUnicodeString: true, maxDepth: 4 }),
    fc.dictionary(fc.string({ unit: 'binary', maxLength: 12 }), fc.anything({ maxDepth: 2 })),
    fc.string({ unit: 'binary' }),
  );
  const RUNS = 100;

  async function fuzz(
    label: string,
    send: (body: unknown) => Promise<{ statusCode: number; body: string }>,
    opts: { sale?: string } = {},
  ) {
    const before = opts.sale ? await snapshot(opts.sale) : null;
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(anything, async (body) => {
        const res = await send(body);
        expect(res.statusCode, `${label} ${JSON.stringify(body)}: ${res.body}`).toBeLessThan(500);
        if (res.statusCode < 300) accepted += 1;
      }),
      { numRuns: RUNS },
    );
    // random bodies are refused, and refused requests change nothing
    if (before) {
      expect(accepted).toBe(0);
      expect(await snapshot(opts.sale)).toEqual(before);
    }
  }

  it('POST /vendite/{uuid}/next', async () => {
    const { taskId } = await getStep(t.client, uuid);
    await fuzz('next', (body) => t.client.post(`/vendite/${uuid}/next`, body), { sale: uuid });
    // with the right taskId beside the random data
    await fuzz(
      'next+taskId',
      (body) =>
        t.client.post(`/vendite/${uuid}/next`, {
          ...(body && typeof body === 'object' && !Array.isArray(body) ? body : { dati: body }),
          taskId,
        }),
      { sale: uuid },
    );
  });

  it('POST /vendite/{uuid}/next on datiTecnici, one field at a time', async () => {
    const sale = await createNewCustomerSale(t.client);
    await walkTo(t.client, sale, 'datiTecnici');
    const fields = ['pod', 'potenzaImpegnataKw', 'tensione', 'usoLuce', 'residente', 'commodity'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fields), anything, async (field, value) => {
        const at = await getStep(t.client, sale);
        expect(at.name).toBe('datiTecnici');
        const fornitura = { ...(VALID_STEP_DATA.datiTecnici!.forniture as object[])[0], [field]: value };
        const res = await t.client.post(`/vendite/${sale}/next`, {
          taskId: at.taskId,
          forniture: [fornitura],
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
        // the odd random value is valid (residente: false): step back for the next run
        if (res.statusCode === 200) expect((await goBack(t.client, sale)).statusCode).toBe(200);
        else expect((await getStep(t.client, sale)).taskId).toBe(at.taskId);
      }),
      { numRuns: RUNS },
    );
  });

  it('PATCH /vendite/{uuid}/v2', async () => {
    await fuzz('v2', (body) => t.client.patch(`/vendite/${uuid}/v2`, body), { sale: uuid });
    await fuzz('v2 proposta', (proposta) => t.client.patch(`/vendite/${uuid}/v2`, { proposta }));
  });

  it('POST /vendite', async () => {
    await fuzz('vendite', (body) =>
      t.client.post('/vendite', body, { headers: { 'x-forwarded-for': newVisitorIp() } }),
    );
  });

  it('POST /vendite/{uuid}/verifica-otp', async () => {
    const sale = await createNewCustomerSale(t.client);
    await walkTo(t.client, sale, 'firma');
    await fuzz('verifica-otp', (body) => t.client.post(`/vendite/${sale}/verifica-otp`, body), { sale });
  });

  it('PATCH /proposte/{id}/condition', async () => {
    await fuzz('condition', (body) => t.client.patch(`/proposte/${propostaId}/condition`, body), {
      sale: uuid,
    });
    await fuzz('condizioni', (condizioni) =>
      t.client.patch(`/proposte/${propostaId}/condition`, { condizioni }),
    );
  });
});
