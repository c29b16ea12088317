// The supply: POD or PDR, power, voltage, yearly consumption, and from them the commodity (the gas
// supply's REMI and use category: parse-gas.ts).
import type { Doc } from './parse-doc';
import { CONFIDENCE, campo, fold } from './parse-doc';
import { labelCell, valueAfter } from './parse-values';
import { tiedValues, type Meaning, type Tie, type Tied } from './parse-geo';
import { MONTH, inChart } from './parse-charts';
import { numberWithUnit, numbersIn, type Typed } from './parse-numbers';
import type { CampiBolletta, Campo } from './types';

// Technical data

export const POTENZA_LABEL =
  /pot\.? ?imp(?:egnata|egn?\.|\.|$)|potenza (?:contrattualmente |contrattuale )?impegnata|\bcontrattualmente impegnata|impegno di potenza|potenza contrattuale|potenza (?:da |di |del )?contratto|potenza sottoscritta|potenza richiesta|\bkw impegnat[io]\b|potenza impegnata|potenza (?:hai |che hai )?\(impegnata\)|vertragsleistung|verpflichtete leistung/;
export const TENSIONE_LABEL =
  /tensione(?: di alimentazione| di fornitura| nominale)?|livello di tensione|\btens\.|\b(?:versorgungs)?spannung\b/;
