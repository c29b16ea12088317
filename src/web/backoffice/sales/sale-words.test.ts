import { describe, expect, it } from 'vitest';
import { OPERAZIONI, STEP_NAMES } from '../../../shared/domain';
import { CATEGORIE_ALLEGATO } from '../../../shared/files';
import { DOCUMENT_TYPES } from '../../../shared/schemas/catalogue-admin';
import { SALE_EVENT_TYPES } from '../../../shared/schemas/sale-events';
import { valueKey } from '../../../shared/text-key';
import { TRACK_EVENT_NAMES } from '../../../shared/track-events';
import { backofficePageTexts } from '../funnel-texts';

// The codes a sale's page and the sales list show, each with its words in both languages: the page
// falls back to the code itself, so a missing word would show staff a code again.

const CODES: Record<string, readonly string[]> = {
  'operazioni.name': OPERAZIONI,
  'report.steps': STEP_NAMES,
  'backoffice.sales.page.file_kinds': CATEGORIE_ALLEGATO,
  'backoffice.sales.page.event_types': SALE_EVENT_TYPES,
  'backoffice.sales.page.analytics_events': TRACK_EVENT_NAMES,
  'backoffice.sales.page.offer_view.document_types': DOCUMENT_TYPES,
  // the server's kinds of mail (funnel/signing.ts, existing-customers.ts, resume.ts, contracts.ts,
  // backoffice/sale-actions.ts) and of codes (signing.ts, existing-customers.ts)
  'backoffice.sales.page.message_kinds': [
    'otp_firma',
    'otp_cliente',
    'firma_conferma',
    'contratto',
    'resume',
  ],
  'backoffice.sales.page.code_purposes': ['FIRMA', 'CLIENTE'],
  'enums.canale_otp': ['email', 'sms'],
  'supply_point.commodity': ['LUCE', 'GAS', 'LUCE_GAS'],
  'supply_point.contract': ['DOMESTICO', 'ALTRI_USI', 'CONDOMINIO'],
  'backoffice.sales.page.offer_view.units': ['euro_kwh', 'euro_smc', 'euro_mese', 'euro_anno'],
};

function textOf(texts: Record<string, unknown>, key: string): unknown {
  return key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], texts);
}

describe("the words of a sale's codes", () => {
  it.each(['it', 'en'] as const)('%s: every code the sales pages show has its words', (lang) => {
    const texts = backofficePageTexts(lang);
    const keys = Object.entries(CODES).flatMap(([group, codes]) =>
      // report.steps is keyed by the step's own (camelCase) name
      codes.map((c) => (group === 'report.steps' ? `${group}.${c}` : valueKey(group, c))),
    );
    expect(keys.filter((k) => typeof textOf(texts, k) !== 'string')).toEqual([]);
  });
});
