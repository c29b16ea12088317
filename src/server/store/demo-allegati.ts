import type { Operazione, TipoContratto } from '../../shared/domain';
import { COMMODITIES, OPERAZIONI, TIPI_CONTRATTO } from '../../shared/domain';
import { TIPO_DOCUMENTO_IDENTITA } from '../../shared/files';
import type { tipiAllegato } from './schema';

// The attachment types each operation asks for (issue 5), per contract type and commodity, seeded by
// seed-allegati.ts; docs/demo-data.md lists them. A retailer edits the table; these are the demo's
// rules, the usual ones of the Italian market.

export const DEMO_ATTACHMENT_TYPES = {
  [TIPO_DOCUMENTO_IDENTITA]: {
    it: "Documento d'identità dell'intestatario, fronte e retro",
    en: "The holder's identity document, front and back",
  },
  DICHIARAZIONE_TITOLO_IMMOBILE: {
    it: "Dichiarazione sostitutiva del titolo di possesso o detenzione dell'immobile",
    en: 'Self-declaration of the title by which the property is owned or occupied',
  },
  MODULO_VOLTURA: {
    it: "Modulo di voltura firmato dall'intestatario uscente",
    en: 'Transfer of ownership form signed by the outgoing holder',
  },
  DOCUMENTO_IDENTITA_USCENTE: {
    it: "Documento d'identità dell'intestatario uscente",
    en: "The outgoing holder's identity document",
  },
  VISURA_CAMERALE: {
    it: 'Visura camerale della società, di non oltre sei mesi',
    en: "The company's chamber of commerce extract, no older than six months",
  },
  VERBALE_NOMINA_AMMINISTRATORE: {
    it: "Verbale di nomina dell'amministratore di condominio",
    en: 'Minutes appointing the condominium administrator',
  },
  ALTRO_DOCUMENTO: {
    it: 'Altro documento utile alla pratica',
    en: 'Any other document useful to the request',
  },
} as const;
export type DemoAttachmentType = keyof typeof DEMO_ATTACHMENT_TYPES;

/** [type, mandatory] in display order. */
type Need = readonly [DemoAttachmentType, boolean];

/**
 * What an operation asks for. The identity document always (for CAMBIO_PRODOTTO only if the customer
 * wants: an existing customer proved who they are with the code sent to the contact on file, and
 * domain.md asks no new documents there); SUBENTRO the title to the property, VOLTURA the form signed
 * by the outgoing holder with that holder's identity document; a company its registry extract, a
 * condominium its administrator's appointment.
 */
export function attachmentNeeds(tipoContratto: TipoContratto, operazione: Operazione): Need[] {
  const newContract = operazione !== 'CAMBIO_PRODOTTO';
  const needs: Need[] = [[TIPO_DOCUMENTO_IDENTITA, newContract]];
  if (operazione === 'SUBENTRO') needs.push(['DICHIARAZIONE_TITOLO_IMMOBILE', true]);
  if (operazione === 'VOLTURA') needs.push(['MODULO_VOLTURA', true], ['DOCUMENTO_IDENTITA_USCENTE', true]);
  if (tipoContratto === 'ALTRI_USI') needs.push(['VISURA_CAMERALE', newContract]);
  if (tipoContratto === 'CONDOMINIO') needs.push(['VERBALE_NOMINA_AMMINISTRATORE', newContract]);
  needs.push(['ALTRO_DOCUMENTO', false]);
  return needs;
}

const ORDER = Object.keys(DEMO_ATTACHMENT_TYPES) as DemoAttachmentType[];

/** Every (contract type, operation, commodity) with its types: the rows of tipi_allegato. */
export const DEMO_TIPI_ALLEGATO: (typeof tipiAllegato.$inferInsert)[] = TIPI_CONTRATTO.flatMap(
  (tipoContratto) =>
    OPERAZIONI.flatMap((operazione) =>
      COMMODITIES.flatMap((commodity) =>
        attachmentNeeds(tipoContratto, operazione).map(([tipoAllegato, obbligatorio]) => ({
          tipoContratto,
          operazione,
          commodity,
          tipoAllegato,
          descrizioneIt: DEMO_ATTACHMENT_TYPES[tipoAllegato].it,
          descrizioneEn: DEMO_ATTACHMENT_TYPES[tipoAllegato].en,
          obbligatorio,
          ordine: ORDER.indexOf(tipoAllegato) + 1,
        })),
      ),
    ),
);
