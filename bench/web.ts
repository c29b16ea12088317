import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { text } from '../e2e/locale';
import { startFunnel } from './servers';

// Web benchmark (issue 6 sets the targets): what the browser downloads before the first screen shows,
// what each screen's chunk weighs, how long the first heading takes on a 4x slower CPU, and the layout
// shift. Needs the built app with its manifest (`vite build --manifest`, as bench/run.mjs does).
// Prints a table and writes bench/results/web.json.

const PORT = Number(process.env.BENCH_WEB_PORT ?? 3231);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const CPU_SLOWDOWN = 4;
const START = '/?operazione=ATTIVAZIONE&offerta=101';
const FIRST_SCREEN = 'ricerca-cliente';
const WEB_ROOT = 'dist/web';
const KB = 1024;
const TARGETS = { firstLoadKb: 120, screenChunkKb: 15, firstHeadingMs: 1600, cls: 0 };

type ManifestEntry = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestEntry>;

const gzipBytes = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;
const kb = (bytes: number) => Math.round((bytes / KB) * 10) / 10;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

async function fileGzip(file: string): Promise<number> {
  return gzipBytes(await fs.readFile(path.join(WEB_ROOT, file)));
}

/** A manifest key's own files (JS and CSS) and those of every chunk it imports statically. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen);
  return seen;
}
const filesOf = (manifest: Manifest, keys: Iterable<string>) =>
  new Set([...keys].flatMap((k) => (manifest[k] ? [manifest[k].file, ...(manifest[k].css ?? [])] : [])));

const screenKey = (folder: string) => `screens/${folder}/screen.tsx`;

/**
 * Per screen: its chunk, its CSS and the chunks no other screen and not the entry needs (the target's
 * measure); and, for information, everything it needs that the first load did not bring (shared
 * chunks such as zod or libphonenumber), which is what arriving at it downloads at most.
 */
async function screenChunks(manifest: Manifest, firstLoad: Set<string>) {
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const entryClosure = closure(manifest, entry);
  const screens = Object.keys(manifest)
    .filter((k) => /^screens\/[^/]+\/screen\.tsx$/.test(k))
    .sort();
  const closures = new Map(screens.map((s) => [s, closure(manifest, s)]));
  const rows = [];
  for (const s of screens) {
    const own = [...closures.get(s)!].filter(
      (k) => !entryClosure.has(k) && screens.every((other) => other === s || !closures.get(other)!.has(k)),
    );
    const files = filesOf(manifest, own);
    let gz = 0;
    for (const f of files) gz += await fileGzip(f);
    let beyond = 0;
    for (const f of filesOf(manifest, closures.get(s)!)) if (!firstLoad.has(f)) beyond += await fileGzip(f);
    rows.push({ screen: s.split('/')[1]!, files: [...files], gzipBytes: gz, beyondFirstLoadBytes: beyond });
  }
  return rows;
}

/** What the manifest says the first screen needs: entry, its CSS, the boot texts, the screen's imports. */
function expectedFirstLoad(manifest: Manifest, lang: string) {
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
  const keys = closure(manifest, entry);
  closure(manifest, `i18n/locales/${lang}-boot.ts`, keys);
  closure(manifest, screenKey(FIRST_SCREEN), keys);
  keys.delete(screenKey(FIRST_SCREEN));
  return filesOf(manifest, keys);
}

type LoadRun = {
  headingMs: number;
  clsLoad: number;
  clsAfterNext: number;
  /** each layout shift: when, how much, which elements moved */
  shifts: Shift[];
  /** JS and CSS fetched before the heading showed: path → gzip bytes */
  assets: Map<string, number>;
};

// Installed before any page script: the moment the step's heading is on screen with the overlay gone
// (measured at the next frame, so it was painted), and the layout shifts, buffered from the start.
const PROBE = `
  window.__bench = { heading: null, cls: 0, shifts: [] };
  const describe = (n) => n && n.nodeType === 1 ? n.tagName.toLowerCase() + (n.className ? '.' + String(n.className).split(' ')[0] : '') : String(n && n.nodeName);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      window.__bench.cls += e.value;
      window.__bench.shifts.push({ at: Math.round(e.startTime), value: e.value, sources: (e.sources || []).map((s) => describe(s.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const check = () => {
    if (window.__bench.heading !== null) return;
    if (document.querySelector('main h1') && !document.querySelector('.busy-overlay')) {
      requestAnimationFrame(() => { if (window.__bench.heading === null) window.__bench.heading = performance.now(); });
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
`;

