import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { definitionsOf } from '../../test/accessible';
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

    expect(definitionsOf(screen.getByText('IT001E57204318').closest('dl')!)).toEqual({
      POD: 'IT001E57204318',
      Stato: "Attivo, intestato a un'altra persona",
    });
    const options = screen.getByRole('region', { name: 'Che cosa puoi fare' });
    expect(
      within(options)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      "Voltura: se la fornitura è intestata a un'altra persona (ad esempio chi abitava prima nella casa) e vuoi che passi a te, senza interruzioni.",
    ]);
    await user.click(screen.getByRole('button', { name: 'Scegli come proseguire' }));
    expect(funnel.next).toHaveBeenCalledWith({});
  });
});
