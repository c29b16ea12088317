import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createNewCustomerSale, getStep, walkTo } from '../test/flow-data';
import { createTestApp, onPostgres } from '../test/harness';
import { openConfiguredStore } from '../open-store';

// architecture.md: with no configuration the server keeps everything in the embedded database under
// DATA_DIR; a sale in progress outlives a restart.

describe('a restart on the embedded database', () => {
  it.skipIf(onPostgres())('keeps the sale: same step, same taskId, same data', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'funnel-restart-'));
    const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', NODE_ENV: 'test' });
    try {
      const first = await createTestApp({}, await openConfiguredStore(config));
      let uuid: string;
      let step: Awaited<ReturnType<typeof getStep>>;
      let sale: unknown;
      try {
        uuid = await createNewCustomerSale(first.client);
        step = await walkTo(first.client, uuid, 'datiTecnici');
        const draft = await first.client.patch(`/vendite/${uuid}/v2`, {
          proposta: { forniture: [{ pod: 'IT001E1234' }] },
        });
        expect(draft.statusCode).toBe(200);
        sale = (await first.client.get(`/vendite/${uuid}/v2`)).json();
      } finally {
        await first.close();
      }

      const second = await createTestApp({}, await openConfiguredStore(config));
      try {
        expect(await getStep(second.client, uuid)).toEqual(step);
        expect((await second.client.get(`/vendite/${uuid}/v2`)).json()).toEqual(sale);
        expect(sale).toMatchObject({
          proposta: {
            intestatario: { anagrafica: { codiceFiscale: 'BNCGLI90A41F205H' } },
            forniture: [{ indirizzo: { via: 'Roma' }, pod: 'IT001E1234' }],
          },
        });
        // and it goes on from there
        const next = await walkTo(second.client, uuid, 'modalitaInvioBolletta');
        expect(next.progress.index).toBe(5);
      } finally {
        await second.close();
      }
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
