import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMODITIES } from '../../../shared/domain';
import { STATI_PUNTO_FORNITURA } from '../../../shared/schemas/registry';
import { CONCLUDED_VISIBLE_MS } from '../../funnel/context';
import {
  findSupplyPoint,
  funnelCaps,
  remiComuni,
  remiServes,
} from '../../services/adapters/registry/registry';
import {
  DEMO_FUNNEL_CAPS,
  DEMO_REMI,
  DEMO_REMI_MISMATCH,
  DEMO_SUPPLY_POINTS,
  DEMO_UNKNOWN_PDR,
  DEMO_UNKNOWN_POD,
  DEMO_UNKNOWN_REMI,
} from '../../store/demo-registry';
import { capFunnel, puntiFornitura, remiComuni as remiTable, vendite } from '../../store/schema';
import { seedRegistry } from '../../store/seed-registry';
import { createNewCustomerSale, walkTo } from '../../test/flow-data';
import { createTestApp } from '../../test/harness';
import type { TestContext } from '../../test/harness';

// domain.md "Supply registry": the seeded registry, the REMI codes' comuni and provinces, the CAPs
// where each brand sells and a sale's supply addresses.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A request that already holds the XSRF cookie, as the web client's do after the first. */
const withCookie = { headers: { cookie: 'XSRF-TOKEN=abc' } };

describe('the seeded supply registry (service)', () => {
  it('holds a point per state per commodity', async () => {
    const found = await Promise.all(DEMO_SUPPLY_POINTS.map((p) => findSupplyPoint(t.store.db, p.pdp)));
    const cases = new Set(found.map((p) => `${p?.commodity} ${p?.stato}`));
    for (const commodity of COMMODITIES) {
      for (const stato of STATI_PUNTO_FORNITURA) expect(cases).toContain(`${commodity} ${stato}`);
    }
    expect(found).toHaveLength(8);
  });

  it('answers a point with its data, typed', async () => {
    expect(await findSupplyPoint(t.store.db, 'IT012E00684927')).toEqual({
      pdp: 'IT012E00684927',
      commodity: 'LUCE',
      stato: 'ATTIVO',
      intestatario: '01234567897',
      indirizzo: {
        toponimo: 'Viale',
        via: 'Monza',
        civico: '120',
        cap: '20127',
        comune: 'Milano',
        provincia: 'MI',
      },
      potenzaKw: 15,
      tensione: 'TRIFASE',
      distributore: 'Unareti',
      codiceRemi: null,
      usoLuce: 'ALTRI_USI_BT',
      usoGas: null,
      categoriaUsoGas: null,
      consumoAnnuo: 24000,
    });
    expect(await findSupplyPoint(t.store.db, '15230000487612')).toMatchObject({
      commodity: 'GAS',
      stato: 'ATTIVO_ALTRO_INTESTATARIO',
      intestatario: 'VRDLCU78E12F704L',
      distributore: '2i Rete Gas',
      codiceRemi: '34212500',
      potenzaKw: null,
      usoGas: 'DOMESTICO',
      categoriaUsoGas: 'C3',
    });
    expect((await findSupplyPoint(t.store.db, 'IT001E57204318'))?.potenzaKw).toBe(4.5);
  });

  it('finds a code as typed: lower case, spaces', async () => {
    expect(await findSupplyPoint(t.store.db, ' it 002 e 3081 7462 ')).toMatchObject({
      pdp: 'IT002E30817462',
      stato: 'CESSATO',
      intestatario: null,
    });
    expect(await findSupplyPoint(t.store.db, '0088 0007 8312 54')).toMatchObject({ pdp: '00880007831254' });
  });

  it('does not know the unknown codes', async () => {
    for (const code of [DEMO_UNKNOWN_POD, DEMO_UNKNOWN_PDR, '', 'IT001E']) {
      expect(await findSupplyPoint(t.store.db, code), code).toBeNull();
    }
  });

  it("serves every demo gas point's comune through its REMI code", async () => {
    const gas = DEMO_SUPPLY_POINTS.filter((p) => p.commodity === 'GAS');
    expect(gas).toHaveLength(4);
    for (const p of gas) {
      const served = await remiServes(t.store.db, p.codiceRemi!, p.indirizzo.comune, p.indirizzo.provincia);
      expect(served, p.pdp).toBe(true);
    }
  });

  it('tells a comune the REMI code does not serve, and an unknown comune or code', async () => {
    const { codiceRemi, comune, provincia } = DEMO_REMI_MISMATCH;
    expect(await remiServes(t.store.db, codiceRemi, comune, provincia)).toBe(false);
    // the name as typed: case and accents do not count
    expect(await remiServes(t.store.db, '34212500', 'MUGGIO', 'mb')).toBe(false);
    expect(await remiServes(t.store.db, '34212500', 'sesto san giovanni', 'mi')).toBe(true);
    expect(await remiServes(t.store.db, '34212500', 'Sesto San Giovanni', 'MB')).toBe(false);
    expect(await remiServes(t.store.db, '34212500', 'Atlantide', 'MI')).toBe(false);
    expect(await remiServes(t.store.db, DEMO_UNKNOWN_REMI, 'Torino', 'TO')).toBe(false);
    expect(await remiComuni(t.store.db, DEMO_UNKNOWN_REMI)).toBeNull();
  });

  it('seeds again without duplicates: the demo points refreshed, rows an operator added kept', async () => {
    const db = t.store.db;
    const count = async () =>
      Promise.all(
        [puntiFornitura, remiTable, capFunnel].map(async (table) => (await db.select().from(table)).length),
      );
    const before = await count();
    await db.update(puntiFornitura).set({ stato: 'CESSATO' }).where(eq(puntiFornitura.pdp, 'IT001E04871593'));
    await db.insert(remiTable).values({ codiceRemi: '34456900', codiceIstat: '001219' });
    await db.transaction((tx) => seedRegistry(tx));
    expect((await findSupplyPoint(db, 'IT001E04871593'))?.stato).toBe('ATTIVO');
    expect(await remiServes(db, '34456900', 'Rivoli', 'TO')).toBe(true);
    expect(await count()).toEqual([before[0], before[1]! + 1, before[2]]);
    await db
      .delete(remiTable)
      .where(and(eq(remiTable.codiceRemi, '34456900'), eq(remiTable.codiceIstat, '001219')));
  });

  it('knows where each brand sells', async () => {
    expect(await funnelCaps(t.store.db, 1)).toBeNull();
    expect(await funnelCaps(t.store.db, 2)).toBeNull();
    expect(await funnelCaps(t.store.db, 3)).toEqual(DEMO_FUNNEL_CAPS[3]);
  });
});

