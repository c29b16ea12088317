import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { funnelAt } from '../../test/funnel-fixture';
import { renderScreen } from '../../test/render-screen';
import FornituraNonTrovataScreen from './screen';

const unknownPoint = {
  pdp: 'IT001E99999999',
  commodity: 'LUCE' as const,
  stato: null,
  indirizzo: null,
  distributore: null,
};

describe('fornituraNonTrovata', () => {
  it('fornituraNonTrovata names the code, says what to do, and offers Back only', async () => {
    const user = userEvent.setup();
    const funnel = funnelAt('fornituraNonTrovata', {
      operazione: 'SUBENTRO',
      contesto: { puntiFornitura: [unknownPoint] },
    });
    await renderScreen(FornituraNonTrovataScreen, funnel);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Non troviamo questa fornitura');
    expect(screen.getByText(/^Il POD/).textContent).toBe(
      "Il POD IT001E99999999 non è presente nell'anagrafica nazionale dei punti di fornitura.",
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      "Controlla il codice su una bolletta dell'immobile, nei dati della fornitura: se c'è un errore, torna indietro e correggilo.",
      "Se l'immobile non ha mai avuto una fornitura, serve un nuovo allacciamento: non si può richiedere online.",
      'Se il codice è giusto, contatta il servizio clienti di Lumen Energia: completeremo insieme la richiesta.',
    ]);
    expect(screen.queryByRole('button', { name: 'Avanti' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Indietro' }));
    expect(funnel.back).toHaveBeenCalled();
  });
});
