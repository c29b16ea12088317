import type { Comune } from '../../src/server/services/adapters/places/places';
import comuniData from '../../src/server/services/adapters/places/comuni.json' with { type: 'json' };
import { DEMO_BRANDS } from '../../src/server/store/demo-data';
import type { DemoSupplyPoint } from '../../src/server/store/demo-registry';
import {
  DEMO_FUNNEL_CAPS,
  DEMO_HOLDERS,
  DEMO_REMI,
  DEMO_REMI_MISMATCH,
  DEMO_SUPPLY_POINTS,
  DEMO_UNKNOWN_PDR,
  DEMO_UNKNOWN_POD,
  DEMO_UNKNOWN_REMI,
} from '../../src/server/store/demo-registry';
import { table } from './markdown';

// The supply registry's sections of docs/demo-data.md: the supply points, the REMI codes and the
// CAPs where each brand sells, drawn from demo-registry.ts and the places data the server answers with.

const comuni = comuniData as Comune[];
const byIstat = new Map(comuni.map((c) => [c.codiceIstat, c]));
const holderName = new Map<string, string>(
  Object.values(DEMO_HOLDERS).map((h) => [h.codice, `${h.nome} (\`${h.codice}\`)`]),
);

function comuneOf(codiceIstat: string): Comune {
  const c = byIstat.get(codiceIstat);
  if (!c) throw new Error(`demo REMI: no comune with ISTAT code ${codiceIstat}`);
  return c;
}

function addressOf(p: DemoSupplyPoint): string {
  const a = p.indirizzo;
  return `${a.toponimo} ${a.via} ${a.civico}, ${a.cap} ${a.comune} (${a.provincia})`;
}

function technicalOf(p: DemoSupplyPoint): string {
  return p.commodity === 'LUCE'
    ? `${p.potenzaKw} kW ${p.tensione}, use ${p.usoLuce}, ${p.consumoAnnuo} kWh/year`
    : `use ${p.usoGas}, category ${p.categoriaUsoGas}, REMI \`${p.codiceRemi}\`, ${p.consumoAnnuo} Smc/year`;
}

function supplyPoints(): string[] {
  return [
    '## Supply registry',
    '',
    'The national registry of supply points (POD for electricity, PDR for gas) that the funnel looks a',
    "code up in. A point's state decides the operation: ATTIVO (active with another supplier) is the",
    'ordinary switch of ATTIVAZIONE, CESSATO (ceased) needs SUBENTRO, ATTIVO_ALTRO_INTESTATARIO (active',
    'under another holder) needs VOLTURA. Codes are found as typed: lower case and spaces do not count.',
    'Each state has a POD and a PDR at the same address, so a dual offer (x03) walks it too.',
    '',
    table(
      ['POD / PDR', 'commodity', 'state', 'walks', 'holder', 'address', 'distributor', 'technical data'],
      DEMO_SUPPLY_POINTS.map((p) => [
        `\`${p.pdp}\``,
        p.commodity,
        p.stato,
        p.caso,
        p.intestatario ? (holderName.get(p.intestatario) ?? `\`${p.intestatario}\``) : 'none (ceased)',
        addressOf(p),
        p.distributore,
        technicalOf(p),
      ]),
    ),
    '',
    `Not in the registry (fornituraNonTrovata): POD \`${DEMO_UNKNOWN_POD}\`, PDR \`${DEMO_UNKNOWN_PDR}\`,`,
    'well-formed codes that no point has.',
    '',
  ];
}

function remiCodes(): string[] {
  const rows = DEMO_REMI.map((r) => {
    const served = r.comuni.map(comuneOf).sort((a, b) => a.nome.localeCompare(b.nome, 'it'));
    const province = [...new Map(served.map((c) => [c.codiceIstat.slice(0, 3), c])).entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([codice, c]) => `${codice} ${c.provincia} ${c.nomeProvincia}`);
    return [
      `\`${r.codiceRemi}\``,
      r.area,
      served.map((c) => `${c.nome} (${c.provincia}, ${c.codiceIstat})`).join(', '),
      province.join('; '),
    ];
  });
  const mismatch = DEMO_REMI_MISMATCH;
  return [
    '## REMI codes',
    '',
    'The gas city gate (REMI code, 8 digits) a PDR is fed from serves a list of comuni:',
    '`GET /api/v1/configurations/codici-remi/{remi}` answers them by name, `GET',
    '/api/v1/configurations/province/{remi}` their provinces by ISTAT province code. Each demo gas point',
    "lies in a comune its REMI code serves. A comune's ISTAT province code is the first three digits of",
    'its own.',
    '',
    table(['REMI', 'area', 'comuni (province, ISTAT code)', 'provinces (ISTAT code, sigla, name)'], rows),
    '',
    `A mismatch for verificaRemi: REMI \`${mismatch.codiceRemi}\` does not serve ${mismatch.comune}`,
    `(${mismatch.provincia}). \`${DEMO_UNKNOWN_REMI}\` is a well-formed code no city gate has (404`,
    '`not_found`); a code that is not 8 digits answers 400.',
    '',
  ];
}

function funnelCaps(): string[] {
  const placesOf = (cap: string) =>
    comuni
      .filter((c) => c.cap.includes(cap))
      .map((c) => c.nome)
      .join(', ');
  return [
    '## Where each brand sells',
    '',
    '`GET /api/v1/funnels/caps` answers the CAPs where the host brand\'s funnel sells; `{ "caps": null }`',
    'means it sells everywhere (the brand lists no CAP).',
    '',
    table(
      ['brand', 'sells at'],
      DEMO_BRANDS.map((b) => {
        const caps = DEMO_FUNNEL_CAPS[b.id];
        return [
          `${b.id} \`${b.codice}\``,
          caps?.length
            ? caps.map((cap) => `\`${cap}\` (${placesOf(cap)})`).join(', ')
            : 'everywhere (`{ "caps": null }`)',
        ];
      }),
    ),
    '',
    "The address of the ATTIVAZIONE walk above, 20121 Milano, is outside Borea's list; the supply points",
    'at Napoli, Roma, Monza and Torino are inside it.',
    '',
  ];
}

export function renderRegistrySections(): string[] {
  return [...supplyPoints(), ...remiCodes(), ...funnelCaps()];
}
