import { useWatch } from 'react-hook-form';
import type { TipoContratto } from '../../../shared/domain';
import type { Reading } from '../../components/bill-readings';
import { markedHint, tensioneReading, useReadings } from '../../components/bill-readings';
import type { FieldHint } from '../../components/technical/field-hint';
import { GasFields } from '../../components/technical/gas-fields';
import { LuceFields } from '../../components/technical/luce-fields';
import type { FornituraValues } from '../../components/technical/values';
import { BillFacts } from './bill-facts';

// The technical fields of datiTecnici, the ones a bill prints marked with the read confidence while
// they hold the value read, then what else the bill says (consumption, supplier).

/** The hints of supply `index`, marked where the field still holds what its bill read. */
function useReadHint(index: number, tipo: 'luce' | 'gas'): FieldHint {
  const read = useReadings(tipo);
  const f = (useWatch({ name: `forniture.${index}` }) ?? {}) as Partial<FornituraValues>;
  // the bill prints volts, the form asks the supply type
  const readingOf = (field: keyof FornituraValues): Reading | undefined =>
    field === 'tensione'
      ? tensioneReading(read('tensioneV'))
      : field === 'pod' || field === 'pdr' || field === 'potenzaImpegnataKw' || field === 'categoriaUsoGas'
        ? read(field)
        : undefined;
  return (field, plain) => markedHint(readingOf(field), f[field], plain);
}

export function LuceReadFields({ index, tipoContratto }: { index: number; tipoContratto: TipoContratto }) {
  const hint = useReadHint(index, 'luce');
  return (
    <>
      <LuceFields index={index} tipoContratto={tipoContratto} hint={hint} />
      <BillFacts tipo="luce" consumo="consumoAnnuoKwh" />
    </>
  );
}

export function GasReadFields({ index, tipoContratto }: { index: number; tipoContratto: TipoContratto }) {
  const hint = useReadHint(index, 'gas');
  return (
    <>
      <GasFields index={index} tipoContratto={tipoContratto} hint={hint} />
      <BillFacts tipo="gas" consumo="consumoAnnuoSmc" />
    </>
  );
}
