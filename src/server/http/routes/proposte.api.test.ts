import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Condizione, Step } from '../../../shared/schemas/api';
import { createNewCustomerSale, getStep, walkTo } from '../../test/flow-data';
import { createTestApp } from '../../test/harness';
import type { TestContext } from '../../test/harness';

// spec 7: the terms of a proposal, GET and PATCH /proposte/{id}/condition (id = proposta.id).

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function saleWithProposta(offerta = 101): Promise<{ uuid: string; propostaId: string }> {
  const uuid = await createNewCustomerSale(t.client, offerta);
  const propostaId = (await t.client.get(`/vendite/${uuid}/v2`)).json().proposta.id as string;
  return { uuid, propostaId };
}

describe('GET /proposte/{id}/condition', () => {
  it('lists the terms in order: two mandatory with their PDF, marketing optional', async () => {
    const { propostaId } = await saleWithProposta();
    const res = await t.client.get(`/proposte/${propostaId}/condition`);
    expect(res.statusCode).toBe(200);
    const terms = res.json<Condizione[]>();
    expect(terms.map((c) => [c.codice, c.obbligatoria, c.accettata])).toEqual([
      ['PRIVACY', true, false],
      ['CONDIZIONI_GENERALI', true, false],
      ['MARKETING', false, false],
    ]);
    expect(terms.every((c) => c.versione === '2026.1')).toBe(true);
    expect(terms[0]!.testo).toBe("Ho letto l'informativa sul trattamento dei dati personali.");
    expect(terms[2]!.documento).toBeNull();

    for (const c of terms.slice(0, 2)) {
      expect(c.documento).toMatchObject({ tipo: expect.any(String), nome: expect.stringMatching(/\.pdf$/) });
      // a plain link: the browser opens it without the key
      const pdf = await t.client.get(c.documento!.url, { apiKey: null });
      expect(pdf.statusCode, c.documento!.url).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['x-content-type-options']).toBe('nosniff');
      expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
  });

  it('texts follow Accept-Language', async () => {
    const { propostaId } = await saleWithProposta();
    const en = (await t.client.get(`/proposte/${propostaId}/condition`, { lang: 'en-US' })).json<
      Condizione[]
    >();
    expect(en.find((c) => c.codice === 'MARKETING')!.testo).toBe(
      'I agree to receive marketing communications about the seller’s offers.',
    );
    const it_ = (await t.client.get(`/proposte/${propostaId}/condition`, { lang: 'it' })).json<
      Condizione[]
    >();
    expect(it_.find((c) => c.codice === 'MARKETING')!.testo).toBe(
      'Acconsento a ricevere comunicazioni commerciali sulle offerte del venditore.',
    );
  });

  it("an aurora sale shows aurora's documents", async () => {
    const { propostaId } = await saleWithProposta(201);
    const terms = (await t.client.get(`/proposte/${propostaId}/condition`)).json<Condizione[]>();
    expect(terms.find((c) => c.codice === 'PRIVACY')!.documento!.url).toBe('/api/v1/marchi/2/privacy');
    const general = terms.find((c) => c.codice === 'CONDIZIONI_GENERALI')!.documento!;
    expect(general.nome).toBe('condizioni-generali-aurora.pdf');
  });

  it('an unknown proposal answers 404 not_found; the sale uuid is not a proposal id', async () => {
    const { uuid } = await saleWithProposta();
    for (const id of [crypto.randomUUID(), uuid]) {
      const res = await t.client.get(`/proposte/${id}/condition`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', message: 'Risorsa non trovata.' });
    }
    const bad = await t.client.get('/proposte/123/condition');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ id: 'validation.uuid' });
  });

  it('a cancelled sale answers 404.2', async () => {
    const { uuid, propostaId } = await saleWithProposta();
    expect((await t.client.delete(`/vendite/${uuid}`)).statusCode).toBe(204);
    const res = await t.client.get(`/proposte/${propostaId}/condition`);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('404.2');
  });
});