describe('GET /configurations/codici-remi/{remi}', () => {
  it('answers the comuni of the REMI code by name, with code and province', async () => {
    const res = await t.client.get('/configurations/codici-remi/34601200');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { codiceIstat: '063023', nome: 'Casoria', provincia: 'NA' },
      { codiceIstat: '063064', nome: 'Ercolano', provincia: 'NA' },
      { codiceIstat: '063049', nome: 'Napoli', provincia: 'NA' },
      { codiceIstat: '063059', nome: 'Portici', provincia: 'NA' },
      { codiceIstat: '063067', nome: 'San Giorgio a Cremano', provincia: 'NA' },
    ]);
  });

  it('sorts by name across provinces', async () => {
    const res = await t.client.get('/configurations/codici-remi/34212500');
    expect(res.json().map((c: { nome: string; provincia: string }) => `${c.nome} ${c.provincia}`)).toEqual([
      'Brugherio MB',
      'Cologno Monzese MI',
      'Monza MB',
      'Sesto San Giovanni MI',
      'Villasanta MB',
    ]);
  });

  it('answers every demo REMI code with all its comuni', async () => {
    for (const r of DEMO_REMI) {
      const res = await t.client.get(`/configurations/codici-remi/${r.codiceRemi}`);
      expect(res.statusCode, r.codiceRemi).toBe(200);
      const codes = res.json().map((c: { codiceIstat: string }) => c.codiceIstat);
      expect(codes.sort(), r.codiceRemi).toEqual([...r.comuni].sort());
    }
  });

  it('takes the code with spaces typed inside', async () => {
    const res = await t.client.get(`/configurations/codici-remi/${encodeURIComponent(' 3478 1300 ')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { nome: string }) => c.nome)).toEqual(['Ciampino', 'Fiumicino', 'Roma']);
  });

  it('an unknown code answers 404 not_found', async () => {
    const res = await t.client.get(`/configurations/codici-remi/${DEMO_UNKNOWN_REMI}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', message: 'Risorsa non trovata.' });
  });

  it.each(['3445690', '344569001', '3445690A', 'abcdefgh', '34-45690', '%20'])(
    'a malformed code (%j) answers 400 with fields.remi',
    async (remi) => {
      const res = await t.client.get(`/configurations/codici-remi/${remi}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', fields: { remi: 'validation.format' } });
    },
  );

  it('is cacheable for a day, but privately when it sets the XSRF cookie', async () => {
    const shared = await t.client.get('/configurations/codici-remi/34456900', withCookie);
    expect(shared.headers['cache-control']).toBe('public, max-age=86400');
    const first = await t.client.get('/configurations/codici-remi/34456900');
    expect(first.headers['set-cookie']).toBeDefined();
    expect(first.headers['cache-control']).toBe('private, max-age=86400');
    // an error is never cached as if it were the answer
    const missing = await t.client.get(`/configurations/codici-remi/${DEMO_UNKNOWN_REMI}`, withCookie);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('needs the api key', async () => {
    const res = await t.client.get('/configurations/codici-remi/34456900', { apiKey: null });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /configurations/province/{remi}', () => {
  it('answers the provinces once each, by ISTAT code (not by sigla)', async () => {
    const res = await t.client.get('/configurations/province/34212500');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { codice: '015', sigla: 'MI', nome: 'Milano' },
      { codice: '108', sigla: 'MB', nome: 'Monza e della Brianza' },
    ]);
  });

  it('a REMI code within one province answers that one', async () => {
    const res = await t.client.get('/configurations/province/34456900', withCookie);
    expect(res.json()).toEqual([{ codice: '001', sigla: 'TO', nome: 'Torino' }]);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('an unknown code answers 404 not_found, a malformed one 400', async () => {
    const unknown = await t.client.get(`/configurations/province/${DEMO_UNKNOWN_REMI}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
    const bad = await t.client.get('/configurations/province/MI');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation', fields: { remi: 'validation.format' } });
  });
});

