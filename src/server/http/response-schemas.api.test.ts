import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteInfo } from '../app';
import { createTestApp } from '../test/harness';
import type { TestContext } from '../test/harness';

// Issue 13.4: every answer has a schema (src/shared) that the server serialises JSON with and the web
// client parses with; text, HTML, downloads and empty answers declare theirs too (shared/schemas/media.ts).
// The app is built with every optional part on (operators' report, dev pages, metrics, the web page),
// so that a route added anywhere is walked.

/** @fastify/static's catch-all for the web build's files: a plugin's route, answering files as they are. */
const PLUGIN_ROUTES = new Set(['/*']);

const routes: RouteInfo[] = [];
let t: TestContext;
let webRoot: string;
beforeAll(async () => {
  webRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'funnel-web-'));
  await fs.writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>funnel</title>');
  t = await createTestApp({ DEV_PAGES: 'true', METRICS_TOKEN: 'metrics-token-0123456789' }, undefined, {
    onRoute: (r) => routes.push(r),
    webRoot,
  });
});
afterAll(async () => {
  await t.close();
  await fs.rm(webRoot, { recursive: true, force: true });
});

const nameOf = (r: RouteInfo) => `${[r.method].flat().join(',')} ${r.url}`;

describe('response schemas', () => {
  it('every registered route declares the answers it gives', () => {
    const walked = routes.filter((r) => !PLUGIN_ROUTES.has(r.url));
    // the optional parts were registered: a sweep over a part of the app would prove little
    const names = walked.map(nameOf);
    expect(names).toEqual(
      expect.arrayContaining(['GET /api/v1/backoffice/report', 'GET /dev/outbox', 'GET /metrics', 'GET /']),
    );
    const without = walked.filter((r) => !(r.schema as { response?: object } | undefined)?.response);
    expect(without.map(nameOf)).toEqual([]);
  });
});
