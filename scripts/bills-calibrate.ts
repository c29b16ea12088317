// Calibrates the bill reader's confidence (issue 14 item 5, services/domain/bills/calibration.ts): generates
// bills of the TUNING layouts only, with a seed of their own (the validation bills: never the bench's
// seed 14, never a held-out layout), reads each with the parser's own confidences, and counts per
// field, text source and the parser's level how many values were right; writes calibration-table.ts.
// `npx tsx scripts/bills-calibrate.ts` (BILLS_VALIDATION_BILLS bills a layout, 4 by default; about 10
// minutes on the 2-core machine). Deterministic but for OCR timing: the same bills give the same table.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { same } from '../bench/bills-score';
import { cellOf } from '../src/server/services/domain/bills/calibration';
import { readBillUncalibrated } from '../src/server/services/domain/bills/read-bill';
import { closeOcr } from '../src/server/services/domain/bills/text';
import { CAMPI_BOLLETTA } from '../src/shared/schemas/bills';
import { generate } from './bills-gen/generate';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TABLE = path.join(ROOT, 'src/server/services/domain/bills/calibration-table.ts');
const PLAN = {
  seed: Number(process.env.BILLS_VALIDATION_SEED ?? 1414),
  heldOutBills: 0,
  tuningBills: Number(process.env.BILLS_VALIDATION_BILLS ?? 4),
};
const TYPES: Record<string, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' };

async function main() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bills-validation-'));
  const counts = new Map<string, [number, number]>();
  try {
    const samples = await generate(dir, PLAN);
    if (samples.some((s) => s.heldOut)) throw new Error('a held-out layout among the validation bills');
    for (const [i, s] of samples.entries()) {
      const bytes = await fs.readFile(path.join(dir, s.file));
      const { campi, fonte, confidenzaOcr } = await readBillUncalibrated(
        bytes,
        TYPES[s.file.split('.').pop() ?? ''] ?? '',
      );
      for (const campo of CAMPI_BOLLETTA) {
        const read = campi[campo];
        if (!read) continue;
        // a value where the bill has none is a wrong value
        const want = s.expected[campo];
        const right = want !== undefined && same(read.valore, want);
        const { key } = cellOf(campo, read.confidenza, fonte, confidenzaOcr);
        const c = counts.get(key) ?? [0, 0];
        counts.set(key, [c[0] + (right ? 1 : 0), c[1] + 1]);
      }
      if ((i + 1) % 20 === 0) console.log(`${i + 1}/${samples.length} read`);
    }
  } finally {
    await closeOcr();
    await fs.rm(dir, { recursive: true, force: true });
  }
  const rows = [...counts.entries()].sort(([a], [b]) => a.localeCompare(b));
  const body = rows.map(([k, [r, t]]) => `  '${k}': [${r}, ${t}],`).join('\n');
  await fs.writeFile(
    TABLE,
    `// Written by \`npx tsx scripts/bills-calibrate.ts\` (calibration.ts): for each field, text source and
// level of the parser's confidence (cellOf), [values right, values given] on the validation bills (tuning
// layouts, seed ${PLAN.seed}, ${PLAN.tuningBills} bills a layout, every kind).
export const CALIBRATION: Record<string, readonly [number, number]> = {
${body}
};
`,
  );
  for (const [k, [r, t]] of rows) console.log(`${k.padEnd(36)} ${r}/${t}`);
  console.log(`written ${path.relative(ROOT, TABLE)}`);
}

await main();