describe('PATCH /proposte/{id}/condition', () => {
  it('records each consent with its time and version', async () => {
    const { uuid, propostaId } = await saleWithProposta();
    const res = await t.client.patch(`/proposte/${propostaId}/condition`, {
      condizioni: { PRIVACY: true, MARKETING: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    const terms = res.json<Condizione[]>();
    expect(terms.map((c) => [c.codice, c.accettata])).toEqual([
      ['PRIVACY', true],
      ['CONDIZIONI_GENERALI', false],
      ['MARKETING', false],
    ]);
    const sale = (await t.client.get(`/vendite/${uuid}/v2`)).json();
    expect(sale.proposta.consensi).toEqual({
      PRIVACY: { accettata: true, versione: '2026.1', il: '2026-11-22T10:00:00.000Z' },
      MARKETING: { accettata: false, versione: '2026.1', il: '2026-11-22T10:00:00.000Z' },
    });

    // a later change keeps its own time, and a withdrawn consent is recorded as such
    t.clock.advance(60_000);
    await t.client.patch(`/proposte/${propostaId}/condition`, {
      condizioni: { MARKETING: true, PRIVACY: false },
    });
    const later = (await t.client.get(`/vendite/${uuid}/v2`)).json();
    expect(later.proposta.consensi).toMatchObject({
      PRIVACY: { accettata: false, il: '2026-11-22T10:01:00.000Z' },
      MARKETING: { accettata: true, il: '2026-11-22T10:01:00.000Z' },
    });
    const read = (await t.client.get(`/proposte/${propostaId}/condition`)).json<Condizione[]>();
    expect(read.find((c) => c.codice === 'MARKETING')!.accettata).toBe(true);
    // the step does not move
    expect((await getStep(t.client, uuid)).name).toBe('datiAnagrafici');
  });

  it('refuses an unknown code or a value that is not a boolean, recording nothing', async () => {
    const { uuid, propostaId } = await saleWithProposta();
    for (const [condizioni, field] of [
      [{ SCONTO: true }, 'condizioni.SCONTO'],
      [{ PRIVACY: true, SCONTO: true }, 'condizioni.SCONTO'],
      [{ PRIVACY: 'true' }, 'condizioni.PRIVACY'],
      [{ PRIVACY: 1 }, 'condizioni.PRIVACY'],
      [{ PRIVACY: null }, 'condizioni.PRIVACY'],
    ] as const) {
      const res = await t.client.patch(`/proposte/${propostaId}/condition`, { condizioni });
      expect(res.statusCode, JSON.stringify(condizioni)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', fields: { [field]: expect.any(String) } });
    }
    for (const body of [
      {},
      { condizioni: [] },
      { condizioni: { PRIVACY: true }, extra: 1 },
      { PRIVACY: true },
    ]) {
      const res = await t.client.patch(`/proposte/${propostaId}/condition`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await t.client.get(`/vendite/${uuid}/v2`)).json().proposta.consensi).toEqual({});
  });

  it('an unknown proposal answers 404 not_found', async () => {
    const res = await t.client.patch(`/proposte/${crypto.randomUUID()}/condition`, {
      condizioni: { PRIVACY: true },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });

  it('needs the key and the XSRF header like any change', async () => {
    const { propostaId } = await saleWithProposta();
    const body = { condizioni: { PRIVACY: true } };
    expect(
      (await t.client.patch(`/proposte/${propostaId}/condition`, body, { apiKey: null })).statusCode,
    ).toBe(401);
    expect(
      (await t.client.patch(`/proposte/${propostaId}/condition`, body, { xsrf: 'none' })).statusCode,
    ).toBe(403);
  });
});

describe('terms accepted through PATCH, then Next', () => {
  it('Next on accettazioneCondizioni with an empty body moves on', async () => {
    const { uuid, propostaId } = await saleWithProposta();
    const at = await walkTo(t.client, uuid, 'accettazioneCondizioni');
    expect(at.files.map((f) => f.tipo).sort()).toEqual(['condizioni_generali', 'privacy']);

    // not yet accepted: Next names what is missing
    const early = await t.client.post(`/vendite/${uuid}/next`, { taskId: at.taskId });
    expect(early.statusCode).toBe(400);
    expect(early.json().fields).toEqual({
      'condizioni.PRIVACY': 'validation.consent_required',
      'condizioni.CONDIZIONI_GENERALI': 'validation.consent_required',
    });

    const patched = await t.client.patch(`/proposte/${propostaId}/condition`, {
      condizioni: { PRIVACY: true, CONDIZIONI_GENERALI: true },
    });
    expect(patched.statusCode).toBe(200);
    const res = await t.client.post(`/vendite/${uuid}/next`, { taskId: at.taskId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Step>().name).toBe('riepilogo');
    const sale = (await t.client.get(`/vendite/${uuid}/v2`)).json();
    expect(sale.proposta.consensi).toMatchObject({
      PRIVACY: { accettata: true },
      CONDIZIONI_GENERALI: { accettata: true },
    });
    expect(sale.proposta.consensi).not.toHaveProperty('MARKETING');
  });
});
