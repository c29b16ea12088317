// The fields of an Italian energy bill read from its text (docs/bills.md). Pure but for the comuni list
// (places), which checks the supply address. The text is rows of cells with where each stands (text.ts,
// rows.ts). Values with a shape of their own are found by what they are, wherever they stand: POD, PDR,
// codice fiscale (check character), partita IVA (check digit), a number with its unit (kW, kWh, Smc, V),
// a REMI code, a use category; each is tied to its meaning by the label nearest to it in the page's
// geometry (parse-geo.ts: in its cell, beside it in its row, above it in its column past a table's
// numbers, or the caption under it, whichever the bill's own identifiers say it uses), labels of the
// other quantities printed the same way counting as distractors. Names and addresses are read after
// their labels (same cell, next cell, the cells under or, for captions, above it, over up to three
// lines), the holder's name where the codice fiscale proves it.
//
// Each group of fields has its finders' file (parse-holder, parse-supplier, parse-address,
// parse-supply); parse-doc holds the lines and confidence they share, parse-values the labels and the
// values after them, parse-geo the ties of values to labels, parse-numbers and parse-names the reading of
// numbers and names.
import { belfioreKnown } from '../../adapters/places/places';
import { ADDRESS_LABEL, findAddress } from './parse-address';
import { CF_LABEL } from './parse-codes';
import { CONFIDENCE, campo, docOf } from './parse-doc';
import { findHolder } from './parse-holder';
import { HOLDER_NAME_LABEL, PIVA_LABEL } from './parse-whose';
import { companyKey } from './parse-names';
import { PDR_LABEL, POD_LABEL, findPdr, findPod } from './parse-points';
import {
  CONSUMO_LABEL,
  POTENZA_LABEL,
  TENSIONE_LABEL,
  findCommodity,
  findConsumi,
  findPotenza,
  findTensione,
} from './parse-supply';
import { CATEGORIA_LABEL, REMI_LABEL, findCategoria, findRemi } from './parse-gas';
import { findFornitore } from './parse-supplier';
import type { CampiBolletta, ParseOptions } from './types';
import { joinWrappedLabels } from './parse-wrapped';

/** The fields' labels, which a narrow cell may wrap over two lines (parse-wrapped.ts). */
const LABELS = [
  HOLDER_NAME_LABEL,
  CF_LABEL,
  PIVA_LABEL,
  ADDRESS_LABEL,
  POD_LABEL,
  PDR_LABEL,
  POTENZA_LABEL,
  TENSIONE_LABEL,
  CONSUMO_LABEL,
  REMI_LABEL,
  CATEGORIA_LABEL,
];

// the parts a caller (and parse.test.ts) uses beside parseBill
export { CONFIDENCE } from './parse-doc';
export { parseAddress } from './parse-address';
export { splitName } from './parse-names';
export { parseItalianNumber } from './parse-numbers';

/** The fields of the bill whose text this is (text.ts shape: rows of cells). */
export async function parseBill(text: string, options: ParseOptions = {}): Promise<CampiBolletta> {
  const doc = { ...joinWrappedLabels(docOf(text, options), LABELS), knownPlace: await belfioreKnown() };
  const campi: CampiBolletta = {};
  const fornitore = findFornitore(doc);
  const holder = findHolder(doc, fornitore?.name ?? null);
  Object.assign(campi, holder.campi);
  if (
    fornitore &&
    (!holder.ragioneSociale || companyKey(holder.ragioneSociale) !== companyKey(fornitore.name))
  ) {
    campi.fornitore = campo<'fornitore'>(
      doc,
      fornitore.name,
      fornitore.score >= 4
        ? CONFIDENCE.labelled
        : fornitore.score >= 2
          ? CONFIDENCE.inferred
          : CONFIDENCE.doubtful,
    );
  }
  const indirizzo = await findAddress(doc);
  if (indirizzo) campi.indirizzoFornitura = indirizzo;
  const pod = findPod(doc);
  if (pod) campi.pod = pod;
  const pdr = findPdr(doc);
  if (pdr) campi.pdr = pdr;
  const potenza = findPotenza(doc);
  if (potenza) campi.potenzaImpegnataKw = potenza;
  const tensione = findTensione(doc);
  if (tensione) campi.tensioneV = tensione;
  Object.assign(campi, findConsumi(doc));
  const remi = findRemi(doc);
  if (remi) campi.codiceRemi = remi;
  const categoria = findCategoria(doc);
  if (categoria) campi.categoriaUsoGas = categoria;
  const commodity = findCommodity(doc, campi);
  if (commodity) campi.commodity = commodity;
  return campi;
}
