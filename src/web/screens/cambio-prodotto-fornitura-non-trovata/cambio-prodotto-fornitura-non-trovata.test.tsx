import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    const user = userEvent.setup();
    const funnel = funnelAt('cambioProdottoFornituraNonTrovata', {
      operazione: 'CAMBIO_PRODOTTO',
      contesto: { puntiFornitura: [unknownPoint] },
    });
    await renderScreen(CambioProdottoFornituraNonTrovataScreen, funnel);
    expect(screen.getByText(/^Il POD/).textContent).toBe(
      'Il POD IT001E99999999 non corrisponde a nessuna delle forniture intestate a te con Lumen Energia.',
    );
    expect(screen.queryByRole('button', { name: 'Avanti' })).toBeNull();
    const back = screen.getByRole('button', { name: 'Indietro' });
    expect(back).toHaveProperty('disabled', false);
    await user.click(back);
    expect(funnel.back).toHaveBeenCalled();
  });
});
