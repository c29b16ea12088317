import crypto from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import enEnums from '../../../../shared/locales/en/enums.json';
import enSupplyPoint from '../../../../shared/locales/en/supply-point.json';
import type { ContractInput } from './contract-content';
import { contentHash, contractContent, maskIban } from './contract-content';
import { renderContract } from './contract-pdf';

// The signed contract (issue 5.6): the PDF's text, read back as a customer's reader would, holds
// every field of the proposal, the consents, the withdrawal notice and the audit trail.

const SIGNED_AT = '2026-11-22T10:00:00.000Z';

function input(overrides: Partial<ContractInput> = {}): ContractInput {
  return {
    lang: 'it',
    marchio: { nome: 'Lumen Energia', primario: '#1f4fd1', secondario: '#f2b705' },
    offerta: {
      nome: 'Lumen Casa Luce',
      codice: 'LUM-CASA-L',
      tipo: 'LUCE_GAS',
      tipoContratto: 'DOMESTICO',
      prezzi: {
        luce: { energiaEuroKwh: 0.118, quotaFissaEuroMese: 9.5 },
        gas: { materiaEuroSmc: 0.445, quotaFissaEuroMese: 11 },
      },
    },
    vendita: {
      uuid: '6f1c2d3e-4b5a-4c6d-8e7f-901234567890',
      operazione: 'ATTIVAZIONE',
      canale: 'Canale Web',
    },
    proposta: {
      id: 'abcdef12-3456-4789-8abc-def012345678',
      intestatario: {
        anagrafica: { tipo: 'PF', nome: 'Niccolò', cognome: 'Dell’Acqua', codiceFiscale: 'DLLNCL90A01F205X' },
        contatti: { email: 'niccolo@example.com', telefono: '+393331234567' },
        titolo: 'PROPRIETARIO',
      },
      forniture: [
        {
          commodity: 'LUCE',
          operazioneCommerciale: 'ATTIVAZIONE',
          pod: 'IT001E12345678',
          indirizzo: {
            toponimo: 'Via',
            via: 'Roma',
            civico: '10',
            cap: '20121',
            comune: 'Milano',
            provincia: 'MI',
          },
          residente: true,
          potenzaImpegnataKw: 4.5,
          tensione: 'MONOFASE',
          usoLuce: 'DOMESTICO',
        },
        {
          commodity: 'GAS',
          pdr: '01234567890123',
          indirizzo: {
            toponimo: 'Via',
            via: 'Roma',
            civico: '10',
            cap: '20121',
            comune: 'Milano',
            provincia: 'MI',
          },
          usoGas: 'DOMESTICO',
          categoriaUsoGas: 'C1',
          codiceRemi: '34952000',
        },
      ],
      invioBolletta: { modalita: 'EMAIL', email: 'bollette@example.com' },
      pagamento: { metodo: 'SDD', iban: 'IT60X0542811101000000123456' },
      consensi: {
        PRIVACY: { accettata: true, versione: '2026.1', il: '2026-11-22T09:50:00.000Z' },
        MARKETING: { accettata: false, versione: '2026.1', il: '2026-11-22T09:50:00.000Z' },
      },
      firma: {
        firmataIl: SIGNED_AT,
        otpInviatoIl: '2026-11-22T09:58:00.000Z',
        canale: 'email',
        ip: '203.0.113.7',
        userAgent:
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
      },
    },
    condizioni: { PRIVACY: { testo: 'Ho letto l’informativa sulla privacy.' } },
    ...overrides,
  };
}

async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), pages: totalPages };
}

