import { belfioreConnector } from '@marketto/belfiore-connector-embedded';
import { CodiceFiscaleUtils } from '@marketto/codice-fiscale-utils';
import { describe, expect, it } from 'vitest';
import { codiceFiscaleCheckChar, decodeCodiceFiscale } from '../../../../shared/validation/codice-fiscale';
import { birthPlaceOf, newerComune } from './belfiore';

const withCheckChar = (first15: string) => first15 + codiceFiscaleCheckChar(first15);

describe('birthPlaceOf', () => {
  it('an Italian comune, from the ISTAT list', async () => {
    expect(await birthPlaceOf('F205')).toEqual({
      codiceBelfiore: 'F205',
      nome: 'Milano',
      provincia: 'MI',
      estero: false,
    });
    expect(await birthPlaceOf('c745')).toMatchObject({ nome: 'Città di Castello', provincia: 'PG' });
  });

  it('a foreign state (Z code), by its Italian name, with no province', async () => {
    expect(await birthPlaceOf('Z404')).toEqual({
      codiceBelfiore: 'Z404',
      nome: "Stati Uniti d'America",
      provincia: null,
      estero: true,
    });
    expect(await birthPlaceOf('Z112')).toMatchObject({ nome: 'Germania', estero: true });
  });

  it('a comune merged away before 2020 (older customers) or founded since, from the registry', async () => {
    // Abetone (PT) became Abetone Cutigliano in 2017
    expect(await birthPlaceOf('A012')).toEqual({
      codiceBelfiore: 'A012',
      nome: 'Abetone',
      provincia: 'PT',
      estero: false,
    });
    expect(await birthPlaceOf('M432')).toMatchObject({ nome: 'Misiliscemi', provincia: 'TP' });
  });

  it('an unknown code has no name', async () => {
    expect(await birthPlaceOf('Z999')).toEqual({
      codiceBelfiore: 'Z999',
      nome: null,
      provincia: null,
      estero: true,
    });
    expect(await birthPlaceOf('M999')).toEqual({
      codiceBelfiore: 'M999',
      nome: null,
      provincia: null,
      estero: false,
    });
  });

  it('names the place the reference library decodes from the whole code, omocodia included', async () => {
    const reference = new CodiceFiscaleUtils(belfioreConnector);
    const today = new Date(2026, 10, 22);
    // RSSMRA80A01 + place; the omocodic variant writes F205 as F2LR
    for (const cf of ['RSSMRA80A01F205', 'RSSMRA80A01H501', 'RSSMRA80A01Z404', 'RSSMRA80A01F2LR'].map(
      withCheckChar,
    )) {
      const decoded = decodeCodiceFiscale(cf, today);
      expect(decoded, cf).not.toBeNull();
      const ours = await birthPlaceOf(decoded!.codiceBelfiore);
      const theirs = await reference.parser.cfToBirthPlace(cf);
      expect(ours.nome, cf).toBe(theirs?.name);
    }
  });
});

describe('newerComune', () => {
  it('finds a comune founded after 2020 in its province', async () => {
    expect(await newerComune('Misiliscemi', 'TP')).toEqual({
      nome: 'Misiliscemi',
      provincia: 'TP',
      codiceBelfiore: 'M432',
    });
    expect((await newerComune('misiliscemi', 'tp'))?.codiceBelfiore).toBe('M432');
  });

  it('is null elsewhere, for the comuni of the 2020 list and for unknown places', async () => {
    expect(await newerComune('Misiliscemi', 'PA')).toBeNull();
    expect(await newerComune('Milano', 'MI')).toBeNull();
    // the registry files Caserta under NA (its province of 1927-1945): not trusted for listed comuni
    expect(await newerComune('Caserta', 'NA')).toBeNull();
    expect(await newerComune('Atlantide', 'TP')).toBeNull();
    expect(await newerComune('Misiliscemi', 'T1')).toBeNull();
  });
});
