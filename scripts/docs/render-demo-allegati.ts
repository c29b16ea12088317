import { DEMO_ATTACHMENT_TYPES, DEMO_TIPI_ALLEGATO } from '../../src/server/store/demo-allegati';
import { table } from './markdown';

// The attachment types' section of docs/demo-data.md, drawn from demo-allegati.ts.

export function renderAllegatiSections(): string[] {
  // one row per contract type and operation; the commodities that ask the same are listed together
  const groups = new Map<string, { commodities: string[]; mandatory: string[]; optional: string[] }>();
  for (const r of DEMO_TIPI_ALLEGATO) {
    const key = `${r.tipoContratto} | ${r.operazione}`;
    const group = groups.get(key) ?? { commodities: [], mandatory: [], optional: [] };
    if (!group.commodities.includes(r.commodity)) group.commodities.push(r.commodity);
    const list = r.obbligatorio ? group.mandatory : group.optional;
    if (!list.includes(r.tipoAllegato)) list.push(r.tipoAllegato);
    groups.set(key, group);
  }
  const names = (types: string[]) => types.map((t) => `\`${t}\``).join(', ') || '—';
  return [
    '## Attachment types',
    '',
    'What caricamentoAllegati asks for (`GET /api/v1/allegati/{tipoContratto}/operazioneCommerciale/{operazione}/commodity`).',
    'An identity document uploaded through `POST /api/v1/vendite/{uuid}/documento-identita` counts as',
    '`DOCUMENTO_IDENTITA`. Files are PDF, JPEG or PNG (told by content), at most 10 MB each.',
    '',
    table(
      ['type', 'description (it)', 'description (en)'],
      Object.entries(DEMO_ATTACHMENT_TYPES).map(([type, d]) => [`\`${type}\``, d.it, d.en]),
    ),
    '',
    table(
      ['contract type', 'operation', 'commodities', 'mandatory', 'optional'],
      [...groups].map(([key, g]) => [
        ...key.split(' | '),
        g.commodities.join(', '),
        names(g.mandatory),
        names(g.optional),
      ]),
    ),
    '',
  ];
}
