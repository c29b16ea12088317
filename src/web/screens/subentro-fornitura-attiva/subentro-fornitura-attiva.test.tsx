import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { funnelAt } from '../../test/funnel-fixture';
import { renderScreen } from '../../test/render-screen';
import SubentroFornituraAttivaScreen from './screen';

const unknownPoint = {
  pdp: 'IT001E99999999',
  commodity: 'LUCE' as const,
  stato: null,
  indirizzo: null,
  distributore: null,
};

describe('subentroFornituraAttiva', () => {
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
