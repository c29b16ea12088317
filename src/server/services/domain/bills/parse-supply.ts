// The supply: POD or PDR, power, voltage, yearly consumption, REMI, gas use category, and from them the
// commodity.
import { CATEGORIE_USO_GAS, type CategoriaUsoGas } from '../../../../shared/domain';
import { isValidPdr, isValidPod } from '../../../../shared/validation/supply-point';
import type { Doc } from './parse-doc';
import { CONFIDENCE, campo, candidatesOf, findLabels, fold, labelCell, valueAfter } from './parse-doc';
import { digitsOf, numberWithUnit } from './parse-numbers';
import type { CampiBolletta, Campo } from './types';

// Supply points

const POD_LOOSE =
  /(?<![A-Z0-9])[I1l|][T7]\s?([0-9OoQDIl|SBZ]{3})\s?[E£F]\s?([0-9OoQDIl|SBZ]{4}\s?[0-9OoQDIl|SBZ]{4})(?![0-9])/g;
const POD_LABEL = /\bcodice pod\b|\bpod\b|punto di prelievo|codice identificativo del punto di prelievo/;

export function findPod(doc: Doc): Campo<'pod'> | null {
  let best: { pod: string; labelled: boolean; fixed: boolean } | null = null;
  for (const line of doc.lines) {
    for (const m of line.text.matchAll(POD_LOOSE)) {
      const a = digitsOf(m[1] ?? '');
      const b = digitsOf((m[2] ?? '').replace(/\s/g, ''));
      const pod = `IT${a.text}E${b.text}`;
      if (!isValidPod(pod)) continue;
      const fixed = a.fixed || b.fixed || !m[0].replace(/\s/g, '').startsWith('IT') || /\s/.test(m[0]);
      const before = fold(line.text.slice(0, m.index));
      const labelled = POD_LABEL.test(before) || POD_LABEL.test(fold(doc.lines[line.index - 1]?.text ?? ''));
      if (!best || (labelled && !best.labelled) || (!fixed && best.fixed && labelled === best.labelled)) {
        best = { pod, labelled, fixed };
      }
    }
  }
  if (!best) return null;
  return campo<'pod'>(doc, best.pod, best.labelled ? CONFIDENCE.checked : CONFIDENCE.inferred, best.fixed);
}

const PDR_LABEL = /\bcodice pdr\b|\bcod\. ?pdr\b|\bpdr\b|punto di riconsegna/;

function readPdr(text: string): { pdr: string; fixed: boolean } | null {
  for (const m of text.matchAll(/(?<![\d])([\dOoQDIlSB](?:[\dOoQDIlSB]| (?=[\dOoQDIlSB])){12,20})/g)) {
    const { text: digits, fixed } = digitsOf((m[1] ?? '').replace(/\s/g, ''));
    if (isValidPdr(digits)) return { pdr: digits, fixed: fixed && /[^\d\s]/.test(m[1] ?? '') };
  }
  return null;
}

export function findPdr(doc: Doc): Campo<'pdr'> | null {
  const labelled = valueAfter(doc, PDR_LABEL, (t) => readPdr(t));
  if (labelled) return campo<'pdr'>(doc, labelled.value.pdr, CONFIDENCE.checked, labelled.value.fixed);
  // no label: a lone group of exactly 14 digits
  for (const line of doc.lines) {
    const m = /(?<![\d.,/])(\d{14})(?![\d.,/])/.exec(line.text);
    if (m?.[1]) return campo<'pdr'>(doc, m[1], CONFIDENCE.inferred * 0.8);
  }
  return null;
}

// Technical data

const POTENZA_LABEL =
  /pot\. impegnata|potenza (?:contrattualmente |contrattuale )?impegnata|impegno di potenza|potenza contrattuale|potenza impegnata/;
const TENSIONE_LABEL = /tensione(?: di alimentazione| di fornitura| nominale)?|livello di tensione/;
const CONSUMO_LABEL =
  /consumo annuo(?: stimato| complessivo)?|consumo annuale|consumo (?:degli |negli )?ultimi 12 mesi|consumi (?:degli |negli )?ultimi 12 mesi|consumo (?:totale )?(?:dell'ultimo anno|annuo \(ultimi 12 mesi\))/;
const REMI_LABEL = /codice remi|cod\. ?remi|\bremi\b|cabina remi|punto di consegna remi/;
const CATEGORIA_LABEL = /categoria d'?uso|categoria uso|cat\. ?(?:d'?)?uso|\bcategoria\b|tipologia d'?uso/;

export function findPotenza(doc: Doc): Campo<'potenzaImpegnataKw'> | null {
  const r = valueAfter(doc, POTENZA_LABEL, (t, c, hit) =>
    numberWithUnit(t, /kw/, 0.5, 10000, c.where === 'below' && /\(kw\)/.test(labelCell(doc, hit))),
  );
  return r ? campo<'potenzaImpegnataKw'>(doc, r.value.n, CONFIDENCE.labelled, r.value.fixed) : null;
}

