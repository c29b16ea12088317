import { describe, expect, it, vi } from 'vitest';
import type { Step } from '../../shared/schemas/api';
import { MissingParamsError, SetupError, boot, pageAddress, readPageParams } from './boot';
import { readSaleContext } from './storage';

const UUID = '5b0a4f0e-8e7b-4c3e-9a51-0d8f9d1f1a11';
const step = (vars: Partial<Step['variables']> = {}): Step => ({
  name: 'datiAnagrafici',
  taskId: '9b6f5a8e-2d1c-4e7a-8f3b-1c2d3e4f5a6b',
  files: [],
  variables: {
    marchio: 2,
    widgetEnabled: 'false',
    fastProcess: 'false',
    creditCheckResult: 'false',
    ...vars,
  },
  progress: { index: 1, total: 9 },
});

function deps(stepValue = step()) {
  return {
    createVendita: vi.fn(async () => ({ venditaUuid: UUID, marchioId: 2 })),
    step: vi.fn(async () => stepValue),
    replaceAddress: vi.fn(),
    path: '/',
    loadWidget: vi.fn(),
  };
}

describe('page parameters (spec 2)', () => {
  it('upper-cases the operation and reads offer, sale and campaign', () => {
    expect(
      readPageParams(`?operazione=attivazione&offerta=101&vendita=${UUID.toUpperCase()}&campagna=1001`),
    ).toEqual({
      operazione: 'ATTIVAZIONE',
      offerta: 101,
      vendita: UUID,
      campagna: 1001,
    });
  });
  it('ignores malformed values', () => {
    expect(readPageParams('?offerta=abc&vendita=not-a-uuid&campagna=-1')).toEqual({
      operazione: null,
      offerta: null,
      vendita: null,
      campagna: null,
    });
  });
});

describe('boot (spec 4 "Start")', () => {
  it('without a sale: creates one, rewrites the address, first time true, fast flow unknown', async () => {
    const d = deps();
    const result = await boot({ operazione: 'ATTIVAZIONE', offerta: 101, vendita: null, campagna: 1001 }, d);
    expect(d.createVendita).toHaveBeenCalledWith({
      offerta: 101,
      operazioneCommerciale: 'ATTIVAZIONE',
      campagna: 1001,
    });
    expect(d.replaceAddress).toHaveBeenCalledWith(
      `/?operazione=ATTIVAZIONE&offerta=101&vendita=${UUID}&campagna=1001`,
    );
    expect(d.step).toHaveBeenCalledWith(UUID);
    expect(result).toMatchObject({ uuid: UUID, marchioId: 2, firstTime: true, fastFlow: null });
    expect(readSaleContext(UUID)).toMatchObject({ offerta: 101, operazione: 'ATTIVAZIONE', firstTime: true });
  });

  it('with a sale: uses it, creates nothing, both flags false', async () => {
    const d = deps();
    const result = await boot({ operazione: 'ATTIVAZIONE', offerta: 101, vendita: UUID, campagna: null }, d);
    expect(d.createVendita).not.toHaveBeenCalled();
    expect(d.replaceAddress).not.toHaveBeenCalled();
    expect(result).toMatchObject({ uuid: UUID, firstTime: false, fastFlow: false, guided: false });
  });

  it('a sale this browser created still guides after a reload; one opened from a link does not', async () => {
    const created = await boot(
      { operazione: 'ATTIVAZIONE', offerta: 101, vendita: null, campagna: null },
      deps(),
    );
    expect(created).toMatchObject({ firstTime: true, guided: true });
    const reloaded = await boot(
      { operazione: 'ATTIVAZIONE', offerta: 101, vendita: UUID, campagna: null },
      deps(),
    );
    expect(reloaded).toMatchObject({ firstTime: false, guided: true });
    localStorage.clear();
    const elsewhere = await boot(
      { operazione: 'ATTIVAZIONE', offerta: 101, vendita: UUID, campagna: null },
      deps(),
    );
    expect(elsewhere).toMatchObject({ firstTime: false, guided: false });
  });

  it('reads the variables: fast flow, the cached credit check, the widget', async () => {
    const d = deps(step({ fastProcess: 'true', creditCheckResult: 'true', widgetEnabled: 'true' }));
    const result = await boot({ operazione: 'ATTIVAZIONE', offerta: 101, vendita: UUID, campagna: null }, d);
    expect(result.fastFlow).toBe(true);
    expect(result.creditCheckResult).toBe(true);
    expect(d.loadWidget).toHaveBeenCalledOnce();
    // once true, the credit check result stays cached even when a later step says false
    const again = await boot(
      { operazione: 'ATTIVAZIONE', offerta: 101, vendita: UUID, campagna: null },
      deps(),
    );
    expect(again.creditCheckResult).toBe(true);
  });

  it('needs operazione and offerta to create a sale', async () => {
    await expect(
      boot({ operazione: null, offerta: 101, vendita: null, campagna: null }, deps()),
    ).rejects.toBeInstanceOf(MissingParamsError);
  });

  it('wraps a creation failure as a setup failure', async () => {
    const d = deps();
    d.createVendita.mockRejectedValueOnce(new Error('409'));
    await expect(
      boot({ operazione: 'ATTIVAZIONE', offerta: 106, vendita: null, campagna: null }, d),
    ).rejects.toBeInstanceOf(SetupError);
  });

  it('writes the address the server reloads after a move', () => {
    expect(
      pageAddress('/x', { operazione: 'ATTIVAZIONE', offerta: 101, vendita: UUID, campagna: null }),
    ).toBe(`/x?operazione=ATTIVAZIONE&offerta=101&vendita=${UUID}`);
  });
});
