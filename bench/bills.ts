import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseBill } from '../src/server/services/domain/bills/parse';
import { billText, closeOcr } from '../src/server/services/domain/bills/text';
import { CAMPI_BOLLETTA, type CampiBolletta, type ValoriBolletta } from '../src/shared/schemas/bills';
import { degrade } from '../scripts/bills-gen/images';
import { same } from './bills-score';

// Accuracy of the bill extraction engine (docs/bills.md) on the sample bills: for each field, how many
// samples give the expected value, separately for the text PDFs and for the scans (images and the
// image-only PDF), plus the fields found where the bill has none, and the time per page. Run by
// `npm run bench` (or `npx tsx bench/bills.ts`); writes bench/results/bills.json.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SAMPLES = path.join(ROOT, 'src/server/services/domain/bills/samples');
const RESULTS = path.join(ROOT, 'bench/results/bills.json');

type Sample = { file: string; kind: 'pdf' | 'image' | 'scanned-pdf'; bill: string; expected: ValoriBolletta };
type Group = 'pdf' | 'scan' | 'degraded';
const GROUPS: Group[] = ['pdf', 'scan', 'degraded'];
const LABELS: Record<Group, string> = {
  pdf: 'PDF text',
  scan: 'scans (8 images, 1 image-only PDF)',
  degraded: 'degraded scans (100 dpi, +1.5 degrees, blur, JPEG 35)',
};
const groupOf = (s: Sample): Group => (s.kind === 'pdf' ? 'pdf' : 'scan');

type Tally = {
  correct: number;
  total: number;
  spurious: number;
  confidenceCorrect: number[];
  confidenceWrong: number[];
};

