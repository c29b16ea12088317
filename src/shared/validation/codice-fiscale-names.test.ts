import { describe, expect, it } from 'vitest';
import { codiceFiscaleNameMismatch, cognomeLetters, nomeLetters } from './codice-fiscale-names';

describe('the letters of the codice fiscale', () => {
  it('takes the consonants, then the vowels, then X', () => {
    expect(cognomeLetters('Rossi')).toBe('RSS');
    expect(cognomeLetters('Bianchi')).toBe('BNC');
    expect(cognomeLetters('Fo')).toBe('FOX');
    expect(cognomeLetters('Oei')).toBe('OEI');
    expect(nomeLetters('Mario')).toBe('MRA');
    expect(nomeLetters('Giulia')).toBe('GLI');
    expect(nomeLetters('Ai')).toBe('AIX');
  });

  it('skips the second consonant of a name with four or more', () => {
    expect(nomeLetters('Gianfranco')).toBe('GFR');
    expect(nomeLetters('Roberto')).toBe('RRT');
  });

  it('reads accents, apostrophes, spaces and hyphens as the letters they carry', () => {
    expect(cognomeLetters("D'Angelo")).toBe('DNG');
    expect(cognomeLetters('De Rossi')).toBe('DRS');
    expect(nomeLetters('Nicolò')).toBe('NCL');
    expect(nomeLetters('Anna-Maria')).toBe('NMR');
  });
});

describe('codiceFiscaleNameMismatch', () => {
  it("accepts a code made from the person's names, and its omocodia variants", () => {
    expect(codiceFiscaleNameMismatch('RSSMRA85T10A562S', 'Mario', 'Rossi')).toBeNull();
    expect(codiceFiscaleNameMismatch('RSSMRA85T10A56NH', 'mario', 'ROSSI')).toBeNull();
  });

  it('names what disagrees', () => {
    expect(codiceFiscaleNameMismatch('BNCGLI90A41F205H', 'Mario', 'Rossi')).toBe('nome_cognome');
    expect(codiceFiscaleNameMismatch('RSSGLI90A41F205H', 'Mario', 'Rossi')).toBe('nome');
    expect(codiceFiscaleNameMismatch('BNCMRA85T10A562S', 'Mario', 'Rossi')).toBe('cognome');
  });
});
