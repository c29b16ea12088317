import { describe, expect, it } from 'vitest';
import { checkIndirizzo } from './address-check';
import { checkRemi } from './steps/verifica-remi';

/** A brand that sells everywhere (no CAPs listed). */
const EVERYWHERE = null;

const indirizzo = (patch: Record<string, string>) => ({
  toponimo: 'Via',
  via: 'Roma',
  civico: '10',
  cap: '20121',
  comune: 'Milano',
  provincia: 'MI',
  ...patch,
});

describe('checkIndirizzo: the supply address', () => {
  it('accepts a comune of the province with one of its CAPs', async () => {
    expect(await checkIndirizzo(indirizzo({}), EVERYWHERE)).toEqual({});
    expect(await checkIndirizzo(indirizzo({ cap: '20100' }), EVERYWHERE)).toEqual({});
    expect(
      await checkIndirizzo(
        indirizzo({ comune: 'citta di castello', provincia: 'PG', cap: '06012' }),
        EVERYWHERE,
      ),
    ).toEqual({});
  });

  it('refuses a comune not in the province, and then says nothing of the CAP', async () => {
    expect(await checkIndirizzo(indirizzo({ provincia: 'RM' }), EVERYWHERE)).toEqual({
      'indirizzo.comune': 'validation.comune',
    });
    expect(await checkIndirizzo(indirizzo({ comune: 'Milan', cap: '00100' }), EVERYWHERE)).toEqual({
      'indirizzo.comune': 'validation.comune',
    });
  });

  it("refuses a CAP that is not the comune's", async () => {
    expect(await checkIndirizzo(indirizzo({ cap: '00100' }), EVERYWHERE)).toEqual({
      'indirizzo.cap': 'validation.cap_comune',
    });
  });

  it('accepts a comune founded after the 2020 list, whose CAPs it cannot know', async () => {
    const misiliscemi = indirizzo({ comune: 'Misiliscemi', provincia: 'TP', cap: '91100' });
    expect(await checkIndirizzo(misiliscemi, EVERYWHERE)).toEqual({});
  });
});

describe('checkIndirizzo: where the brand sells', () => {
  const ONLY_MONZA = ['20900'];
  it("refuses a CAP outside the brand's list before anything else", async () => {
    expect(await checkIndirizzo(indirizzo({}), ONLY_MONZA)).toEqual({
      'indirizzo.cap': 'validation.cap_not_served',
    });
  });
  it('accepts a listed CAP', async () => {
    const monza = indirizzo({ comune: 'Monza', provincia: 'MB', cap: '20900' });
    expect(await checkIndirizzo(monza, ONLY_MONZA)).toEqual({});
  });
});

describe('verificaRemi: checkRemi', () => {
  const proposta = {
    id: '5b0a4f0e-8e7b-4c3e-9a51-0d8f9d1f1a11',
    intestatario: {},
    consensi: {},
    forniture: [{ commodity: 'GAS' as const, indirizzo: { comune: 'Torino', provincia: 'TO' } }],
  };
  const served = new Map([['34456900', ['Torino|TO']]]);
  const remiServes = async (remi: string, comune: string, provincia: string) =>
    served.has(remi) ? served.get(remi)!.includes(`${comune}|${provincia}`) : null;
  it('accepts the code of a city gate serving the gas supply comune', async () => {
    expect(await checkRemi('34456900', proposta, remiServes)).toEqual({});
  });
  it('tells an unknown code from one that serves other comuni', async () => {
    served.set('34601200', ['Napoli|NA']);
    expect(await checkRemi('34000000', proposta, remiServes)).toEqual({
      codiceRemi: 'validation.remi_unknown',
    });
    expect(await checkRemi('34601200', proposta, remiServes)).toEqual({
      codiceRemi: 'validation.remi_comune',
    });
  });
});