describe('GET /funnels/caps', () => {
  it.each([
    ['localhost:3000', null],
    ['lumen.localhost:3000', null],
    ['aurora.example.com', null],
    ['borea.localhost:3000', ['00181', '10143', '20900', '80132', '80134']],
  ])('on %s answers %j', async (host, caps) => {
    const res = await t.client.get('/funnels/caps', { host });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ caps });
  });

  it("Borea sells at the demo supply addresses but Milano's", () => {
    const borea = new Set(DEMO_FUNNEL_CAPS[3]);
    const sold = DEMO_SUPPLY_POINTS.filter((p) => borea.has(p.indirizzo.cap));
    expect(sold.map((p) => p.indirizzo.comune).sort()).toEqual([
      'Monza',
      'Monza',
      'Napoli',
      'Napoli',
      'Roma',
      'Roma',
      'Torino',
    ]);
  });

  it('needs the api key', async () => {
    const res = await t.client.get('/funnels/caps', { apiKey: null });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /vendite/{uuid}/indirizzi-forniture', () => {
  const MILANO = {
    toponimo: 'Via',
    via: 'Roma',
    civico: '10',
    cap: '20121',
    comune: 'Milano',
    provincia: 'MI',
  };

  it('answers no address before the supply address step', async () => {
    const uuid = await createNewCustomerSale(t.client);
    const res = await t.client.get(`/vendite/${uuid}/indirizzi-forniture`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('answers the address of the supply once it is given', async () => {
    const uuid = await createNewCustomerSale(t.client, 101);
    await walkTo(t.client, uuid, 'datiTecnici');
    const res = await t.client.get(`/vendite/${uuid}/indirizzi-forniture`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ commodity: 'LUCE', indirizzo: MILANO }]);
  });

  it('a dual offer answers one address per supply', async () => {
    const uuid = await createNewCustomerSale(t.client, 103);
    await walkTo(t.client, uuid, 'datiTecnici');
    const res = await t.client.get(`/vendite/${uuid}/indirizzi-forniture`);
    expect(res.json()).toEqual([
      { commodity: 'LUCE', indirizzo: MILANO },
      { commodity: 'GAS', indirizzo: MILANO },
    ]);
  });

  it('an unknown sale answers 404.3, a malformed uuid 400 fields.uuid', async () => {
    const unknown = await t.client.get(`/vendite/${crypto.randomUUID()}/indirizzi-forniture`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: '404.3', message: 'Il link non è più utilizzabile.' });
    for (const bad of ['not-a-uuid', '1']) {
      const res = await t.client.get(`/vendite/${bad}/indirizzi-forniture`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', fields: { uuid: 'validation.uuid' } });
    }
  });

  it('a cancelled sale answers 404.2', async () => {
    const uuid = await createNewCustomerSale(t.client);
    expect((await t.client.delete(`/vendite/${uuid}`)).statusCode).toBe(204);
    const res = await t.client.get(`/vendite/${uuid}/indirizzi-forniture`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: '404.2', message: 'Vendita cancellata' });
  });

  it('a concluded sale answers for ten minutes after signing, as GET /v2, then 404.1', async () => {
    const uuid = await createNewCustomerSale(t.client);
    await walkTo(t.client, uuid, 'datiTecnici');
    await t.store.db
      .update(vendite)
      .set({ stato: 'CONCLUSA', firmataIl: t.clock.now() })
      .where(eq(vendite.uuid, uuid));
    const recent = await t.client.get(`/vendite/${uuid}/indirizzi-forniture`);
    expect(recent.statusCode).toBe(200);
    expect(recent.json()).toHaveLength(1);
    await t.store.db
      .update(vendite)
      .set({ firmataIl: new Date(t.clock.now().getTime() - CONCLUDED_VISIBLE_MS - 1000) })
      .where(eq(vendite.uuid, uuid));
    const later = await t.client.get(`/vendite/${uuid}/indirizzi-forniture`);
    expect(later.statusCode).toBe(404);
    expect(later.json()).toEqual({ code: '404.1', message: 'Vendita conclusa' });
  });

  it('an expired sale answers 404.3 "Vendita scaduta"', async () => {
    const uuid = await createNewCustomerSale(t.client);
    await t.store.db
      .update(vendite)
      .set({ scadeIl: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(vendite.uuid, uuid));
    const res = await t.client.get(`/vendite/${uuid}/indirizzi-forniture`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: '404.3', message: 'Vendita scaduta' });
  });
});
