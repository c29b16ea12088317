import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { funnelAt } from '../../test/funnel-fixture';
import { renderScreen } from '../../test/render-screen';
import DatiFornituraScreen from './screen';

describe('datiFornitura', () => {
  it('a dual offer asks for the POD and the PDR, each checked before it is sent', async () => {
    const user = userEvent.setup();
    const funnel = funnelAt('datiFornitura', { operazione: 'SUBENTRO', offerta: 'LUCE_GAS', index: 1 });
    await renderScreen(DatiFornituraScreen, funnel);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Dove vuoi riattivare la fornitura?' }),
    ).toBeTruthy();
    const pod = screen.getByRole('textbox', { name: 'Codice POD' });
    const pdr = screen.getByRole('textbox', { name: 'Codice PDR' });
    expect(screen.getByRole('heading', { level: 2, name: 'Luce' })).toBeTruthy();

    await user.type(pod, 'IT001X12345678');
    await user.type(pdr, '0088000783125');
    await user.click(screen.getByRole('button', { name: 'Avanti' }));
    expect(await screen.findByText(/Il POD non è valido/)).toBeTruthy();
    expect(screen.getByText(/Il PDR non è valido/)).toBeTruthy();
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
    expect(screen.getByRole('heading', { level: 1, name: 'Quale fornitura passa a te?' })).toBeTruthy();
    expect(screen.getByText(/sulla bolletta dell'attuale intestatario/)).toBeTruthy();
  });
});
