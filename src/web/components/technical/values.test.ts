import { describe, expect, it } from 'vitest';
import { datiTecniciOperazioneSchema, datiTecniciSchema } from '../../../shared/schemas/steps-supply';
import { defaultsOf, toData, toDraft } from './values';

const luce = {
  commodity: 'LUCE' as const,
  pod: 'IT001E12345678',
  potenzaImpegnataKw: '4.5',
  tensione: 'MONOFASE',
  usoLuce: 'DOMESTICO',
  residente: true,
};
const gas = {
  commodity: 'GAS' as const,
  pdr: '12345678901234',
  usoGas: 'DOMESTICO',
  categoriaUsoGas: 'C3',
  profiloSettimanale: 'F1',
  residente: false,
};

describe('technical data form', () => {
  it('sends the power as a number, in the offer order, and the schema accepts it', () => {
    const data = toData({ forniture: [luce, gas] }, true);
    expect(data.forniture[0]).toEqual({ ...luce, potenzaImpegnataKw: 4.5 });
    const schema = datiTecniciSchema({ tipoContratto: 'DOMESTICO', commodities: ['LUCE', 'GAS'] });
    expect(schema.safeParse(data).success).toBe(true);
  });

  it('leaves residency out where it is not asked (business contracts)', () => {
    const data = toData({ forniture: [luce] }, false);
    expect(data.forniture[0]).not.toHaveProperty('residente');
    expect(data.forniture[0]).toHaveProperty('usoLuce', 'DOMESTICO');
  });

  it('a power not chosen yet is missing, not NaN', () => {
    const data = toData({ forniture: [{ ...luce, potenzaImpegnataKw: undefined }] }, true);
    expect(data.forniture[0]).toHaveProperty('potenzaImpegnataKw', undefined);
  });

  it('the draft never carries the commodity', () => {
    const draft = toDraft({ forniture: [luce, gas] }, true);
    expect(draft.forniture?.every((f) => !('commodity' in f))).toBe(true);
  });

  it('prefills from the saved supplies by commodity', () => {
    const values = defaultsOf(
      ['LUCE', 'GAS'],
      [
        { commodity: 'LUCE', pod: 'IT001E12345678', potenzaImpegnataKw: 3, residente: true },
        { commodity: 'GAS', pdr: '12345678901234' },
      ],
    );
    expect(values.forniture[0]).toMatchObject({
      commodity: 'LUCE',
      potenzaImpegnataKw: '3',
      residente: true,
    });
    expect(values.forniture[1]).toMatchObject({ commodity: 'GAS', pdr: '12345678901234' });
  });

  it('leaves the point code out where it was given before, and power on a product change', () => {
    const subentro = toData({ forniture: [luce, gas] }, true, { code: false });
    expect(subentro.forniture[0]).not.toHaveProperty('pod');
    expect(subentro.forniture[1]).not.toHaveProperty('pdr');
    const ctx = { tipoContratto: 'DOMESTICO' as const, commodities: ['LUCE' as const, 'GAS' as const] };
    expect(datiTecniciOperazioneSchema({ ...ctx, operazione: 'SUBENTRO' }).safeParse(subentro).success).toBe(
      true,
    );
    const cambio = toData({ forniture: [luce, gas] }, true, { code: false, power: false });
    expect(cambio.forniture[0]).not.toHaveProperty('potenzaImpegnataKw');
    expect(cambio.forniture[0]).not.toHaveProperty('tensione');
    expect(
      datiTecniciOperazioneSchema({ ...ctx, operazione: 'CAMBIO_PRODOTTO' }).safeParse(cambio).success,
    ).toBe(true);
  });
});
