import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { tensioneOfVolt } from '../../shared/domain';
import { CAMPI_BOLLETTA, SURE_CONFIDENCE } from '../../shared/schemas/bills';
import type { CampiBolletta, CampoBolletta, IndirizzoBolletta } from '../../shared/schemas/bills';
import type { Estrazione } from '../api/bills-api';
import { useFunnel } from '../shell/funnel-context';
import { enumKey } from './enum-label';

// What was read from the customer's bills (api-contract.md "Bills"): each value with the engine's
// confidence. The fast flow's screens prefill their forms from the proposal that POST /clients/populate
// filled, and mark each value that is still the one read, so the customer knows what to check.
// Screens that show marks add bill-readings.css to their stylesheet.

export type Reading = { valore: unknown; confidenza: number };

/**
 * The value of `campo` in the latest completed extraction that read it. With `tipo` (a supply's
 * fields) only that supply's bills count, its own slot first, then a bill of the other slot that
 * reads as one of this commodity or a dual one: a luce bill's supplier is not the gas supplier.
 */
export function readingOf(
  estrazioni: readonly Estrazione[] | undefined,
  campo: CampoBolletta,
  tipo?: Estrazione['tipo'],
): Reading | undefined {
  const fits = (e: Estrazione) => {
    const commodity = e.campi.commodity?.valore;
    return !tipo || e.tipo === tipo || commodity === tipo || commodity === 'dual';
  };
  const done = (estrazioni ?? []).filter(
    (e) => e.stato === 'completata' && e.campi[campo] !== undefined && fits(e),
  );
  const own = done.filter((e) => e.tipo === tipo);
  return (own.at(-1) ?? done.at(-1))?.campi[campo];
}

/** Reads `campo` from the sale's bills (the funnel context's vendita). */
export function useReadings(tipo?: Estrazione['tipo']) {
  const { vendita } = useFunnel();
  return (campo: CampoBolletta) => readingOf(vendita.estrazioniBollette, campo, tipo);
}

/** Whether any bill of the sale was read: the screens then say what the marks mean. */
export function useAnyReading(): boolean {
  const { vendita } = useFunnel();
  return (vendita.estrazioniBollette ?? []).some(
    (e) => e.stato === 'completata' && Object.keys(e.campi).length > 0,
  );
}

const canonical = (v: unknown) =>
  typeof v === 'number' || typeof v === 'string' ? String(v).replace(/\s+/g, '').toUpperCase() : '';

/** Whether the form still holds the value read (spaces and case aside: "it001e…" is the same POD). */
export function sameAsRead(read: unknown, current: unknown): boolean {
  const r = canonical(read);
  if (!r) return false;
  if (typeof read === 'number') return current !== '' && current != null && Number(current) === read;
  return r === canonical(current);
}

/** The reading of the volts as the form's supply type (230 V → MONOFASE); none for other volts. */
export function tensioneReading(volt: Reading | undefined): Reading | undefined {
  // the bill prints volts, the form asks the supply type: the same table as the server's (domain.ts)
  const tensione = typeof volt?.valore === 'number' ? tensioneOfVolt(volt.valore) : undefined;
  return volt && tensione ? { valore: tensione, confidenza: volt.confidenza } : undefined;
}

/** "Letto dalla bolletta · sicuro" or "· da verificare": a badge, read as text by screen readers. */
export function ReadMark({ confidenza }: { confidenza: number }) {
  const { t } = useTranslation();
  // the server's threshold (shared/schemas/bills.ts): below it the customer is asked to check
  const sure = confidenza >= SURE_CONFIDENCE;
  return (
    <span className={`bill-read ${sure ? 'bill-read--sure' : 'bill-read--check'}`}>
      {t(sure ? 'bill_readings.sure' : 'bill_readings.check')}
    </span>
  );
}

/**
 * A field's hint with the mark in front while the field holds the value read: once the customer
 * writes another value it is theirs, and the mark goes.
 */
export function markedHint(reading: Reading | undefined, current: unknown, hint?: ReactNode): ReactNode {
  if (!reading || !sameAsRead(reading.valore, current)) return hint;
  return (
    <>
      <ReadMark confidenza={reading.confidenza} />
      {hint ? (
        <>
          {/* a pause between the mark and the hint for screen readers */}
          <span className="bill-read__pause">. </span> {hint}
        </>
      ) : null}
    </>
  );
}

/** "Via Roma 10, 20121 Milano (MI)", from the parts found. */
export function addressText(i: IndirizzoBolletta | undefined): string {
  if (!i) return '';
  const street = [i.toponimo, i.via, i.civico].filter(Boolean).join(' ');
  const place = [i.cap, i.comune].filter(Boolean).join(' ');
  return [street, `${place}${i.provincia ? ` (${i.provincia})` : ''}`.trim()].filter(Boolean).join(', ');
}

/** A value read, as the customer's language writes it ("2.700 kWh", "C1 – Riscaldamento"). */
export function formatReading(campo: CampoBolletta, valore: unknown, t: TFunction, language: string): string {
  const number = (v: unknown, unit: string) =>
    `${new Intl.NumberFormat(language === 'it' ? 'it-IT' : 'en-GB', { maximumFractionDigits: 1 }).format(Number(v))} ${unit}`;
  switch (campo) {
    case 'commodity':
      return t(`bill_readings.commodity.${String(valore)}`);
    case 'tipoIntestatario':
      return t(enumKey('tipo_anagrafica', String(valore)));
    case 'categoriaUsoGas':
      return t(enumKey('categoria_uso_gas', String(valore)));
    case 'indirizzoFornitura':
      return addressText(valore as IndirizzoBolletta);
    case 'potenzaImpegnataKw':
      return number(valore, 'kW');
    case 'tensioneV':
      return number(valore, 'V');
    case 'consumoAnnuoKwh':
      return number(valore, 'kWh');
    case 'consumoAnnuoSmc':
      return number(valore, 'Smc');
    default:
      return String(valore);
  }
}

/** The name of a field read, in the page language (i18n keys are snake_case: consumo_annuo_kwh). */
export function readingLabel(campo: CampoBolletta, t: TFunction): string {
  return t(`bill_readings.fields.${campo.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`);
}

/** The fields read, in the bill schema's order; the bill's kind is the slot's own, so left out. */
export function readEntries(campi: CampiBolletta): [CampoBolletta, Reading][] {
  return CAMPI_BOLLETTA.flatMap((campo) => {
    const reading = campi[campo];
    return reading && campo !== 'commodity' ? [[campo, reading] as [CampoBolletta, Reading]] : [];
  });
}
