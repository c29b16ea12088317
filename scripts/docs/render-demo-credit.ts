import { DEFAULT_KO_MESSAGE } from '../../src/server/funnel/credit-check';
import { DEMO_CREDIT_RULES, DEMO_CREDIT_SWITCHES } from '../../src/server/store/demo-credit';
import { DEMO_BRANDS } from '../../src/server/store/demo-data';
import { table } from './markdown';

// The credit check's section of docs/demo-data.md, drawn from demo-credit.ts.

const FIELD_NAMES: Record<string, string> = {
  codiceFiscale: 'codice fiscale',
  partitaIva: 'partita IVA',
  cap: 'CAP of the address',
  codiceCliente: 'customer code',
};

export function renderCreditSections(): string[] {
  return [
    '## Credit check',
    '',
    'Each brand switches the check on or off; a KO leads to creditCheckKo with the brand’s message.',
    'A brand that does not check answers OK to every request. The seed writes the switches and the',
    'messages when it creates a brand only, so what an operator changed survives a restart.',
    '',
    table(
      ['brand', 'checks', 'message on creditCheckKo'],
      DEMO_BRANDS.map((b) => {
        const s = DEMO_CREDIT_SWITCHES[b.id];
        return [
          `${b.id} ${b.nome}`,
          s?.creditCheckEnabled ? 'yes' : 'no',
          s?.creditCheckMessage ?? `default: “${DEFAULT_KO_MESSAGE.it}”`,
        ];
      }),
    ),
    '',
    'The values that fail (`POST /api/v1/credit-check` for a new customer,',
    '`POST /api/v1/credit-check/existing` by identifier); every other valid value passes:',
    '',
    table(
      ['field', 'value', 'brands', 'reason (internal, never shown)'],
      DEMO_CREDIT_RULES.map((r) => [
        FIELD_NAMES[r.campo] ?? r.campo,
        `\`${r.valore}\``,
        r.marchioId === null || r.marchioId === undefined
          ? 'every brand that checks'
          : `brand ${r.marchioId} only`,
        r.motivo,
      ]),
    ),
    '',
  ];
}
