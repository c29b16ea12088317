import { OTP_POLICY } from '../../src/server/services/domain/otp/otp-service';
import { DEMO_BRANDS } from '../../src/server/store/demo-data';
import type { DemoCustomer, DemoSupply } from '../../src/server/store/demo-customers';
import { DEMO_CUSTOMERS } from '../../src/server/store/demo-customers';
import type { DatiTecniciGas, DatiTecniciLuce } from '../../src/server/store/repos/clienti';
import { table } from './markdown';

// The "Existing customers" section of docs/demo-data.md, drawn from demo-customers.ts.

const brandName = (id: number) => DEMO_BRANDS.find((b) => b.id === id)?.nome ?? String(id);

function nameOf(c: DemoCustomer): string {
  return c.tipo === 'PF' ? `${c.nome} ${c.cognome}` : (c.ragioneSociale ?? '');
}

function addressOf(f: DemoSupply): string {
  const a = f.indirizzo;
  return `${a.toponimo} ${a.via} ${a.civico}, ${a.cap} ${a.comune} (${a.provincia})`;
}

function technicalOf(f: DemoSupply): string {
  if (f.commodity === 'LUCE') {
    const d = f.datiTecnici as DatiTecniciLuce;
    return `${d.potenzaImpegnataKw} kW ${d.tensione}, use ${d.usoLuce}`;
  }
  const d = f.datiTecnici as DatiTecniciGas;
  return `use ${d.usoGas}, category ${d.categoriaUsoGas}, profile ${d.profiloSettimanale}, REMI \`${d.codiceRemi}\``;
}

export function renderCustomerSections(): string[] {
  const customers = DEMO_CUSTOMERS.map((c) => [
    `\`${c.codiceCliente}\``,
    brandName(c.marchioId),
    `${nameOf(c)} (${c.tipo})`,
    c.partitaIva && c.partitaIva !== c.codiceFiscale
      ? `\`${c.codiceFiscale}\` / P.IVA \`${c.partitaIva}\``
      : `\`${c.codiceFiscale}\`${c.partitaIva ? ' (also the partita IVA)' : ''}`,
    c.email ?? '— (code by SMS)',
    c.telefono ?? '—',
    c.forniture.map((f) => `\`${f.codiceFornitura}\``).join(', ') || 'none',
    c.caso,
  ]);
  const supplies = DEMO_CUSTOMERS.flatMap((c) =>
    c.forniture.map((f) => [
      `\`${f.codiceFornitura}\``,
      `\`${c.codiceCliente}\``,
      f.commodity,
      `\`${f.pdp}\``,
      f.tipoContratto,
      addressOf(f),
      technicalOf(f),
      f.offertaAttuale,
    ]),
  );
  return [
    '## Existing customers',
    '',
    'The retailer’s customers for ricercaCliente, verificaOtpCliente and selezioneFornitura (CAMBIO_PRODOTTO).',
    'A customer is known only to their own brand; an unknown one (e.g. `C9999999`) answers 404.',
    '',
    '1. POST `/api/v1/clients/send-otp?codice-cliente=&proposta-id=` takes the customer code, the codice fiscale',
    '   or the partita IVA and sends a six-digit code to the e-mail on file, or by SMS when there is none; read it',
    '   at `/dev/outbox`.',
    `   The code is valid ${OTP_POLICY.ttlMs / 60_000} minutes and locked after ${OTP_POLICY.maxAttempts} wrong tries; a new one can be sent every ${OTP_POLICY.resendIntervalMs / 1000} s, ${OTP_POLICY.maxSendsPerDay} a day.`,
    '2. POST `/api/v1/clients/auth?otp=&proposta-id=` answers the customer and their supplies.',
    '3. POST `/api/v1/forniture/populate?codice=&pdp=&proposta-id=&codice-fornitura=` fills the proposal from one',
    '   of them (holder, contacts, POD/PDR, address, technical data).',
    '',
    table(['code', 'brand', 'name', 'codice fiscale', 'e-mail', 'phone', 'supplies', 'case'], customers),
    '',
    '### Their supplies',
    '',
    'A supply fits an offer that carries its commodity with the same contract type (`compatibile` in the',
    'answer of /clients/auth); any other answers 409 `supply.incompatible`.',
    '',
    table(
      [
        'supply',
        'customer',
        'commodity',
        'POD / PDR',
        'contract',
        'address',
        'technical data',
        'current offer',
      ],
      supplies,
    ),
    '',
  ];
}
