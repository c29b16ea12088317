import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Fornitura } from '../../../shared/schemas/proposta';
import { definitionsOf } from '../../test/accessible';
import { funnelAt } from '../../test/funnel-fixture';
import { renderScreen } from '../../test/render-screen';
import DatiTecniciOperazioneScreen from './screen';

const indirizzo = {
  toponimo: 'Via',
  via: 'Po',
  civico: '12',
  cap: '10123',
  comune: 'Torino',
  provincia: 'TO',
};
const LUCE: Fornitura = {
  commodity: 'LUCE',
  pod: 'IT001E10100101',
  potenzaImpegnataKw: 4.5,
  tensione: 'MONOFASE',
  usoLuce: 'DOMESTICO',
  indirizzo,
};

describe('datiTecniciOperazione', () => {
  it("a product change shows the supply's power and voltage, and asks only what it may change", async () => {
    const user = userEvent.setup();
    const funnel = funnelAt('datiTecniciOperazione', {
      operazione: 'CAMBIO_PRODOTTO',
      forniture: [LUCE],
      contesto: {
        puntiFornitura: [
          { pdp: 'IT001E10100101', commodity: 'LUCE', stato: null, indirizzo: null, distributore: null },
        ],
      },
    });
    await renderScreen(DatiTecniciOperazioneScreen, funnel);

    // a customer's own supply has no registry state: its code and the proposal's address
    expect(definitionsOf(screen.getByText('IT001E10100101').closest('dl')!)).toEqual({
      POD: 'IT001E10100101',
      Indirizzo: 'Via Po 12, 10123 Torino (TO)',
    });
    expect(screen.queryByText("Non presente nell'anagrafica nazionale")).toBeNull();
    expect(definitionsOf(screen.getByText('4,5 kW').closest('dl')!)).toEqual({
      'Potenza impegnata': '4,5 kW',
      Tensione: '230 V – monofase',
    });
    expect(screen.queryByRole('textbox', { name: 'Codice POD' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Potenza impegnata' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Uso della fornitura' })).toHaveProperty(
      'value',
      'DOMESTICO',
    );

    await user.click(screen.getByRole('radio', { name: 'Residente' }));
    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(funnel.next).toHaveBeenCalledWith({
      forniture: [{ commodity: 'LUCE', usoLuce: 'DOMESTICO', residente: true }],
    });
  });

  it("a takeover shows the registry's point and lets the power change", async () => {
    const user = userEvent.setup();
    const funnel = funnelAt('datiTecniciOperazione', {
      operazione: 'SUBENTRO',
      forniture: [{ ...LUCE, pod: 'IT002E30817462', potenzaImpegnataKw: 3 }],
      contesto: {
        puntiFornitura: [
          {
            pdp: 'IT002E30817462',
            commodity: 'LUCE',
            stato: 'CESSATO',
            indirizzo: { ...indirizzo, via: 'Tuscolana' },
            distributore: 'Areti',
          },
        ],
      },
    });
    await renderScreen(DatiTecniciOperazioneScreen, funnel);

    expect(definitionsOf(screen.getByText('IT002E30817462').closest('dl')!)).toEqual({
      POD: 'IT002E30817462',
      Stato: 'Cessato: la fornitura è chiusa',
      Indirizzo: 'Via Tuscolana 12, 10123 Torino (TO)',
      Distributore: 'Areti',
    });
    expect(screen.queryByRole('textbox', { name: 'Codice POD' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Potenza impegnata' }), '4.5');
    await user.click(screen.getByRole('radio', { name: 'Residente' }));
    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(funnel.next).toHaveBeenCalledWith({
      forniture: [
        {
          commodity: 'LUCE',
          potenzaImpegnataKw: 4.5,
          tensione: 'MONOFASE',
          usoLuce: 'DOMESTICO',
          residente: true,
        },
      ],
    });
  });
});
