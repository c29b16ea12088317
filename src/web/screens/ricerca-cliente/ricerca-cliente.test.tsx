import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { funnelAt } from '../../test/funnel-fixture';
import { renderScreen } from '../../test/render-screen';
import RicercaClienteScreen from './screen';

const identifier = () =>
  screen.getByRole('textbox', { name: 'Codice cliente, codice fiscale o partita IVA' });
const next = () => screen.getByRole('button', { name: 'Avanti' });

describe('ricercaCliente', () => {
  it('a new customer answers no and goes on with no identifier', async () => {
    const user = userEvent.setup();
    const funnel = funnelAt('ricercaCliente', { index: 1 });
    await renderScreen(RicercaClienteScreen, funnel);

    expect(screen.getByRole('heading', { level: 1, name: 'Sei già nostro cliente?' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(next());
    expect(await screen.findByText('Campo obbligatorio.')).toBeTruthy();
    expect(funnel.next).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'No, sono un nuovo cliente' }));
    await user.click(next());
    expect(funnel.next).toHaveBeenCalledWith({ giaCliente: false });
  });

  it('a customer gives their code, checked and normalised before it is sent', async () => {
    const user = userEvent.setup();
    const funnel = funnelAt('ricercaCliente', { index: 1 });
    await renderScreen(RicercaClienteScreen, funnel);

    await user.click(screen.getByRole('radio', { name: 'Sì, sono già cliente' }));
    await user.type(identifier(), 'X12');
    await user.click(next());
    expect(await screen.findByText('Il formato non è valido.')).toBeTruthy();
    expect(identifier().getAttribute('aria-invalid')).toBe('true');

    await user.clear(identifier());
    await user.type(identifier(), 'c 1000101');
    await user.click(next());
    expect(funnel.next).toHaveBeenCalledWith({ giaCliente: true, identificativo: 'C1000101' });
  });

  it("shows the server's answer for an unknown customer on the field", async () => {
    const user = userEvent.setup();
    const funnel = funnelAt('ricercaCliente', { index: 1 });
    funnel.next.mockResolvedValue({ identificativo: 'validation.customer_not_found' });
    await renderScreen(RicercaClienteScreen, funnel);

    await user.click(screen.getByRole('radio', { name: 'Sì, sono già cliente' }));
    await user.type(identifier(), 'C9999999');
    await user.click(next());

    expect(await screen.findByText(/Non troviamo un cliente con questo codice/)).toBeTruthy();
    expect(document.activeElement).toBe(identifier());
  });

  it('a product change asks for the identifier only', async () => {
    const user = userEvent.setup();
    const funnel = funnelAt('ricercaCliente', { operazione: 'CAMBIO_PRODOTTO', index: 1 });
    await renderScreen(RicercaClienteScreen, funnel);

    expect(screen.getByRole('heading', { level: 1, name: 'Accedi come cliente' })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    await user.type(identifier(), 'VRDLRA82C55L219F');
    await user.click(next());
    expect(funnel.next).toHaveBeenCalledWith({ giaCliente: true, identificativo: 'VRDLRA82C55L219F' });
  });
});