describe('the signed contract PDF', () => {
  it('holds the customer, the supplies, the offer, the payment and the audit trail', async () => {
    const content = contractContent(input());
    const bytes = await renderContract(content, new Date(SIGNED_AT));
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const { text } = await pdfText(bytes);
    for (const expected of [
      'Lumen Energia',
      'Niccolò',
      'Dell’Acqua',
      'DLLNCL90A01F205X',
      'niccolo@example.com',
      // as the customer wrote it, not the stored +393331234567
      'Telefono 333 123 4567',
      'IT001E12345678',
      '01234567890123',
      'Via Roma 10, 20121 Milano (MI)',
      '4,5 kW',
      '230 V – monofase',
      'C1',
      '34952000',
      'Bolletta via e-mail',
      'bollette@example.com',
      'Addebito diretto sul conto (SEPA)',
      'Lumen Casa Luce',
      'LUM-CASA-L',
      // ATTIVAZIONE in the web's words (supply-point.json), no longer the contract's own 'Attivazione'
      'Cambio fornitore',
      'Canale Web',
      '0,118 €/kWh',
      'Ho letto l’informativa sulla privacy.',
      'versione 2026.1',
      '203.0.113.7',
      'Chrome/140.0',
      '6f1c2d3e-4b5a-4c6d-8e7f-901234567890',
      'ABCDEF12',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // the audit trail: code sent and verified, in Italian time and UTC
    expect(text).toContain('22/11/2026, 10:58:00');
    expect(text).toContain('2026-11-22T10:00:00.000Z');
    expect(text).toContain(`Impronta SHA-256 del contenuto ${contentHash(content)}`);
  });

  it('names stored values in the words the web shows for them (one dictionary)', async () => {
    const data = input({ lang: 'en' });
    data.proposta.intestatario.titolo = 'CONDUTTORE AD ALTRO TITOLO';
    const { text } = await pdfText(await renderContract(contractContent(data), new Date(SIGNED_AT)));
    const enums = enEnums.enums;
    for (const expected of [
      enums.titolo.conduttore_ad_altro_titolo,
      enums.residenza.true,
      enums.categoria_uso_gas.c1,
      enums.metodo_pagamento.sdd,
      enSupplyPoint.operazioni.name.attivazione,
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toContain('Occupant under another title (e.g. free loan, usufruct)');
  });

  it('names each consent and prints its text in the sale’s language, never its code', async () => {
    for (const [lang, names, privacy] of [
      ['it', ['Informativa sulla privacy', 'Comunicazioni commerciali'], 'Ho letto l’informativa'],
      ['en', ['Privacy notice', 'Marketing communications'], 'I have read the privacy notice'],
    ] as const) {
      const data = input({ lang, condizioni: { PRIVACY: { testo: `${privacy}.` } } });
      const { text } = await pdfText(await renderContract(contractContent(data), new Date(SIGNED_AT)));
      for (const name of names) expect(text, name).toContain(name);
      expect(text).toContain(privacy);
      expect(text).not.toMatch(/\bPRIVACY\b|\bMARKETING\b/);
    }
  });

  it('masks the IBAN but its last four characters', async () => {
    const { text } = await pdfText(await renderContract(contractContent(input()), new Date(SIGNED_AT)));
    expect(text).not.toContain('IT60X0542811101000000123456');
    expect(text).not.toContain('0542811101');
    expect(text).toContain('*** **** **** **** **** **** 3456');
    expect(maskIban('IT60 X054 2811 1010 0000 0123 456')).toBe('*** **** **** **** **** **** 3456');
  });

  it('carries the 14-day withdrawal notice of art. 52, in the sale’s language', async () => {
    const it_ = (await pdfText(await renderContract(contractContent(input()), new Date(SIGNED_AT)))).text;
    expect(it_).toContain('Diritto di ripensamento');
    expect(it_).toContain('entro 14 giorni');
    expect(it_).toContain('art. 52 del Codice del consumo, D.Lgs. 6 settembre 2005, n. 206');
    expect(it_).toContain('Il termine scade il 6 dicembre 2026');

    const en = (
      await pdfText(await renderContract(contractContent(input({ lang: 'en' })), new Date(SIGNED_AT)))
    ).text;
    expect(en).toContain('Right of withdrawal');
    expect(en).toContain('within 14 days');
    expect(en).toContain('art. 52');
    expect(en).toContain('The period ends on 6 December 2026');
    expect(en).toContain('Signed supply contract');
  });

  it('renders the same bytes for the same sale, and other bytes when a field changes', async () => {
    const a = await renderContract(contractContent(input()), new Date(SIGNED_AT));
    const b = await renderContract(contractContent(input()), new Date(SIGNED_AT));
    const sha = (x: Uint8Array) => crypto.createHash('sha256').update(x).digest('hex');
    expect(sha(a)).toBe(sha(b));
    const other = input();
    other.proposta.firma.ip = '198.51.100.1';
    expect(contentHash(contractContent(other))).not.toBe(contentHash(contractContent(input())));
  });

  it('writes characters its font lacks without their accent instead of failing', async () => {
    const data = input();
    data.proposta.intestatario.anagrafica!.cognome = 'Łukasiewicz Ōta 李';
    const { text } = await pdfText(await renderContract(contractContent(data), new Date(SIGNED_AT)));
    expect(text).toContain('Niccolò');
    expect(text).toMatch(/\?ukasiewicz Ota \?/);
  });

  it('breaks long content over pages, each numbered', async () => {
    const data = input();
    data.condizioni = { PRIVACY: { testo: 'Testo lungo delle condizioni. '.repeat(400) } };
    const { text, pages } = await pdfText(await renderContract(contractContent(data), new Date(SIGNED_AT)));
    expect(pages).toBeGreaterThan(2);
    expect(text).toContain(`pagina ${pages} di ${pages}`);
  });
});
