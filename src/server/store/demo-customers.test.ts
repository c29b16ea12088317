import { describe, expect, it } from 'vitest';
import { CODICE_CLIENTE, CODICE_FORNITURA } from '../../shared/schemas/clients';
import { fornituraSchema } from '../../shared/schemas/proposta';
import { isPotenzaValida, usiGasAmmessi, usiLuceAmmessi } from '../../shared/rules';
import { isValidCodiceFiscale, isValidCodiceFiscaleNumerico } from '../../shared/validation/codice-fiscale';
import { isValidPartitaIva } from '../../shared/validation/partita-iva';
import { isValidItalianPhone, normalizePhone } from '../../shared/validation/phone';
import { isValidPdr, isValidPod } from '../../shared/validation/supply-point';
import { isSupplyCompatible } from '../services/adapters/customers/customers';
import { findComune, isCapOfComune } from '../services/adapters/places/places';
import { DEMO_OFFERS } from './demo-data';
import { DEMO_CUSTOMERS } from './demo-customers';
import { DEMO_REMI } from './demo-registry';
import type { DatiTecniciGas, DatiTecniciLuce } from './repos/clienti';

// The demo customers are data a person types by hand (docs/demo-data.md): every value must pass the
// funnel's own checks, and each case domain.md asks for must be there.

const supplies = DEMO_CUSTOMERS.flatMap((c) => c.forniture.map((f) => ({ cliente: c, f })));
const offer = (id: number) => DEMO_OFFERS.find((o) => o.id === id)!;

describe('demo customers', () => {
  it('have unique, well-formed codes', () => {
    const codes = DEMO_CUSTOMERS.map((c) => c.codiceCliente);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of codes) expect(c).toMatch(CODICE_CLIENTE);
    const supplyCodes = supplies.map(({ f }) => f.codiceFornitura);
    expect(new Set(supplyCodes).size).toBe(supplyCodes.length);
    for (const c of supplyCodes) expect(c).toMatch(CODICE_FORNITURA);
  });

  it('carry valid tax codes, e-mails and phone numbers (E.164, as the funnel stores them)', () => {
    for (const c of DEMO_CUSTOMERS) {
      if (c.tipo === 'PF') {
        expect(isValidCodiceFiscale(c.codiceFiscale), c.codiceFiscale).toBe(true);
        expect(c.nome && c.cognome).toBeTruthy();
      } else {
        expect(isValidCodiceFiscaleNumerico(c.codiceFiscale), c.codiceFiscale).toBe(true);
        expect(isValidPartitaIva(c.partitaIva ?? ''), c.partitaIva).toBe(true);
        expect(c.ragioneSociale).toBeTruthy();
      }
      if (c.email) expect(c.email).toMatch(/^[a-z0-9.-]+@[a-z0-9.-]+\.[a-z]+$/);
      expect(c.email || c.telefono).toBeTruthy();
      if (c.telefono) {
        expect(isValidItalianPhone(c.telefono), c.telefono).toBe(true);
        expect(normalizePhone(c.telefono)).toBe(c.telefono);
      }
    }
  });

  it('have supplies with a valid POD/PDR, an address in a real comune with its CAP, and technical data the rules allow', async () => {
    for (const { f } of supplies) {
      expect(f.commodity === 'LUCE' ? isValidPod(f.pdp) : isValidPdr(f.pdp), f.pdp).toBe(true);
      const comune = await findComune(f.indirizzo.comune, f.indirizzo.provincia);
      expect(comune, f.indirizzo.comune).not.toBeNull();
      expect(isCapOfComune(f.indirizzo.cap, comune!), `${f.indirizzo.cap} ${f.indirizzo.comune}`).toBe(true);
      if (f.commodity === 'LUCE') {
        const d = f.datiTecnici as DatiTecniciLuce;
        expect(isPotenzaValida(d.potenzaImpegnataKw)).toBe(true);
        expect(usiLuceAmmessi(f.tipoContratto)).toContain(d.usoLuce);
      } else {
        const d = f.datiTecnici as DatiTecniciGas;
        expect(usiGasAmmessi(f.tipoContratto)).toContain(d.usoGas);
        // verificaRemi: the registry's city gate serves the supply's comune
        const remi = DEMO_REMI.find((r) => r.codiceRemi === d.codiceRemi);
        expect(remi?.comuni, d.codiceRemi).toContain(comune!.codiceIstat);
      }
      const filled = { commodity: f.commodity, indirizzo: f.indirizzo, ...f.datiTecnici };
      expect(fornituraSchema.safeParse(filled).success, f.codiceFornitura).toBe(true);
    }
  });

  it('show every case of domain.md for brand 1, and brand 2 has one', () => {
    const lumen = DEMO_CUSTOMERS.filter((c) => c.marchioId === 1);
    const fits = (id: number) => (c: (typeof DEMO_CUSTOMERS)[number]) =>
      c.forniture.some((f) => isSupplyCompatible(f, offer(id)));
    // compatible, incompatible (gas only; business), none
    expect(lumen.filter(fits(101)).length).toBeGreaterThan(0);
    expect(lumen.some((c) => c.forniture.length > 0 && c.forniture.every((f) => f.commodity === 'GAS'))).toBe(
      true,
    );
    expect(lumen.some((c) => c.tipo === 'PG' && !fits(101)(c) && fits(104)(c))).toBe(true);
    expect(lumen.some((c) => c.forniture.length === 0)).toBe(true);
    // the SMS channel
    expect(lumen.some((c) => !c.email && c.telefono)).toBe(true);
    expect(DEMO_CUSTOMERS.filter((c) => c.marchioId === 2).filter(fits(201)).length).toBeGreaterThan(0);
  });
});
