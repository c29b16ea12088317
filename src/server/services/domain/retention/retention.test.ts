import { describe, expect, it } from 'vitest';
import { cutoffsAt } from './retention';

const periods = { unsignedDays: 90, signedYears: 10, eventsDays: 395 };

describe('cutoffsAt', () => {
  it('counts days for unsigned sales and events, calendar years for signed sales', () => {
    expect(cutoffsAt(new Date('2036-11-22T10:00:00Z'), periods)).toEqual({
      unsignedCreatedBefore: new Date('2036-08-24T10:00:00Z'),
      signedBefore: new Date('2026-11-22T10:00:00Z'),
      eventsBefore: new Date('2035-10-24T10:00:00Z'),
    });
  });

  it('a contract signed on 29 February is kept until 1 March ten years on', () => {
    const { signedBefore } = cutoffsAt(new Date('2038-03-01T00:00:00Z'), periods);
    expect(signedBefore).toEqual(new Date('2028-03-01T00:00:00Z'));
    expect(new Date('2028-02-29T12:00:00Z') < signedBefore).toBe(true);
    expect(cutoffsAt(new Date('2038-02-28T23:59:59Z'), periods).signedBefore).toEqual(
      new Date('2028-02-28T23:59:59Z'),
    );
  });
});