async function main() {
  const { samples } = JSON.parse(await fs.readFile(path.join(SAMPLES, 'truth.json'), 'utf8')) as {
    samples: Sample[];
  };
  const tallies = Object.fromEntries(
    GROUPS.map((g) => [
      g,
      Object.fromEntries(
        CAMPI_BOLLETTA.map((f) => [
          f,
          { correct: 0, total: 0, spurious: 0, confidenceCorrect: [], confidenceWrong: [] } as Tally,
        ]),
      ),
    ]),
  ) as Record<Group, Record<string, Tally>>;
  const times: Record<Group, { pages: number; textMs: number; parseMs: number; samples: number }> = {
    pdf: { pages: 0, textMs: 0, parseMs: 0, samples: 0 },
    scan: { pages: 0, textMs: 0, parseMs: 0, samples: 0 },
    degraded: { pages: 0, textMs: 0, parseMs: 0, samples: 0 },
  };
  const errors: { file: string; group: Group; field: string; expected: unknown; got: unknown }[] = [];

  // start the OCR worker (loads the Italian model) before timing
  const warmStart = performance.now();
  const firstImage = samples.find((s) => s.kind === 'image');
  if (firstImage) await billText(await fs.readFile(path.join(SAMPLES, firstImage.file)), 'image/*');
  const warmupMs = performance.now() - warmStart;

  const runs: { s: Sample; group: Group; bytes: Buffer }[] = [];
  for (const s of samples) {
    const bytes = await fs.readFile(path.join(SAMPLES, s.file));
    runs.push({ s, group: groupOf(s), bytes });
    if (s.kind === 'image') runs.push({ s, group: 'degraded', bytes: await degrade(bytes) });
  }
  for (const { s, group, bytes } of runs) {
    const t0 = performance.now();
    const text = await billText(bytes, '');
    const t1 = performance.now();
    const campi: CampiBolletta = await parseBill(text.testo, {
      ocr: text.fonte === 'ocr',
      ...(text.confidenzaOcr === undefined ? {} : { confidenzaOcr: text.confidenzaOcr }),
    });
    const t2 = performance.now();
    times[group].pages += text.pagine;
    times[group].textMs += t1 - t0;
    times[group].parseMs += t2 - t1;
    times[group].samples++;
    for (const field of CAMPI_BOLLETTA) {
      const tally = tallies[group][field] as Tally;
      const want = s.expected[field];
      const got = campi[field];
      if (want === undefined) {
        if (got) {
          tally.spurious++;
          errors.push({ file: s.file, group, field, expected: undefined, got: got.valore });
        }
        continue;
      }
      tally.total++;
      if (got && same(got.valore, want)) {
        tally.correct++;
        tally.confidenceCorrect.push(got.confidenza);
      } else {
        if (got) tally.confidenceWrong.push(got.confidenza);
        errors.push({ file: s.file, group, field, expected: want, got: got?.valore });
      }
    }
  }
  await closeOcr();

  const pct = (t: Tally) => (t.total ? (100 * t.correct) / t.total : 100);
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);
  const rows = CAMPI_BOLLETTA.map((field) => ({
    field,
    ...Object.fromEntries(
      GROUPS.map((g) => {
        const t = tallies[g][field] as Tally;
        return [
          g,
          {
            correct: t.correct,
            total: t.total,
            percent: Math.round(pct(t) * 10) / 10,
            spurious: t.spurious,
            meanConfidenceCorrect: mean(t.confidenceCorrect),
            meanConfidenceWrong: mean(t.confidenceWrong),
          },
        ];
      }),
    ),
  }));
  const overall = Object.fromEntries(
    GROUPS.map((g) => {
      const ts = Object.values(tallies[g]);
      const correct = ts.reduce((a, t) => a + t.correct, 0);
      const total = ts.reduce((a, t) => a + t.total, 0);
      const time = times[g];
      return [
        g,
        {
          samples: time.samples,
          pages: time.pages,
          correct,
          total,
          percent: Math.round((1000 * correct) / Math.max(1, total)) / 10,
          spurious: ts.reduce((a, t) => a + t.spurious, 0),
          meanMsPerPage: Math.round((time.textMs + time.parseMs) / Math.max(1, time.pages)),
          meanTextMsPerPage: Math.round(time.textMs / Math.max(1, time.pages)),
          meanParseMsPerPage: Math.round(time.parseMs / Math.max(1, time.pages)),
        },
      ];
    }),
  );

  const cell = (r: { correct: number; total: number; percent: number; spurious: number }) =>
    r.total || r.spurious
      ? `${r.correct}/${r.total} ${r.percent.toFixed(0).padStart(3)}%${r.spurious ? ` +${r.spurious}` : ''}`
      : '-';
  console.log(
    '\nBill extraction accuracy (correct/total, percent, +N values found where the bill has none)\n',
  );
  console.log(`${'field'.padEnd(20)} ${'PDF text'.padEnd(16)} ${'scans'.padEnd(16)} degraded scans`);
  for (const r of rows) {
    const g = r as unknown as Record<
      Group,
      { correct: number; total: number; percent: number; spurious: number }
    >;
    console.log(
      `${r.field.padEnd(20)} ${cell(g.pdf).padEnd(16)} ${cell(g.scan).padEnd(16)} ${cell(g.degraded)}`,
    );
  }
  for (const g of GROUPS) {
    const o = overall[g] as Record<string, number>;
    console.log(
      `\n${LABELS[g]}: ${o.correct}/${o.total} fields (${o.percent}%), ${o.spurious} spurious, ` +
        `${o.samples} samples, ${o.meanMsPerPage} ms a page (text ${o.meanTextMsPerPage} ms, parse ${o.meanParseMsPerPage} ms)`,
    );
  }
  console.log(
    `OCR worker start (Italian model): ${Math.round(warmupMs)} ms, once per process, not counted above`,
  );
  if (errors.length) {
    console.log('\nWrong or missing:');
    for (const e of errors)
      console.log(
        `  ${e.file} (${e.group}) ${e.field}: expected ${JSON.stringify(e.expected)}, got ${JSON.stringify(e.got)}`,
      );
  }

  await fs.mkdir(path.dirname(RESULTS), { recursive: true });
  await fs.writeFile(
    RESULTS,
    `${JSON.stringify({ date: new Date().toISOString(), node: process.version, overall, fields: rows, errors, ocrWorkerStartMs: Math.round(warmupMs) }, null, 2)}\n`,
  );
  console.log(`\nwritten ${path.relative(ROOT, RESULTS)}`);
}

await main();