export function findTensione(doc: Doc): Campo<'tensioneV'> | null {
  const r = valueAfter(doc, TENSIONE_LABEL, (t, c, hit) => {
    const inLabel = c.where === 'below' && /\((?:v|volt)\)/.test(labelCell(doc, hit));
    const v = numberWithUnit(t, /v|volt/, 100, 1000, inLabel);
    if (v) return v;
    const kv = numberWithUnit(t, /kv/, 1, 400);
    return kv ? { n: kv.n * 1000, fixed: kv.fixed } : null;
  });
  if (!r) return null;
  // the usual supply voltages
  const usual = [220, 230, 380, 400, 15000, 20000].includes(r.value.n);
  return campo<'tensioneV'>(doc, r.value.n, usual ? CONFIDENCE.labelled : CONFIDENCE.inferred, r.value.fixed);
}

export function findConsumi(doc: Doc): Pick<CampiBolletta, 'consumoAnnuoKwh' | 'consumoAnnuoSmc'> {
  const out: Pick<CampiBolletta, 'consumoAnnuoKwh' | 'consumoAnnuoSmc'> = {};
  for (const hit of findLabels(doc, CONSUMO_LABEL)) {
    const unitInLabel = /kwh/.test(doc.lines[hit.line]?.cells[hit.cell]?.folded ?? '')
      ? 'kwh'
      : /smc|sm3|m3|mc\b/.test(doc.lines[hit.line]?.cells[hit.cell]?.folded ?? '')
        ? 'smc'
        : null;
    for (const c of candidatesOf(doc, hit)) {
      if (c.where === 'below2') continue;
      const kwh = numberWithUnit(c.text, /kwh/, 1, 1e8, unitInLabel === 'kwh');
      const smc = kwh
        ? null
        : numberWithUnit(c.text, /s ?m ?[ce3]|[5$]mc|sm³|mc|m3|m³|metri cubi/, 1, 1e8, unitInLabel === 'smc');
      if (kwh && !out.consumoAnnuoKwh) {
        out.consumoAnnuoKwh = campo<'consumoAnnuoKwh'>(doc, kwh.n, CONFIDENCE.labelled, kwh.fixed);
        break;
      }
      if (smc && !out.consumoAnnuoSmc) {
        out.consumoAnnuoSmc = campo<'consumoAnnuoSmc'>(doc, smc.n, CONFIDENCE.labelled, smc.fixed);
        break;
      }
      if (kwh || smc) break;
    }
  }
  return out;
}

export function findRemi(doc: Doc): Campo<'codiceRemi'> | null {
  const r = valueAfter(doc, REMI_LABEL, (t) => {
    const m = /(?<![\d])([\dOoIl]{8}(?:-\d{1,3})?|\d{6,10})(?![\d])/.exec(t);
    if (!m?.[1]) return null;
    const d = digitsOf(m[1]);
    return /^\d{6,10}(?:-\d{1,3})?$/.test(d.text)
      ? { remi: d.text, fixed: d.fixed && /[^\d-]/.test(m[1]) }
      : null;
  });
  if (!r) return null;
  const base = /^\d{8}$/.test(r.value.remi) ? CONFIDENCE.checked : CONFIDENCE.labelled;
  return campo<'codiceRemi'>(doc, r.value.remi, base, r.value.fixed);
}

export function findCategoria(doc: Doc): Campo<'categoriaUsoGas'> | null {
  const r = valueAfter(doc, CATEGORIA_LABEL, (t) => {
    const m = /(?<![\p{L}\d])([CcTt])\s?([1-5IlL|])(?![\p{L}\d])/u.exec(t);
    if (!m) return null;
    const digit = digitsOf(m[2] ?? '').text.replace(/L/, '1');
    const value = `${(m[1] ?? '').toUpperCase()}${digit}`;
    if (!(CATEGORIE_USO_GAS as readonly string[]).includes(value)) return null;
    return { value: value as CategoriaUsoGas, fixed: !/^[CT][1-5]$/.test(m[0].replace(/\s/g, '')) };
  });
  return r ? campo<'categoriaUsoGas'>(doc, r.value.value, CONFIDENCE.checked, r.value.fixed) : null;
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
  const e = /energia elettrica|bolletta (?:della )?luce|\bkwh\b/.test(text);
  const g = /gas naturale|bolletta (?:del )?gas|\bsmc\b/.test(text);
  if (!e && !g) return null;
  return campo<'commodity'>(doc, e && g ? 'dual' : e ? 'luce' : 'gas', CONFIDENCE.doubtful);
}
