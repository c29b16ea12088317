import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Step } from '../../shared/schemas/api';
import { goBack, VALID_STEP_DATA, createNewCustomerSale, getStep } from '../test/flow-data';
import { createTestApp } from '../test/harness';
import type { TestContext } from '../test/harness';

// domain.md: when the brand runs a credit check, it follows the customer's data; a KO ends the flow on
// creditCheckKo, with no way back (issue 4.5).

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The seeded codice fiscale the rule-based provider refuses on every brand (docs/demo-data.md). */
const REFUSED_CF = 'NREMRC80A01H501E';

/** Borea sells only at its listed CAPs (GET /funnels/caps): a Monza address for its offers. */
const MONZA = {
  indirizzo: { toponimo: 'Via', via: 'Italia', civico: '15', cap: '20900', comune: 'Monza', provincia: 'MB' },
};

async function walkWithHolder(
  offerta: number,
  codiceFiscale: string,
  [nome, cognome] = ['Marco', 'Neri'],
): Promise<Step> {
  const uuid = await createNewCustomerSale(t.client, offerta);
  const holder = structuredClone(VALID_STEP_DATA.datiAnagrafici!) as {
    intestatario: { anagrafica: { nome: string; cognome: string; codiceFiscale: string } };
  };
  holder.intestatario.anagrafica = {
    ...holder.intestatario.anagrafica,
    nome,
    cognome,
    codiceFiscale,
  };
  let step = await getStep(t.client, uuid);
  const res = await t.client.post(`/vendite/${uuid}/next`, { taskId: step.taskId, ...holder });
  expect(res.statusCode, res.body).toBe(200);
  step = await getStep(t.client, uuid);
  const address = offerta >= 300 ? MONZA : VALID_STEP_DATA.indirizzoFornitura;
  const moved = await t.client.post(`/vendite/${uuid}/next`, { taskId: step.taskId, ...address });
  expect(moved.statusCode, moved.body).toBe(200);
  step = moved.json<Step>();
  const after = await t.client.post(`/vendite/${uuid}/next`, {
    taskId: step.taskId,
    ...VALID_STEP_DATA.datiTecnici,
  });
  expect(after.statusCode, after.body).toBe(200);
  return Object.assign(after.json<Step>(), { uuid });
}

describe('the credit check in ATTIVAZIONE', () => {
  it('a refused holder ends on creditCheckKo, which cannot be left', async () => {
    const step = (await walkWithHolder(101, REFUSED_CF)) as Step & { uuid: string };
    expect(step.name).toBe('creditCheckKo');
    expect(step.variables.creditCheckResult).toBe('false');
    const back = await goBack(t.client, step.uuid);
    expect(back.statusCode).toBe(400);
    expect(back.json()).toMatchObject({ fields: { step: 'validation.no_previous' } });
    const next = await t.client.post(`/vendite/${step.uuid}/next`, { taskId: step.taskId });
    expect(next.statusCode).toBe(400);
    expect((await getStep(t.client, step.uuid)).name).toBe('creditCheckKo');
    const message = await t.client.get('/configurations/credit-check-message/1');
    expect(message.body).toContain('servizio clienti');
  });

  it('an accepted holder goes on, with creditCheckResult true for the client to cache', async () => {
    const step = await walkWithHolder(101, 'BNCGLI90A41F205H', ['Giulia', 'Bianchi']);
    expect(step.name).toBe('modalitaInvioBolletta');
    expect(step.variables.creditCheckResult).toBe('true');
  });

  it('a brand that runs no credit check never stops a sale', async () => {
    const step = await walkWithHolder(301, REFUSED_CF);
    expect(step.name).toBe('modalitaInvioBolletta');
    expect(step.variables.creditCheckResult).toBe('false');
  });
});
