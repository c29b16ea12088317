import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { funnelAt } from '../../test/funnel-fixture';
import { renderScreen } from '../../test/render-screen';
import CambioProdottoFornituraNonCompatibileScreen from './screen';

const unknownPoint = {
  pdp: 'IT001E99999999',
  commodity: 'LUCE' as const,
  stato: null,
  indirizzo: null,
  distributore: null,
};

describe('cambioProdottoFornituraNonCompatibile', () => {
  it('cambioProdottoFornituraNonCompatibile says what the offer takes', async () => {
    await renderScreen(
      CambioProdottoFornituraNonCompatibileScreen,
      funnelAt('cambioProdottoFornituraNonCompatibile', {
        operazione: 'CAMBIO_PRODOTTO',
        contesto: { puntiFornitura: [{ ...unknownPoint, pdp: '' }] },
      }),
    );
    expect(screen.getByText(/^L'offerta Casa Luce/).textContent).toBe(
      "L'offerta Casa Luce è per le forniture di luce con contratto per uso domestico.",
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      "Torna indietro e scegli un'altra delle tue forniture.",
      "Contatta il servizio clienti di Lumen Energia: ti indicheremo l'offerta adatta alla tua fornitura.",
    ]);
    expect(screen.queryByRole('button', { name: 'Avanti' })).toBeNull();
  });
});
