import { describe, expect, it } from 'vitest';
import { maskEmail, maskFiscalCode, maskName, maskPersonalData } from './masking';

describe('masking for viewers', () => {
  it('keeps initials, the fiscal code letters of the name and the mail domain', () => {
    expect(maskName('Mario  Rossi')).toBe('M*** R***');
    expect(maskFiscalCode('RSSMRA80A01H501U')).toBe('RSSMRA**********');
    expect(maskEmail('mario.rossi@example.com')).toBe('m***@example.com');
  });

  it('masks every personal field of a proposal at any depth, and nothing else', () => {
    const masked = maskPersonalData({
      intestatario: {
        anagrafica: { tipo: 'PF', nome: 'Mario', cognome: 'Rossi', codiceFiscale: 'RSSMRA80A01H501U' },
        contatti: { email: 'm.rossi@example.com', telefono: '+393331234567' },
      },
      forniture: [
        { commodity: 'LUCE', pod: 'IT001E12345678', indirizzo: { via: 'Roma', civico: '1', cap: '00100' } },
      ],
      pagamento: { iban: 'IT60X0542811101000000123456', intestatarioConto: { nome: 'Mario' } },
      firma: { ip: '10.0.0.1', canale: 'email' },
    });
    expect(masked).toEqual({
      intestatario: {
        anagrafica: { tipo: 'PF', nome: 'M***', cognome: 'R***', codiceFiscale: 'RSSMRA**********' },
        contatti: { email: 'm***@example.com', telefono: '***********67' },
      },
      forniture: [
        { commodity: 'LUCE', pod: 'IT001E12345678', indirizzo: { via: 'R***', civico: '***', cap: '00100' } },
      ],
      pagamento: { iban: '***********************3456', intestatarioConto: { nome: 'M***' } },
      firma: { ip: '***', canale: 'email' },
    });
  });
});