type Shift = { at: number; value: number; sources: string[] };
type Bench = { heading: number | null; cls: number; shifts: Shift[] };
const readProbe = (page: Page) => page.evaluate(() => (window as unknown as { __bench: Bench }).__bench);

async function loadOnce(browser: Browser, baseUrl: string): Promise<LoadRun> {
  const context = await browser.newContext({ locale: 'it-IT', viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    // no outside host is ever reached (analytics load only after consent anyway)
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
    await page.addInitScript(PROBE);
    // the guided tour opens on a first visit once the heading is up (after what is measured), and its
    // dimmed overlay would take the clicks of the layout-shift walk: every tour counts as seen
    await page.addInitScript(() => localStorage.setItem('funnel.tour', JSON.stringify({ seen: ['*'] })));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    const bodies: Promise<[string, number] | null>[] = [];
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (!/\.(js|css)$/.test(url.pathname)) return;
      bodies.push(
        res
          .body()
          .then((b): [string, number] => [url.pathname, gzipBytes(b)])
          .catch(() => null),
      );
    });

    await page.goto(`${baseUrl}${START}`);
    const h1 = page.getByRole('heading', { level: 1, name: text('it', 'ricerca_cliente.title') });
    await h1.waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForFunction(() => (window as unknown as { __bench: Bench }).__bench.heading !== null);
    const atHeading = await readProbe(page);
    // what the page requested before its heading was on screen (resource timing, same clock)
    const requested = new Set(
      await page.evaluate(
        (until) =>
          performance
            .getEntriesByType('resource')
            .filter((e) => e.startTime <= until)
            .map((e) => new URL(e.name).pathname),
        atHeading.heading!,
      ),
    );
    // late content (brand logo, footer, consent banner) may still move things: give it a moment
    await page.waitForTimeout(1000);
    const clsLoad = (await readProbe(page)).cls;

    await page.getByRole('radio', { name: text('it', 'ricerca_cliente.no') }).check();
    await page.getByRole('button', { name: text('it', 'shell.next'), exact: true }).click();
    await page
      .getByRole('heading', { level: 1, name: text('it', 'dati_anagrafici.title') })
      .waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForFunction(() => !document.querySelector('.busy-overlay'));
    await page.waitForTimeout(1000);
    const { cls: clsAfterNext, shifts } = await readProbe(page);

    const assets = new Map<string, number>();
    for (const entry of await Promise.all(bodies))
      if (entry && requested.has(entry[0])) assets.set(entry[0], entry[1]);
    return { headingMs: atHeading.heading!, clsLoad, clsAfterNext, shifts, assets };
  } finally {
    await context.close();
  }
}

const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');

