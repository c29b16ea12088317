import { campiBollettaSchema } from '../../shared/schemas/bills';
import type { CampiBolletta } from '../../shared/schemas/bills';

// What a bill reading may give the customer: the fields that fit the shared schema (the one GET /v2
// answers with). The reader runs in another process and reads what a customer photographed: a value
// past a limit (a street of OCR noise, a CAP of seven characters) is left out, as if not read, rather
// than stored, and a reading stored before a limit tightened is filtered the same way when shown, so
// a reading never makes the sale unreadable.

const FIELDS = campiBollettaSchema.shape;

export function fittingCampi(campi: unknown): CampiBolletta {
  if (!campi || typeof campi !== 'object') return {};
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(campi)) {
    const field = FIELDS[name as keyof typeof FIELDS];
    if (!field) continue;
    if (field.safeParse(value).success) {
      kept[name] = value;
      continue;
    }
    // an address keeps the parts that fit
    const partial = fittingAddress(name, value);
    if (partial && field.safeParse(partial).success) kept[name] = partial;
  }
  return kept as CampiBolletta;
}

function fittingAddress(name: string, value: unknown) {
  if (name !== 'indirizzoFornitura' || !value || typeof value !== 'object') return null;
  const { valore, confidenza } = value as { valore?: unknown; confidenza?: unknown };
  if (!valore || typeof valore !== 'object') return null;
  const one = FIELDS.indirizzoFornitura.unwrap().shape.valore;
  const parts: Record<string, unknown> = {};
  for (const [part, v] of Object.entries(valore)) {
    if (one.safeParse({ [part]: v }).success) parts[part] = v;
  }
  return Object.keys(parts).length ? { valore: parts, confidenza } : null;
}
