// spec 5: which choices the funnel offers depend on the offer's tipoContrattoOfferta.
import {
  POTENZA_MAX_KW,
  POTENZA_MIN_KW,
  POTENZA_STEP_KW,
  POTENZA_SUGGERISCI_TRIFASE_KW,
  TITOLI,
  USI_LUCE,
  type TipoAnagrafica,
  type TipoContratto,
  type Titolo,
  type UsoGas,
  type UsoLuce,
} from './domain';

/** spec 5: DOMESTICO excludes the legal representative; business contracts exclude the tenant. */
export function titoliAmmessi(tipoContratto: TipoContratto): Titolo[] {
  const escluso: Titolo = tipoContratto === 'DOMESTICO' ? 'LEGALE RAPPRESENTANTE' : 'AFFITTUARIO';
  return TITOLI.filter((titolo) => titolo !== escluso);
}

/** spec 5: DOMESTICO only other low-voltage uses and domestic; otherwise all. */
export function usiLuceAmmessi(tipoContratto: TipoContratto): UsoLuce[] {
  if (tipoContratto === 'DOMESTICO') return ['ALTRI_USI_BT', 'DOMESTICO'];
  return [...USI_LUCE];
}

/** spec 5: gas uses per contract type; a type spec 5 does not name gets none. */
export function usiGasAmmessi(tipoContratto: string): UsoGas[] {
  switch (tipoContratto) {
    case 'DOMESTICO':
      return ['DOMESTICO', 'CONDOMINIO_USO_DOMESTICO'];
    case 'CONDOMINIO':
      return ['INDUSTRIALE', 'CONDOMINIO_USO_DOMESTICO'];
    case 'ALTRI_USI':
      return ['USI_DIVERSI', 'CONDOMINIO_USO_DOMESTICO', 'INDUSTRIALE'];
    default:
      return [];
  }
}

/** Who can sign: a household is a natural person, a condominium is represented as a body. */
export function tipiAnagraficaAmmessi(tipoContratto: TipoContratto): TipoAnagrafica[] {
  switch (tipoContratto) {
    case 'DOMESTICO':
      return ['PF'];
    case 'ALTRI_USI':
      return ['PF', 'PG'];
    case 'CONDOMINIO':
      return ['PG'];
  }
}

/** spec 3 and 9: committed power 0.5..20 kW in steps of 0.5. */
export function isPotenzaValida(kw: number): boolean {
  return (
    Number.isFinite(kw) &&
    kw >= POTENZA_MIN_KW &&
    kw <= POTENZA_MAX_KW &&
    Number.isInteger((kw - POTENZA_MIN_KW) / POTENZA_STEP_KW)
  );
}

/** domain.md: above 6 kW the funnel suggests TRIFASE (380 V). */
export function suggerisciTrifase(kw: number): boolean {
  return kw > POTENZA_SUGGERISCI_TRIFASE_KW;
}
