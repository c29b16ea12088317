import { describe, expect, it } from 'vitest';
import { tensioneOfVolt } from './domain';

describe('tensioneOfVolt', () => {
  it('reads the volts a bill prints as the supply type', () => {
    expect([220, 230, 380, 400].map(tensioneOfVolt)).toEqual(['MONOFASE', 'MONOFASE', 'TRIFASE', 'TRIFASE']);
  });

  it('has no supply type for other volts', () => {
    expect(tensioneOfVolt(15000)).toBeUndefined();
    expect(tensioneOfVolt(0)).toBeUndefined();
  });
});
