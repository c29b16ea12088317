// The supply points: a POD or a PDR found by its format and check character, as OCR may misread it,
// backed by its label when one stands before it.
import { isValidPdr, isValidPod } from '../../../../shared/validation/supply-point';
import type { Doc } from './parse-doc';
import { CONFIDENCE, campo, fold } from './parse-doc';
import { valueAfter } from './parse-values';
import { digitsOf } from './parse-numbers';
import type { Campo } from './types';

/** A POD as OCR may read it: 1 or l for I, 7 for T, O or @ for 0, a stroke doubled ("I1T054E…"). */
const POD_LOOSE =
  /(?<![A-Z0-9])[I1l|]{1,2}[T7]\s?([0-9OoQDIl|SBZ@]{3})\s?[E£F]\s?([0-9OoQDIl|SBZ@]{4}\s?[0-9OoQDIl|SBZ@]{4})(?![0-9])/g;
export const POD_LABEL =
  /\bcodice pod\b|\bpod\b|punto di prelievo|codice identificativo del punto di prelievo/;

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

export const PDR_LABEL = /\bcodice pdr\b|\bcod\. ?pdr\b|\bpdr\b|punto di riconsegna/;

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
  // no label: a lone group of exactly 14 digits (not the end of a mandate's reference, "LE8271…")
  for (const line of doc.lines) {
    const m = /(?<![\p{L}\d.,/])(\d{14})(?![\d.,/])/u.exec(line.text);
    if (m?.[1]) return campo<'pdr'>(doc, m[1], CONFIDENCE.inferred * 0.8);
  }
  return null;
}
