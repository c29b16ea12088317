// Writes the generated bills (every layout, several bills each) into a directory with truth.json: each
// bill as a text PDF, a scan, a degraded scan and a phone photo. Deterministic from the seed; each bill
// has its own random source (seed, layout, number), so adding a layout or a bill changes no other.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ValoriBolletta } from '../../src/shared/schemas/bills';
import { makeBill, truth, type Bill, type Commodity } from './bill';
import { degrade, photo, scan } from './images';
import type { Layout } from './layout';
import { LAYOUTS, isHeldOut } from './layouts';
import { imagePdf, toPdf } from './page';
import { random } from './random';

export const KINDS = ['pdf', 'scan', 'degraded', 'photo'] as const;
export type Kind = (typeof KINDS)[number];
export type Sample = {
  file: string;
  kind: Kind;
  layout: string;
  heldOut: boolean;
  bill: string;
  pages: number;
  expected: ValoriBolletta;
};
export type Plan = {
  seed: number;
  heldOutBills: number;
  tuningBills: number;
  /** the kinds to write (all when absent): tuning on text PDFs needs no images */
  kinds?: readonly Kind[];
};

const COMMODITIES: Commodity[] = ['luce', 'gas', 'dual'];

/** The bills of a layout: commodities in turn, about one in four for a company. */
export function billsOf(layout: Layout, index: number, count: number, seed: number): Bill[] {
  return Array.from({ length: count }, (_, i) => {
    const rnd = random(seed * 100_003 + index * 1_009 + i);
    const commodity = COMMODITIES[(i + index) % 3] ?? 'luce';
    const pg = (i + index) % 4 === 3;
    const id = `${layout.key}-${i + 1}-${commodity}-${pg ? 'pg' : 'pf'}`;
    return makeBill(rnd, id, layout.supplier, commodity, pg);
  });
}

export async function generate(outDir: string, plan: Plan): Promise<Sample[]> {
  await fs.mkdir(outDir, { recursive: true });
  const samples: Sample[] = [];
  for (const [index, layout] of LAYOUTS.entries()) {
    const heldOut = isHeldOut(layout.key);
    const bills = billsOf(layout, index, heldOut ? plan.heldOutBills : plan.tuningBills, plan.seed);
    for (const [i, b] of bills.entries()) {
      const rnd = random(plan.seed * 7_919 + index * 131 + i);
      const pages = layout.draw(b);
      const all = truth(b);
      const wanted = (kind: Kind) => !plan.kinds || plan.kinds.includes(kind);
      const write = async (suffix: string, kind: Kind, bytes: Uint8Array, shown = pages.length) => {
        if (!wanted(kind)) return;
        const file = `${b.id}${suffix}`;
        await fs.writeFile(path.join(outDir, file), bytes);
        const expected = shown < pages.length ? truth(b, layout.page2 ?? []) : all;
        samples.push({ file, kind, layout: layout.key, heldOut, bill: b.id, pages: shown, expected });
      };
      await write('.pdf', 'pdf', await toPdf(pages, `Bolletta ${b.numero}`));
      // the images draw on the bill's random source in turn: skipped only when none is wanted
      if (!wanted('scan') && !wanted('degraded') && !wanted('photo')) continue;
      const format = i % 2 ? 'png' : 'jpeg';
      const scans = await Promise.all(pages.map((p) => scan(p, rnd, pages.length > 1 ? 'jpeg' : format)));
      const degraded = await Promise.all(scans.map(degrade));
      if (pages.length > 1) {
        // a scanner writes a bill of several pages as one image-only PDF
        await write('-scan.pdf', 'scan', await imagePdf(scans, `Scansione ${b.numero}`));
        await write('-degraded.pdf', 'degraded', await imagePdf(degraded, `Scansione ${b.numero}`));
      } else {
        await write(`-scan.${format === 'png' ? 'png' : 'jpg'}`, 'scan', scans[0]!);
        await write('-degraded.jpg', 'degraded', degraded[0]!);
      }
      // a photo is of one page, the first: the fields printed only on page 2 are not in it
      await write('-photo.jpg', 'photo', await photo(pages[0]!, rnd), 1);
    }
  }
  const note = 'Written by scripts/bills-gen (issue 14): the values each generated bill must give.';
  await fs.writeFile(
    path.join(outDir, 'truth.json'),
    `${JSON.stringify({ note, plan, samples }, null, 2)}\n`,
  );
  return samples;
}
