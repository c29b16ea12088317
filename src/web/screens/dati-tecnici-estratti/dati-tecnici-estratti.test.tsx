import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Vendita } from '../../../shared/schemas/api';
import { definitionsOf } from '../../test/accessible';
import { funnelAt } from '../../test/funnel-fixture';
import { renderScreen } from '../../test/render-screen';
import DatiTecniciEstrattiScreen from './screen';

vi.mock('../../api/funnel-api', () => ({ funnelApi: { saveDraft: vi.fn().mockResolvedValue(undefined) } }));

afterEach(() => vi.clearAllMocks());

const SURE = /Letto dalla bolletta · sicuro/;
const CHECK = /Letto dalla bolletta · da verificare/;

/** A dual offer whose two bills were read and taken (POST /clients/populate). */
function filledSale() {
  const funnel = funnelAt('datiTecniciEstratti', {
    offerta: 'LUCE_GAS',
    forniture: [
      { commodity: 'LUCE', pod: 'IT001E04871593', potenzaImpegnataKw: 4.5, tensione: 'MONOFASE' },
      { commodity: 'GAS', pdr: '00880004512036', categoriaUsoGas: 'C3', codiceRemi: '34781300' },
    ],
  });
  (funnel.vendita as Vendita).estrazioniBollette = [
    {
      tipo: 'luce',
      stato: 'completata',
      campi: {
        commodity: { valore: 'luce', confidenza: 0.99 },
        pod: { valore: 'IT001E04871593', confidenza: 0.97 },
        potenzaImpegnataKw: { valore: 4.5, confidenza: 0.9 },
        tensioneV: { valore: 230, confidenza: 0.55 },
        consumoAnnuoKwh: { valore: 2700, confidenza: 0.9 },
        fornitore: { valore: 'Altra Energia', confidenza: 0.95 },
      },
    },
    {
      tipo: 'gas',
      stato: 'completata',
      campi: {
        commodity: { valore: 'gas', confidenza: 0.99 },
        pdr: { valore: '00880004512036', confidenza: 0.92 },
        categoriaUsoGas: { valore: 'C3', confidenza: 0.4 },
        consumoAnnuoSmc: { valore: 1200, confidenza: 0.85 },
        fornitore: { valore: 'Gas Altrove', confidenza: 0.7 },
      },
    },
  ];
  return funnel;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('datiTecniciEstratti', () => {
  it('shows each supply’s data read from its bill, marked with the confidence', async () => {
    await renderScreen(DatiTecniciEstrattiScreen, filledSale());

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Controlla i dati della fornitura');
    const luce = within(section('Luce'));
    expect(luce.getByRole('textbox', { name: 'Codice POD', description: SURE })).toHaveProperty(
      'value',
      'IT001E04871593',
    );
    expect(luce.getByRole('combobox', { name: 'Potenza impegnata', description: SURE })).toHaveProperty(
      'value',
      '4.5',
    );
    // 230 V read with little confidence: the voltage group asks to check it
    const tensione = luce.getByRole('group', { name: 'Tensione', description: CHECK });
    expect(within(tensione).getByRole('radio', { name: '230 V – monofase' })).toHaveProperty('checked', true);
    // not on the bill: no mark
    expect(
      luce.getByRole('combobox', { name: 'Uso della fornitura' }).getAttribute('aria-describedby'),
    ).toBeNull();

    const gas = within(section('Gas'));
    expect(gas.getByRole('textbox', { name: 'Codice PDR', description: SURE })).toHaveProperty(
      'value',
      '00880004512036',
    );
    expect(gas.getByRole('combobox', { name: "Categoria d'uso", description: CHECK })).toHaveProperty(
      'value',
      'C3',
    );
  });

  it('shows what else each bill says, for information', async () => {
    await renderScreen(DatiTecniciEstrattiScreen, filledSale());

    // each value with its mark; the thousands separator is the ICU's choice (2700 or 2.700)
    const facts = (name: string) =>
      definitionsOf(within(section(name)).getByRole('group', { name: 'Altri dati letti dalla bolletta' }));
    const luce = facts('Luce');
    expect(Object.keys(luce)).toEqual(['Consumo annuo di luce', 'Fornitore attuale']);
    expect(luce['Consumo annuo di luce']).toMatch(/^2\.?700 kWh Letto dalla bolletta · sicuro$/);
    expect(luce['Fornitore attuale']).toBe('Altra Energia Letto dalla bolletta · sicuro');
    const gas = facts('Gas');
    expect(Object.keys(gas)).toEqual(['Consumo annuo di gas', 'Fornitore attuale']);
    // read at 0.85, under the shared threshold (SURE_CONFIDENCE, 0.9): the customer is asked to check
    expect(gas['Consumo annuo di gas']).toMatch(/^1\.?200 Smc Letto dalla bolletta · da verificare$/);
    // each bill's own supplier: the luce bill's is not the gas supplier; read with little confidence
    expect(gas['Fornitore attuale']).toBe('Gas Altrove Letto dalla bolletta · da verificare');
  });

  it('sends both supplies in the step schema’s shape', async () => {
    const user = userEvent.setup();
    const funnel = filledSale();
    await renderScreen(DatiTecniciEstrattiScreen, funnel);

    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(await screen.findAllByText('Campo obbligatorio.')).not.toHaveLength(0);
    expect(funnel.next).not.toHaveBeenCalled();

    const luce = within(section('Luce'));
    await user.selectOptions(luce.getByRole('combobox', { name: 'Uso della fornitura' }), 'DOMESTICO');
    await user.click(luce.getByRole('radio', { name: 'Residente' }));
    const gas = within(section('Gas'));
    await user.selectOptions(gas.getByRole('combobox', { name: 'Uso del gas' }), 'DOMESTICO');
    await user.click(gas.getByRole('radio', { name: '7 giorni su 7' }));
    await user.click(gas.getByRole('radio', { name: 'Residente' }));
    await user.click(screen.getByRole('button', { name: 'Avanti' }));

    expect(funnel.next).toHaveBeenCalledWith({
      forniture: [
        {
          commodity: 'LUCE',
          pod: 'IT001E04871593',
          potenzaImpegnataKw: 4.5,
          tensione: 'MONOFASE',
          usoLuce: 'DOMESTICO',
          residente: true,
        },
        {
          commodity: 'GAS',
          pdr: '00880004512036',
          usoGas: 'DOMESTICO',
          categoriaUsoGas: 'C3',
          profiloSettimanale: 'F1',
          residente: true,
        },
      ],
    });
  });
});