export const CONSUMO_LABEL =
  /consumo annuo(?: stimato| complessivo)?|consumi annui|\bcons\.? ?ann(?:uo\b|ui\b|\.)|consumo annuale|consumo (?:degli |negli )?ultimi 12 mesi|consumi (?:degli |negli )?ultimi 12 mesi|consumo (?:totale )?(?:dell'ultimo anno|annuo \(ultimi 12 mesi\))|jahresverbrauch/;

const POTENZA: Meaning = {
  field: POTENZA_LABEL,
  others:
    /disponibile|pot\.? ?disp(?:on)?\.|potenza (?:max|massima)|quota potenza|prelevata|di picco|franchigia|verfugbare leistung/,
};
const TENSIONE: Meaning = { field: TENSIONE_LABEL, others: /frequenza|corrente/ };
const CONSUMO: Meaning = {
  field: new RegExp(
    `${CONSUMO_LABEL.source}|\\bannu[oa]\\b|consum[oi] (?:negli |degli |ultimi )?(?:12|dodici) mesi|consumi (?:dell')?anno\\b|\\bannual[ei]\\b|ultimi 12 mesi|\\bult\\. (?:12|dodici) mesi|ultimo anno|ultimi dodici mesi|consumo (?:dell'|nell')?anno\\b|consumo in un anno|consumi in un anno`,
  ),
  // a month right before the number is that month's consumption ("a gennaio 172 kWh"), not the months
  // of a year's span ("gennaio 2025 - dicembre 2025: 2.700 kWh")
  others: new RegExp(
    `periodo(?!\\s*(?:dal\\s*)?\\d)|fattur|lettur|bimestr|mensil|\\bmese\\b|precedente|\\battuale|effettiv|rilevat|di cui|media|giornalier|acconto|conguaglio|stimato nel|\\b${MONTH}(?=\\s*\\d[\\d.,]*\\s*(?:kwh|smc))`,
  ),
};
/** A unit a number was printed without: in the label tied to it or in its row's header ("Energia (kWh)"). */
const unitNear = (unit: RegExp) => (v: Typed<number>, tie: Tie, headers: string) =>
  v.unit || unit.test(tie.labelCell) || unit.test(headers);

/**
 * The value tied nearest to the field's label and its confidence: a label in its cell or beside it
 * backs it most, above or below it less; another quantity's label about as near, or another value as
 * near with another reading, leaves it inferred.
 */
export function pick<T>(tied: Tied<T>[]): { value: T; base: number; fixed: boolean } | null {
  const best = tied[0];
  if (!best) return null;
  const rival = tied.find((t) => t.value !== best.value && t.tie.distance - best.tie.distance < 0.15);
  const base =
    best.contested || rival
      ? CONFIDENCE.inferred
      : best.tie.distance <= 1
        ? CONFIDENCE.labelled
        : best.tie.distance <= 1.3
          ? CONFIDENCE.labelled * 0.97
          : CONFIDENCE.inferred;
  return { value: best.value, base, fixed: best.fixed };
}

/** "Potenza" alone: the committed power where no other power is named beside it, as an inference. */
const POTENZA_ALONE: Meaning = { field: /\bpotenza\b/, others: POTENZA.others };

export function findPotenza(doc: Doc): Campo<'potenzaImpegnataKw'> | null {
  const unit = /\bkw\b/;
  const kw = (t: string) => numbersIn(t, /kw/, 0.5, 10000);
  const p = pick(tiedValues(doc, kw, POTENZA, unitNear(unit)));
  if (p) return campo<'potenzaImpegnataKw'>(doc, p.value, p.base, p.fixed);
  const alone = pick(tiedValues(doc, kw, POTENZA_ALONE, unitNear(unit)));
  if (alone) return campo<'potenzaImpegnataKw'>(doc, alone.value, CONFIDENCE.inferred, alone.fixed);
  const r = valueAfter(doc, POTENZA_LABEL, (t, c, hit) =>
    numberWithUnit(t, /kw/, 0.5, 10000, c.where === 'below' && /\(kw\)/.test(labelCell(doc, hit))),
  );
  return r ? campo<'potenzaImpegnataKw'>(doc, r.value.n, CONFIDENCE.inferred, r.value.fixed) : null;
}

const volts = (t: string): Typed<number>[] => [
  ...numbersIn(t, /v|volt/, 100, 1000),
  ...numbersIn(t, /kv/, 0.1, 400).map((v) => ({ ...v, value: Math.round(v.value * 1000) })),
];

/** The usual supply voltages: low voltage one- and three-phase, medium voltage. */
const USUAL_VOLTS = [220, 230, 380, 400, 15000, 20000];

export function findTensione(doc: Doc): Campo<'tensioneV'> | null {
  // the unit in the label: "Tensione (V)", "Volt di tensione"
  const p = pick(tiedValues(doc, volts, TENSIONE, unitNear(/\((?:v|volt)\)|\bvolt\b/)));
  let found = p ? { n: p.value, base: p.base, fixed: p.fixed } : null;
  if (!found) {
    const r = valueAfter(doc, TENSIONE_LABEL, (t, c, hit) => {
      const inLabel = c.where === 'below' && /\((?:v|volt)\)/.test(labelCell(doc, hit));
      const v = numberWithUnit(t, /v|volt/, 100, 1000, inLabel);
      if (v) return v;
      const kv = numberWithUnit(t, /kv/, 1, 400);
      if (kv) return { n: kv.n * 1000, fixed: kv.fixed };
      // a bill that prints no unit at all ("Tensione | 230"): a usual supply voltage only
      const bare = numberWithUnit(t, /v|volt/, 100, 1000, true);
      return bare && USUAL_VOLTS.includes(bare.n) ? bare : null;
    });
    found = r ? { n: r.value.n, base: CONFIDENCE.inferred, fixed: r.value.fixed } : null;
  }
  if (!found) return null;
  const usual = USUAL_VOLTS.includes(found.n);
  return campo<'tensioneV'>(doc, found.n, usual ? found.base : CONFIDENCE.doubtful, found.fixed);
}

/** kWh after or before a number, as OCR may read it too, its W doubled ("KwWH"). */
const KWH = /kw{1,2}h/;
const KWH_IN_LABEL = /\bkw{1,2}h\b/;
/** Smc after or before a number, as OCR may read it too ("Sme", "Snc", "smec"; "mec" for mc; "sm?" for Sm³). */
const SMC = /s ?[mn]e? ?[ce3]|[5$]mc|sm[³?]|me?c|m3|m³|metri cubi/;
/** The unit in a label or a header ("Consumo annuo (Smc)"), as OCR may read it: "(Sme)", "(Snc)". */
const SMC_IN_LABEL = /\b(?:sme?c|sm3|mc|m3)\b|sm³|m³|\(\s*(?:s?s ?[mn] ?[ce3o]|[5$]mc)\s*\)/;

/**
 * The other services a multi-utility bills beside energy: their consumption is neither kWh nor Smc (the
 * gas use "cottura cibi e/o acqua calda", "cibi e acqua calda", wrapped before "calda", is not water).
 */
const OTHER_SERVICE =
  /(?<!e\/o |cibi e |produzione di )\bacqua\b(?! calda)|idric|acquedott|fognat|depuraz|teleriscal|\bcalore\b|rifiuti|igiene ambientale|\btari\b/;
const ENERGY_SERVICE = /energia elettrica|\bluce\b|\bgas\b|elettric/;
/** Lines looked up for the heading of a value's section. */
const SECTION_REACH = 12;

/**
 * Whether the value's row, or the nearest heading above it (a short line without numbers), names a
 * service other than energy ("SERVIZIO IDRICO INTEGRATO" over "CONS. ANNUO .... 186 MC").
 */
function otherService(doc: Doc, line: number): boolean {
  for (let i = line; i >= Math.max(0, line - SECTION_REACH); i--) {
    const f = fold(doc.lines[i]?.text ?? '');
    if (i !== line && (/\d/.test(f) || f.split(/\s+/).length > 8)) continue;
    if (ENERGY_SERVICE.test(f)) return false;
    if (OTHER_SERVICE.test(f)) return true;
  }
  return false;
}

/**
 * A column of the consumption by band (F1, F2, F3 rows under "Consumo annuo kWh") gives the year's in
 * its total row: that value first, before the first band's nearer the header.
 */
function totalFirst<T>(doc: Doc, tied: Tied<T>[]): Tied<T>[] {
  const best = tied[0];
  const total = tied.find(
    (t) =>
      best &&
      t.place.line > best.place.line &&
      t.tie.labelCell === best.tie.labelCell &&
      /^total[ei]?\b/.test(doc.lines[t.place.line]?.cells[0]?.folded ?? ''),
  );
  return total ? [total, ...tied.filter((t) => t !== total)] : tied;
}

/**
 * The numbers of a text that may be in `unit`: not one printed with the other unit ("2160 kWh" is no
 * Smc, whatever "(MC)" the row's comune has for its province).
 */
const numbersOnlyIn = (text: string, unit: RegExp, other: RegExp) => {
  const others = new Set(
    numbersIn(text, other, 1, 1e8)
      .filter((v) => v.unit)
      .map((v) => v.start),
  );
  return numbersIn(text, unit, 1, 1e8).filter((v) => v.unit || !others.has(v.start));
};

/** OCR reads a thousands' stop as a comma ("2,531 kWh" for 2.531): a year's consumption has no thousandths. */
const OCR_THOUSANDS = /(?<![\d.,])([1-9]\d{0,2}),(\d{3})(?![\d.,])/g;

/** The year's quantities of a text: read by OCR, a comma before three digits is a thousands' stop. */
function yearlyNumbers(doc: Doc, text: string, unit: RegExp, other: RegExp): Typed<number>[] {
  const mended = doc.ocr ? text.replace(OCR_THOUSANDS, '$1.$2') : text;
  if (mended === text) return numbersOnlyIn(text, unit, other);
  return numbersOnlyIn(mended, unit, other).map((v) =>
    mended.slice(v.start, v.end) === text.slice(v.start, v.end) ? v : { ...v, fixed: true },
  );
}

export function findConsumi(doc: Doc): Pick<CampiBolletta, 'consumoAnnuoKwh' | 'consumoAnnuoSmc'> {
  const out: Pick<CampiBolletta, 'consumoAnnuoKwh' | 'consumoAnnuoSmc'> = {};
  // a bar of a chart of the months' consumption is not the year's, whatever its title says, nor is the
  // water's or the heat's of a multi-utility's bill
  const yearly = <T>(tied: Tied<T>[]) =>
    totalFirst(
      doc,
      tied.filter((t) => !inChart(doc, t.place.line, t.place.cell) && !otherService(doc, t.place.line)),
    );
  const kwh = pick(
    yearly(tiedValues(doc, (t) => yearlyNumbers(doc, t, KWH, SMC), CONSUMO, unitNear(KWH_IN_LABEL))),
  );
  if (kwh) out.consumoAnnuoKwh = campo<'consumoAnnuoKwh'>(doc, kwh.value, kwh.base, kwh.fixed);
  const smc = pick(
    yearly(tiedValues(doc, (t) => yearlyNumbers(doc, t, SMC, KWH), CONSUMO, unitNear(SMC_IN_LABEL))),
  );
  if (smc) out.consumoAnnuoSmc = campo<'consumoAnnuoSmc'>(doc, smc.value, smc.base, smc.fixed);
  return out;
}

export function findCommodity(doc: Doc, campi: CampiBolletta): Campo<'commodity'> | null {
  const luce = campi.pod ?? campi.potenzaImpegnataKw ?? campi.consumoAnnuoKwh;
  const gas = campi.pdr ?? campi.codiceRemi ?? campi.consumoAnnuoSmc ?? campi.categoriaUsoGas;
  const byPoint = (campi.pod ? 1 : 0) + (campi.pdr ? 1 : 0);
  if (luce || gas) {
    const value = luce && gas ? 'dual' : luce ? 'luce' : 'gas';
    const sure = value === 'dual' ? byPoint === 2 : byPoint === 1;
    return campo<'commodity'>(doc, value, sure ? CONFIDENCE.checked : CONFIDENCE.inferred);
  }
  const text = fold(doc.lines.map((l) => l.text).join(' '));
  // "Bolletta luce e gas": both (a supplier's name "Luce e Gas" says nothing of this bill)
  const both = /bolletta (?:di |della )?(?:luce|energia elettrica) (?:e|\+|&) gas/.test(text);
  const e = both || /energia elettrica|bolletta (?:della )?luce|\bkwh\b/.test(text);
  const g = both || /gas naturale|bolletta (?:del )?gas|\bsmc\b/.test(text);
  if (!e && !g) return null;
  return campo<'commodity'>(doc, e && g ? 'dual' : e ? 'luce' : 'gas', CONFIDENCE.doubtful);
}
