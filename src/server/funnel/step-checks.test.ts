import { describe, expect, it } from 'vitest';
import { checkStepData } from './step-checks';

const indirizzo = (patch: Record<string, string>) => ({
  indirizzo: {
    toponimo: 'Via',
    via: 'Roma',
    civico: '10',
    cap: '20121',
    comune: 'Milano',
    provincia: 'MI',
    ...patch,
  },
});

describe('checkStepData: indirizzoFornitura', () => {
  it('accepts a comune of the province with one of its CAPs', async () => {
    expect(await checkStepData('indirizzoFornitura', indirizzo({}))).toEqual({});
    expect(await checkStepData('indirizzoFornitura', indirizzo({ cap: '20100' }))).toEqual({});
    expect(
      await checkStepData(
        'indirizzoFornitura',
        indirizzo({ comune: 'citta di castello', provincia: 'PG', cap: '06012' }),
      ),
    ).toEqual({});
  });

  it('refuses a comune not in the province, and then says nothing of the CAP', async () => {
    expect(await checkStepData('indirizzoFornitura', indirizzo({ provincia: 'RM' }))).toEqual({
      'indirizzo.comune': 'validation.comune',
    });
    expect(await checkStepData('indirizzoFornitura', indirizzo({ comune: 'Milan', cap: '00100' }))).toEqual({
      'indirizzo.comune': 'validation.comune',
    });
  });

  it("refuses a CAP that is not the comune's", async () => {
    expect(await checkStepData('indirizzoFornitura', indirizzo({ cap: '00100' }))).toEqual({
      'indirizzo.cap': 'validation.cap_comune',
    });
  });

  it('accepts a comune founded after the 2020 list, whose CAPs it cannot know', async () => {
    const misiliscemi = indirizzo({ comune: 'Misiliscemi', provincia: 'TP', cap: '91100' });
    expect(await checkStepData('indirizzoFornitura', misiliscemi)).toEqual({});
  });
});

describe('checkStepData: other steps', () => {
  it('has nothing to add to their schemas', async () => {
    expect(await checkStepData('riepilogo', {})).toEqual({});
    expect(await checkStepData('datiTecnici', { forniture: [] })).toEqual({});
  });
});
