import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { funnelAt } from '../../test/funnel-fixture';
import { renderScreen } from '../../test/render-screen';
import CambioProdottoFornituraNonCompatibileScreen from '../cambio-prodotto-fornitura-non-compatibile/screen';
import CambioProdottoFornituraNonTrovataScreen from '../cambio-prodotto-fornitura-non-trovata/screen';
import SubentroFornituraAttivaScreen from '../subentro-fornitura-attiva/screen';
import FornituraNonTrovataScreen from './screen';

// The screens that end a flow, or turn it: what happened and what to do, Back and no Next.

const unknownPoint = {
  pdp: 'IT001E99999999',
  commodity: 'LUCE' as const,
  stato: null,
  indirizzo: null,
  distributore: null,
};

describe('screens after a supply lookup', () => {
  it('fornituraNonTrovata names the code, says what to do, and offers Back only', async () => {
    const user = userEvent.setup();
    const funnel = funnelAt('fornituraNonTrovata', {
      operazione: 'SUBENTRO',
      contesto: { puntiFornitura: [unknownPoint] },
    });
    await renderScreen(FornituraNonTrovataScreen, funnel);

    expect(screen.getByRole('heading', { level: 1, name: 'Non troviamo questa fornitura' })).toBeTruthy();
    expect(screen.getByText(/Il POD IT001E99999999 non è presente nell'anagrafica nazionale/)).toBeTruthy();
    expect(screen.getByText(/contatta il servizio clienti di Lumen Energia/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Avanti' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Indietro' }));
    expect(funnel.back).toHaveBeenCalled();
  });

  it('cambioProdottoFornituraNonTrovata says the code is not one of the customer’s supplies', async () => {
    await renderScreen(
      CambioProdottoFornituraNonTrovataScreen,
      funnelAt('cambioProdottoFornituraNonTrovata', {
        operazione: 'CAMBIO_PRODOTTO',
        contesto: { puntiFornitura: [unknownPoint] },
      }),
    );
    expect(screen.getByText(/Il POD IT001E99999999 non corrisponde a nessuna delle forniture/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Avanti' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Indietro' })).toBeTruthy();
  });

  it('cambioProdottoFornituraNonCompatibile says what the offer takes', async () => {
    await renderScreen(
      CambioProdottoFornituraNonCompatibileScreen,
      funnelAt('cambioProdottoFornituraNonCompatibile', {
        operazione: 'CAMBIO_PRODOTTO',
        contesto: { puntiFornitura: [{ ...unknownPoint, pdp: '' }] },
      }),
    );
    expect(
      screen.getByText("L'offerta Casa Luce è per le forniture di luce con contratto per uso domestico."),
    ).toBeTruthy();
    expect(screen.getByText(/scegli un'altra delle tue forniture/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Avanti' })).toBeNull();
  });

  it('subentroFornituraAttiva explains the point is active and goes on to the choice', async () => {
    const user = userEvent.setup();
    const funnel = funnelAt('subentroFornituraAttiva', {
      operazione: 'SUBENTRO',
      contesto: {
        puntiFornitura: [{ ...unknownPoint, pdp: 'IT001E57204318', stato: 'ATTIVO_ALTRO_INTESTATARIO' }],
        operazioniPossibili: ['VOLTURA'],
      },
    });
    await renderScreen(SubentroFornituraAttivaScreen, funnel);

    expect(screen.getByText("Attivo, intestato a un'altra persona")).toBeTruthy();
    expect(screen.getByText(/se la fornitura è intestata a un'altra persona/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Scegli come proseguire' }));
    expect(funnel.next).toHaveBeenCalledWith({});
  });
});
