import type { Commodity } from '../../../shared/domain';
import type { Fornitura, PropostaDraft } from '../../../shared/schemas/proposta';

// The technical data form: one entry per supply of the offer, named as the API's paths
// (`forniture.0.pod`), so the server's field errors land on their fields.

export type FornituraValues = {
  commodity: Commodity;
  pod?: string;
  /** the select's value: a string once chosen (toData makes it a number) */
  potenzaImpegnataKw?: string;
  tensione?: string;
  usoLuce?: string;
  pdr?: string;
  usoGas?: string;
  categoriaUsoGas?: string;
  profiloSettimanale?: string;
  residente?: boolean;
};
export type Values = { forniture: FornituraValues[] };

/** The saved supplies in the offer's commodity order (the server applies them by index). */
export function defaultsOf(commodities: Commodity[], saved: Fornitura[]): Values {
  return {
    forniture: commodities.map((commodity, i) => {
      const f = saved[i]?.commodity === commodity ? saved[i] : saved.find((s) => s.commodity === commodity);
      const common = { commodity, ...(f?.residente !== undefined ? { residente: f.residente } : {}) };
      return commodity === 'LUCE'
        ? {
            ...common,
            pod: f?.pod ?? '',
            ...(f?.potenzaImpegnataKw !== undefined
              ? { potenzaImpegnataKw: String(f.potenzaImpegnataKw) }
              : {}),
            ...(f?.tensione ? { tensione: f.tensione } : {}),
            ...(f?.usoLuce ? { usoLuce: f.usoLuce } : {}),
          }
        : {
            ...common,
            pdr: f?.pdr ?? '',
            ...(f?.usoGas ? { usoGas: f.usoGas } : {}),
            ...(f?.categoriaUsoGas ? { categoriaUsoGas: f.categoriaUsoGas } : {}),
            ...(f?.profiloSettimanale ? { profiloSettimanale: f.profiloSettimanale } : {}),
          };
    }),
  };
}

function kw(value: string | number | undefined): number | undefined {
  return value === undefined || value === '' ? undefined : Number(value);
}

/**
 * Which fields the step asks: datiTecniciOperazione has the point's code already (the registry or
 * the customer's supply), and a product change keeps power and voltage.
 */
export type Asked = { code?: boolean; power?: boolean };

/** What Next sends: each supply's own fields; residency only where it is asked (DOMESTICO). */
export function toData(values: Values, askResidency: boolean, asked: Asked = {}) {
  const { code = true, power = true } = asked;
  return {
    forniture: values.forniture.map((f) => {
      const residente = askResidency ? { residente: f.residente } : {};
      return f.commodity === 'LUCE'
        ? {
            commodity: f.commodity,
            ...(code ? { pod: f.pod } : {}),
            ...(power ? { potenzaImpegnataKw: kw(f.potenzaImpegnataKw), tensione: f.tensione } : {}),
            usoLuce: f.usoLuce,
            ...residente,
          }
        : {
            commodity: f.commodity,
            ...(code ? { pdr: f.pdr } : {}),
            usoGas: f.usoGas,
            categoriaUsoGas: f.categoriaUsoGas,
            profiloSettimanale: f.profiloSettimanale,
            ...residente,
          };
    }),
  };
}

/** The draft (PATCH /v2) holds the technical fields only: never the commodity. */
export function toDraft(values: Values, askResidency: boolean): PropostaDraft {
  return {
    forniture: toData(values, askResidency).forniture.map(({ commodity: _, ...fields }) => fields),
  } as PropostaDraft;
}
