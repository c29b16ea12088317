import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fieldError } from '../../test/accessible';
import { funnelAt } from '../../test/funnel-fixture';
import { renderScreen } from '../../test/render-screen';
import DatiFornituraScreen from './screen';

describe('datiFornitura', () => {
  it('a dual offer asks for the POD and the PDR, each checked before it is sent', async () => {
    const user = userEvent.setup();
    const funnel = funnelAt('datiFornitura', { operazione: 'SUBENTRO', offerta: 'LUCE_GAS', index: 1 });
    await renderScreen(DatiFornituraScreen, funnel);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Dove vuoi riattivare la fornitura?');
    const pod = screen.getByRole('textbox', { name: 'Codice POD' });
    const pdr = screen.getByRole('textbox', { name: 'Codice PDR' });
    // one titled section per supply, Luce then Gas, each with its own code
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Luce', 'Gas']);
    expect(screen.getByRole('region', { name: 'Luce' }).contains(pod)).toBe(true);
    expect(screen.getByRole('region', { name: 'Gas' }).contains(pdr)).toBe(true);

    await user.type(pod, 'IT001X12345678');
    await user.type(pdr, '0088000783125');
    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    await waitFor(() =>
      expect(fieldError(pod)).toBe('Il POD non è valido: ha la forma IT001E12345678 e lo trovi in bolletta.'),
    );
    expect(fieldError(pdr)).toBe('Il PDR non è valido: sono 14 cifre e lo trovi in bolletta.');
    expect(funnel.next).not.toHaveBeenCalled();

    await user.clear(pod);
    await user.type(pod, 'it002e 30817462');
    await user.type(pdr, '4');
    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(funnel.next).toHaveBeenCalledWith({
      forniture: [
        { commodity: 'LUCE', pod: 'IT002E30817462' },
        { commodity: 'GAS', pdr: '00880007831254' },
      ],
    });
  });

  it("a transfer says where to find the code: on the current holder's bill", async () => {
    await renderScreen(DatiFornituraScreen, funnelAt('datiFornitura', { operazione: 'VOLTURA', index: 1 }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Quale fornitura passa a te?');
    expect(screen.getByText(/^Trovi il codice/).textContent).toBe(
      "Trovi il codice sulla bolletta dell'attuale intestatario, nei dati della fornitura.",
    );
  });
});
