import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WidgetFaq } from '../../../shared/widget';
// the widget's own matcher, over the answers the server gives (src/widget runs in the browser)
import { bestEntry } from '../../../widget/match';
import { marchi } from '../../store/schema';
import { createTestApp } from '../../test/harness';
import type { TestContext } from '../../test/harness';

// GET /widget/faq: the local chat widget's questions and answers, authorised by the bot's token
// (docs/web.md, "Chat widget"), outside /api/v1.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const AURORA = { botId: 'aurora-faq', token: 'demo-aurora-token' };

function faq(query: Record<string, string>, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'GET',
    url: `/widget/faq?${new URLSearchParams(query).toString()}`,
    headers: { host: 'aurora.localhost:3000', ...headers },
  });
}

// asked once per language: the route allows a page a few calls a minute
const byLang = new Map<string, Promise<WidgetFaq>>();
function faqIn(lang: string): Promise<WidgetFaq> {
  if (!byLang.has(lang))
    byLang.set(
      lang,
      faq({ ...AURORA, lang }).then((r) => r.json<WidgetFaq>()),
    );
  return byLang.get(lang)!;
}

describe('the demo brands (seed)', () => {
  it.each([
    [201, 'aurora.localhost:3000', 'true'],
    [301, 'borea.localhost:3000', 'true'],
    [101, 'localhost:3000', 'false'],
  ])('a sale on offer %s (%s) has widgetEnabled %s', async (offerta, host, enabled) => {
    const created = await t.client.post(
      '/vendite',
      { offerta, operazioneCommerciale: 'ATTIVAZIONE' },
      { host },
    );
    expect(created.statusCode).toBe(201);
    const step = await t.client.get(`/vendite/${created.json<{ venditaUuid: string }>().venditaUuid}/step`, {
      host,
    });
    expect(step.json()).toMatchObject({ variables: { widgetEnabled: enabled } });
  });
});

describe('GET /widget/faq with the right token', () => {
  it('answers the brand’s FAQ in Italian, with no web client key and no caching', async () => {
    const res = await faq(AURORA);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<WidgetFaq>();
    expect(body).toMatchObject({
      botId: 'aurora-faq',
      lang: 'it',
      brand: { codice: 'aurora', nome: 'Aurora Luce e Gas' },
    });
    expect(body.entries.map((e) => e.id)).toEqual([
      'pod_pdr',
      'voltura',
      'subentro',
      'credit_check',
      'documents',
      'customer_service',
      'brand',
    ]);
    const answer = (id: string) => body.entries.find((e) => e.id === id)?.answer;
    expect(body.greeting).toContain('Aurora Luce e Gas');
    expect(answer('customer_service')).toContain('800 654 321');
    expect(answer('brand')).toContain('https://www.aurora-luceegas.example');
    // Aurora runs the credit check (marchi.credit_check_enabled)
    expect(answer('credit_check')).toMatch(/^Sì: prima della firma Aurora Luce e Gas verifica/);
    expect(body.fallback).toContain('servizio clienti di Aurora Luce e Gas');
    expect(body.fallback).toContain('800 654 321');
  });

  it.each([
    ['en', 'en'],
    ['en-GB', 'en'],
    ['it-IT', 'it'],
    ['de', 'en'],
  ])('lang=%s answers in %s', async (lang, expected) => {
    const body = (await faq({ ...AURORA, lang })).json<WidgetFaq>();
    expect(body.lang).toBe(expected);
    const question = body.entries.find((e) => e.id === 'pod_pdr')?.question;
    expect(question).toBe(
      expected === 'en' ? 'Where do I find the POD or PDR code?' : 'Dove trovo il codice POD o PDR?',
    );
  });

  it.each([
    ['it', 'Dove trovo il codice POD sulla bolletta?', 'pod_pdr'],
    ['it', 'come faccio la voltura del contratto', 'voltura'],
    ['it', 'la casa ha il contatore staccato, serve un subentro?', 'subentro'],
    ['it', 'fate controlli sul credito?', 'credit_check'],
    ['it', 'che documenti devo preparare', 'documents'],
    ['it', 'qual è il numero del servizio clienti', 'customer_service'],
    ['it', 'chi è Aurora?', 'brand'],
    ['en', 'where is the PDR on my bill', 'pod_pdr'],
    ['en', 'how do I transfer ownership', 'voltura'],
    ['en', 'which documents should I upload', 'documents'],
    ['en', 'phone number of customer service', 'customer_service'],
  ])('(%s) “%s” finds %s', async (lang, question, id) => {
    expect(bestEntry(question, (await faqIn(lang)).entries)?.id).toBe(id);
  });

  it('a brand without the credit check says so', async () => {
    const [borea] = await t.store.db.select().from(marchi).where(eq(marchi.id, 3));
    await t.store.db
      .update(marchi)
      .set({ widget: { ...borea!.widget, token: 'borea-test-token' } })
      .where(eq(marchi.id, 3));
    try {
      const body = (await faq({ botId: 'borea-faq', token: 'borea-test-token' })).json<WidgetFaq>();
      expect(body.brand.nome).toBe('Borea Energia');
      expect(body.entries.find((e) => e.id === 'credit_check')?.answer).toBe(
        'No: Borea Energia non esegue la verifica del credito per le richieste online.',
      );
    } finally {
      await t.store.db.update(marchi).set({ widget: borea!.widget }).where(eq(marchi.id, 3));
    }
  });
});

describe('GET /widget/faq refused: 401, the same answer whatever was wrong', () => {
  it.each([
    ['a wrong token', { ...AURORA, token: 'demo-aurora-tokem' }],
    ['a token with more after it', { ...AURORA, token: 'demo-aurora-token-and-more' }],
    ['an empty token', { ...AURORA, token: '' }],
    ['no token', { botId: 'aurora-faq' }],
    ['no bot', { token: 'demo-aurora-token' }],
    ['an unknown bot', { botId: 'zefiro-faq', token: 'demo-aurora-token' }],
    ['another brand’s bot with this token', { botId: 'borea-faq', token: 'demo-aurora-token' }],
    // borea's account has no token: nothing can open it
    ['a bot that has no token', { botId: 'borea-faq', token: 'undefined' }],
  ])('%s', async (_case, query: Record<string, string>) => {
    const res = await faq(query, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'auth.api_key', message: 'Unauthorised request.' });
  });
});
