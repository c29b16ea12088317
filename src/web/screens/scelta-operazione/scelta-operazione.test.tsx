import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PuntoFornituraView } from '../../../shared/schemas/step-context';
import { definitionsOf, descriptionOf, fieldError } from '../../test/accessible';
import { funnelAt } from '../../test/funnel-fixture';
import { renderScreen } from '../../test/render-screen';
import SceltaOperazioneScreen from './screen';

const CEASED: PuntoFornituraView = {
  pdp: 'IT002E30817462',
  commodity: 'LUCE',
  stato: 'CESSATO',
  indirizzo: {
    toponimo: 'Via',
    via: 'Tuscolana',
    civico: '120',
    cap: '00181',
    comune: 'Roma',
    provincia: 'RM',
  },
  distributore: 'Areti',
};

describe('sceltaOperazione', () => {
  it("shows the point's state and the one operation that fits, chosen already", async () => {
    const user = userEvent.setup();
    const funnel = funnelAt('sceltaOperazione', {
      index: 5,
      contesto: { puntiFornitura: [CEASED], operazioniPossibili: ['SUBENTRO'] },
    });
    await renderScreen(SceltaOperazioneScreen, funnel);

    expect(screen.getByText(/non corrisponde alla richiesta/).textContent).toBe(
      "Abbiamo cercato il punto di fornitura nell'anagrafica nazionale: il suo stato non corrisponde alla richiesta di Cambio fornitore. Scegli come proseguire, i dati che hai inserito restano.",
    );
    expect(definitionsOf(screen.getByText('IT002E30817462').closest('dl')!)).toEqual({
      POD: 'IT002E30817462',
      Stato: 'Cessato: la fornitura è chiusa',
      Indirizzo: 'Via Tuscolana 120, 00181 Roma (RM)',
      Distributore: 'Areti',
    });
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    const subentro = screen.getByRole('radio', { name: 'Subentro' });
    expect(subentro).toHaveProperty('checked', true);
    expect(descriptionOf(subentro)).toBe(
      'Riattiviamo a tuo nome un punto di fornitura cessato, ad esempio nella casa in cui stai entrando.',
    );

    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(funnel.next).toHaveBeenCalledWith({ operazione: 'SUBENTRO' });
  });

  it('with more than one way on, the customer chooses', async () => {
    const user = userEvent.setup();
    const funnel = funnelAt('sceltaOperazione', {
      operazione: 'SUBENTRO',
      contesto: {
        puntiFornitura: [{ ...CEASED, stato: 'ATTIVO' }],
        operazioniPossibili: ['ATTIVAZIONE', 'VOLTURA'],
      },
    });
    await renderScreen(SceltaOperazioneScreen, funnel);

    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    const question = screen.getByRole('group', { name: 'Come vuoi proseguire?' });
    await waitFor(() => expect(fieldError(question)).toBe('Campo obbligatorio.'));
    expect(funnel.next).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Voltura' }));
    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(funnel.next).toHaveBeenCalledWith({ operazione: 'VOLTURA' });
  });
});
