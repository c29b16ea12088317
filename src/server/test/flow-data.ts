import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Step } from '../../shared/schemas/api';
import type { Store } from '../store/db';
import { outbox } from '../store/schema';
import type { ApiClient, RequestOptions } from './harness';
import { TINY_PDF, VALID_STEP_DATA } from './step-data';

export { TINY_PDF, VALID_STEP_DATA, stepDataFor } from './step-data';

/** Uploads one small PDF for each attachment type the sale's operation requires. */
export async function uploadMandatoryAttachments(client: ApiClient, uuid: string): Promise<void> {
  const sale = (await client.get(`/vendite/${uuid}/v2`)).json<{
    operazioneCommerciale: string;
    offertaId: number;
  }>();
  const offer = (await client.get(`/offerte/${sale.offertaId}?web2`)).json<{
    tipo: string;
    tipoContrattoOfferta: string;
  }>();
  const commodities = offer.tipo === 'LUCE_GAS' ? ['LUCE', 'GAS'] : [offer.tipo];
  const query = commodities.map((c) => `commodity=${c}`).join('&');
  const types = (
    await client.get(
      `/allegati/${offer.tipoContrattoOfferta}/operazioneCommerciale/${sale.operazioneCommerciale}/commodity?${query}`,
    )
  ).json<{ tipoAllegato: string; obbligatorio: boolean }[]>();
  for (const t of types.filter((x) => x.obbligatorio)) {
    const form = new FormData();
    form.append('tipoAllegato', t.tipoAllegato);
    form.append('allegato', new Blob([TINY_PDF], { type: 'application/pdf' }), `${t.tipoAllegato}.pdf`);
    const res = await client.postForm(`/vendite/${uuid}/allegati`, form, {
      headers: { 'x-forwarded-for': newVisitorIp() },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
}

let visitors = 0;
/** A client address of its own (the server trusts X-Forwarded-For), so per-client limits do not add up. */
export function newVisitorIp(): string {
  visitors += 1;
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
}

/** Creates a sale as a new visitor would (its own address: sale creation is limited per client). */
export async function createSale(
  client: ApiClient,
  offerta = 101,
  opts: RequestOptions = {},
  operazioneCommerciale = 'ATTIVAZIONE',
): Promise<string> {
  const headers = { 'x-forwarded-for': newVisitorIp(), ...opts.headers };
  const res = await client.post('/vendite', { offerta, operazioneCommerciale }, { ...opts, headers });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ venditaUuid: string }>().venditaUuid;
}

/**
 * A new customer's ATTIVAZIONE sale standing on datiAnagrafici: most tests are about the steps after
 * "are you already a customer?", answered no here.
 */
export async function createNewCustomerSale(
  client: ApiClient,
  offerta = 101,
  opts: RequestOptions = {},
): Promise<string> {
  const uuid = await createSale(client, offerta, opts);
  await walkTo(client, uuid, 'datiAnagrafici');
  return uuid;
}

export async function getStep(client: ApiClient, uuid: string): Promise<Step> {
  const res = await client.get(`/vendite/${uuid}/step`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Step>();
}

/** Submits valid data step after step until the sale stands on `target`. */
export async function walkTo(
  client: ApiClient,
  uuid: string,
  target: string,
  data_: Record<string, Record<string, unknown>> = {},
): Promise<Step> {
  let step = await getStep(client, uuid);
  while (step.name !== target) {
    if (step.name === 'caricamentoAllegati') await uploadMandatoryAttachments(client, uuid);
    const data = data_[step.name] ?? VALID_STEP_DATA[step.name];
    if (!data) throw new Error(`no valid data for step ${step.name}`);
    const res = await client.post(`/vendite/${uuid}/next`, { taskId: step.taskId, ...data });
    expect(res.statusCode, `${step.name}: ${res.body}`).toBe(200);
    step = res.json<Step>();
  }
  return step;
}

/** The last code mailed for a sale, read from the outbox as a customer reads their mail (or SMS). */
export async function lastMailedCode(store: Store, uuid: string, tipo = 'otp_firma'): Promise<string> {
  const [mail] = await store.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.venditaUuid, uuid), eq(outbox.tipo, tipo)))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const code = mail?.testo.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error('no code mailed');
  return code;
}

/** Back as the web client goes: with the taskId of the step it shows; `query` is `?step=…` for an edit link. */
export async function goBack(client: ApiClient, uuid: string, query = ''): Promise<LightMyRequestResponse> {
  const { taskId } = await getStep(client, uuid);
  return client.post(`/vendite/${uuid}/prev${query}`, { taskId });
}
