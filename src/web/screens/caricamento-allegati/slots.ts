import { TIPO_DOCUMENTO_IDENTITA } from '../../../shared/files';
import type { Allegato, TipoAllegatoView } from '../../../shared/schemas/files';

// The upload slots of caricamentoAllegati: one per attachment type the sale's operation asks for. A
// dual offer gets each type once per commodity from the server; the customer uploads it once.

export type Slot = { tipoAllegato: string; descrizione: string; obbligatorio: boolean };

/** One slot per type, in the server's order, mandatory when any commodity requires it; identity first. */
export function slotsOf(types: readonly TipoAllegatoView[]): Slot[] {
  const slots = new Map<string, Slot>();
  for (const t of types) {
    const slot = slots.get(t.tipoAllegato);
    if (slot) slot.obbligatorio ||= t.obbligatorio;
    else
      slots.set(t.tipoAllegato, {
        tipoAllegato: t.tipoAllegato,
        descrizione: t.descrizione,
        obbligatorio: t.obbligatorio,
      });
  }
  const list = [...slots.values()];
  return [
    ...list.filter((s) => s.tipoAllegato === TIPO_DOCUMENTO_IDENTITA),
    ...list.filter((s) => s.tipoAllegato !== TIPO_DOCUMENTO_IDENTITA),
  ];
}

/** The mandatory slots no file fills yet (the server checks the same on Next). */
export function missingSlots(slots: readonly Slot[], files: readonly Allegato[]): Slot[] {
  const have = new Set(files.map((f) => f.tipoAllegato));
  return slots.filter((s) => s.obbligatorio && !have.has(s.tipoAllegato));
}
