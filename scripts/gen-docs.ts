// npm run docs: writes docs/api.md from the routes the real app registers, docs/flows.md from the
// flow data and docs/demo-data.md from the seed's values, and refreshes the files docs/operations.md
// shows (scripts/docs/embed-files.ts). The output depends only on the code, so
// every run writes the same files; `--check` (part of npm test) fails when a committed page is stale.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import type { RouteInfo } from '../src/server/app';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { FLOWS } from '../src/server/funnel/flows';
import { openStore } from '../src/server/store/db';
import { OPERAZIONI, STEP_NAMES } from '../src/shared/domain';
import { apiErrorSchema } from '../src/shared/errors';
import {
  campagnaSchema,
  condizioneSchema,
  marchioSchema,
  offertaSchema,
  otpSentResponse,
  stepSchema,
  venditaSchema,
} from '../src/shared/schemas/api';
import { creditCheckResponse } from '../src/shared/schemas/credit-check';
import { clientsAuthResponse } from '../src/shared/schemas/clients';
import { allegatoSchema, tipoAllegatoViewSchema } from '../src/shared/schemas/files';
import { codiceFiscaleLookupResponse, comuneLookupSchema } from '../src/shared/schemas/lookups';
import {
  funnelCapsResponse,
  indirizzoFornituraSchema,
  remiComuneSchema,
  remiProvinciaSchema,
} from '../src/shared/schemas/registry';
import { STEP_DESCRIPTIONS } from '../src/shared/step-descriptions';
import { apiRoutesOf, renderApi } from './docs/render-api';
import { renderDemoData } from './docs/render-demo-data';
import { embedFiles } from './docs/embed-files';
import { eventSchemaFiles } from './docs/event-schemas';
import { renderFlows } from './docs/render-flows';

const DOCS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs');

/** Builds the app over a throwaway database and lists what it registers; no port is opened. */
async function registeredRoutes(): Promise<RouteInfo[]> {
  const store = await openStore({ memory: true });
  const routes: RouteInfo[] = [];
  try {
    await store.migrate();
    // dev pages and the web build are not part of the API
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEV_PAGES: 'false' });
    const app = await buildApp({
      config,
      store,
      webRoot: null,
      logger: false,
      onRoute: (r) => routes.push(r),
    });
    await app.ready();
    await app.close();
  } finally {
    await store.close();
  }
  return routes;
}

const CHECK = process.argv.includes('--check');
const stale: string[] = [];

/** Formatted as `prettier --check` expects, so the lint stays green after a run. */
async function write(name: string, markdown: string): Promise<void> {
  const file = path.join(DOCS, name);
  const options = await prettier.resolveConfig(file);
  const text = await prettier.format(markdown, { ...options, filepath: file });
  if (CHECK) {
    const current = await fs.readFile(file, 'utf8').catch(() => '');
    if (current !== text) stale.push(path.relative(process.cwd(), file));
    return;
  }
  await fs.writeFile(file, text);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}

const routes = apiRoutesOf(await registeredRoutes());
await fs.mkdir(DOCS, { recursive: true });
await write(
  'api.md',
  renderApi({
    routes,
    shapes: {
      Step: stepSchema,
      Offerta: offertaSchema,
      Marchio: marchioSchema,
      Campagna: campagnaSchema,
      Vendita: venditaSchema,
      Condizione: condizioneSchema,
      ComuneLookup: comuneLookupSchema,
      CodiceFiscaleLookup: codiceFiscaleLookupResponse,
      ClientsAuth: clientsAuthResponse,
      OtpSent: otpSentResponse,
      CreditCheck: creditCheckResponse,
      RemiComune: remiComuneSchema,
      RemiProvincia: remiProvinciaSchema,
      FunnelCaps: funnelCapsResponse,
      IndirizzoFornitura: indirizzoFornituraSchema,
      Allegato: allegatoSchema,
      TipoAllegato: tipoAllegatoViewSchema,
      Error: apiErrorSchema,
    },
  }),
);
// the worked example shows a step module as the repository has it
await write(
  'flows.md',
  await embedFiles(
    renderFlows({
      flows: OPERAZIONI.flatMap((o) => FLOWS[o] ?? []),
      operations: OPERAZIONI,
      steps: STEP_NAMES,
      descriptions: STEP_DESCRIPTIONS,
    }),
    path.dirname(DOCS),
  ),
);
await write('demo-data.md', renderDemoData());
// the published event versions (docs/backoffice.md "The sale.signed event"); a published file is never
// changed in place (scripts/docs/event-schemas.test.ts pins each one's hash)
await fs.mkdir(path.join(DOCS, 'events'), { recursive: true });
for (const file of eventSchemaFiles()) await write(file.name, JSON.stringify(file.json));
// hand-written, with the reference nginx configuration shown as deploy/ keeps it
await write(
  'operations.md',
  await embedFiles(await fs.readFile(path.join(DOCS, 'operations.md'), 'utf8'), path.dirname(DOCS)),
);

if (stale.length) {
  console.error(`stale generated docs: ${stale.join(', ')}; run npm run docs`);
  process.exit(1);
}
if (CHECK) console.log('generated docs are up to date');
