import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { funnelAt } from '../../test/funnel-fixture';
import { renderScreen } from '../../test/render-screen';
import CambioProdottoFornituraNonTrovataScreen from './screen';

const unknownPoint = {
  pdp: 'IT001E99999999',
  commodity: 'LUCE' as const,
  stato: null,
  indirizzo: null,
  distributore: null,
};

describe('cambioProdottoFornituraNonTrovata', () => {
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
});
