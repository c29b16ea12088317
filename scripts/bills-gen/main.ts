// Writes the generated bills into a directory, to look at them (bench/bills-heldout.ts generates its own):
//
//   npx tsx scripts/bills-gen/main.ts [dir] [seed] [held-out bills a layout] [tuning bills a layout]
import os from 'node:os';
import path from 'node:path';
import { generate } from './generate';

const [dir = path.join(os.tmpdir(), 'bills-gen'), seed = '14', heldOut = '5', tuning = '2'] =
  process.argv.slice(2);
const t0 = performance.now();
const samples = await generate(dir, {
  seed: Number(seed),
  heldOutBills: Number(heldOut),
  tuningBills: Number(tuning),
});
console.log(`${samples.length} files in ${dir} (${Math.round(performance.now() - t0)} ms)`);