async function main() {
  const manifest = JSON.parse(
    await fs.readFile(path.join(WEB_ROOT, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const firstScreenFile = `/${manifest[screenKey(FIRST_SCREEN)]!.file}`;
  const screens = await screenChunks(manifest, expectedFirstLoad(manifest, 'it'));

  const server = await startFunnel(PORT);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const runs: LoadRun[] = [];
  try {
    await loadOnce(browser, server.url); // warm-up: the server's first sale and step, not counted
    for (let i = 0; i < RUNS; i++) runs.push(await loadOnce(browser, server.url));
  } finally {
    await browser.close();
    await server.stop();
  }

  // the network of the last run (every run downloads the same files)
  const assets = runs.at(-1)!.assets;
  const firstScreenGz = assets.get(firstScreenFile) ?? (await fileGzip(firstScreenFile.slice(1)));
  const before = [...assets].filter(([p]) => p !== firstScreenFile);
  const firstLoadGz = before.reduce((sum, [, gz]) => sum + gz, 0);
  const expected = expectedFirstLoad(manifest, 'it');
  const loaded = new Set(before.map(([p]) => p.slice(1)));
  const manifestCheck = {
    expectedNotLoaded: [...expected].filter((f) => !loaded.has(f)),
    loadedNotExpected: [...loaded].filter((f) => !expected.has(f)),
  };

  const headingMs = Math.round(median(runs.map((r) => r.headingMs)));
  const clsLoad = Math.max(...runs.map((r) => r.clsLoad));
  const clsAfterNext = Math.max(...runs.map((r) => r.clsAfterNext));
  const largest = screens.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));

  const summary = [
    {
      measure: 'JS+CSS before the first screen (gzip KB)',
      value: kb(firstLoadGz),
      target: `<= ${TARGETS.firstLoadKb}`,
      status: mark(kb(firstLoadGz) <= TARGETS.firstLoadKb),
    },
    {
      measure: `first screen's own chunk, ${FIRST_SCREEN} (gzip KB)`,
      value: kb(firstScreenGz),
      target: `<= ${TARGETS.screenChunkKb}`,
      status: mark(kb(firstScreenGz) <= TARGETS.screenChunkKb),
    },
    {
      measure: `largest screen chunk, ${largest.screen} (gzip KB)`,
      value: kb(largest.gzipBytes),
      target: `<= ${TARGETS.screenChunkKb}`,
      status: mark(kb(largest.gzipBytes) <= TARGETS.screenChunkKb),
    },
    {
      measure: `first heading, ${CPU_SLOWDOWN}x CPU slowdown (ms, median of ${RUNS})`,
      value: headingMs,
      target: `<= ${TARGETS.firstHeadingMs}`,
      status: mark(headingMs <= TARGETS.firstHeadingMs),
    },
    {
      measure: 'layout shift during the first load (CLS, worst run)',
      value: Math.round(clsLoad * 10000) / 10000,
      target: `${TARGETS.cls}`,
      status: mark(clsLoad <= TARGETS.cls),
    },
    {
      measure: 'layout shift, load then the next screen (CLS, cumulative, worst run)',
      value: Math.round(clsAfterNext * 10000) / 10000,
      target: `${TARGETS.cls}`,
      status: mark(clsAfterNext <= TARGETS.cls),
    },
  ];

  console.log('\nWeb: first load (Chromium, fresh context each run, it-IT, 1280x800)');
  console.table(summary);
  console.log('\nLoaded before the first heading (gzip KB):');
  console.table(
    Object.fromEntries([...assets].sort((a, b) => b[1] - a[1]).map(([p, gz]) => [p, { gzipKb: kb(gz) }])),
  );
  if (manifestCheck.expectedNotLoaded.length || manifestCheck.loadedNotExpected.length)
    console.log('manifest cross-check differs:', manifestCheck);
  else console.log('manifest cross-check: the loaded files are exactly what the manifest predicts');
  console.log('\nScreen chunks (own JS + CSS + chunks only that screen needs):');
  console.table(
    Object.fromEntries(
      screens.map((s) => [
        s.screen,
        {
          gzipKb: kb(s.gzipBytes),
          'beyond first load (info)': kb(s.beyondFirstLoadBytes),
          target: `<= ${TARGETS.screenChunkKb}`,
          status: mark(kb(s.gzipBytes) <= TARGETS.screenChunkKb),
        },
      ]),
    ),
  );
  const shifts = runs.flatMap((r) => r.shifts);
  if (shifts.length) console.log('layout shifts (ms after navigation, value, elements moved):', shifts);
  console.log('heading ms per run:', runs.map((r) => Math.round(r.headingMs)).join(' '));

  await fs.mkdir('bench/results', { recursive: true });
  await fs.writeFile(
    'bench/results/web.json',
    JSON.stringify(
      {
        date: new Date().toISOString(),
        runs: RUNS,
        cpuSlowdown: CPU_SLOWDOWN,
        targets: TARGETS,
        firstLoad: {
          gzipBytes: firstLoadGz,
          files: Object.fromEntries(before),
          firstScreen: { screen: FIRST_SCREEN, file: firstScreenFile, gzipBytes: firstScreenGz },
          manifestCheck,
        },
        firstHeadingMs: { median: headingMs, runs: runs.map((r) => Math.round(r.headingMs)) },
        cls: {
          load: runs.map((r) => r.clsLoad),
          afterNext: runs.map((r) => r.clsAfterNext),
          shifts: runs.map((r) => r.shifts),
        },
        screens,
      },
      null,
      2,
    ),
  );
}

await main();
