import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientsApi } from '../../api/clients-api';
import { ApiError } from '../../api/http';
import { descriptionOf, fieldError } from '../../test/accessible';
import { PROPOSTA_ID, funnelAt } from '../../test/funnel-fixture';
import { renderScreen } from '../../test/render-screen';
import VerificaOtpClienteScreen from './screen';

vi.mock('../../api/clients-api', () => ({ clientsApi: { auth: vi.fn(), sendOtp: vi.fn() } }));

afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

/** The code went out `ago` ms before the screen opened; it is valid 10 minutes. */
function sentAgo(ago: number) {
  return {
    otp: {
      identificativo: 'C1000101',
      canale: 'email' as const,
      destinazione: 'l*********i@example.com',
      scadenza: new Date(Date.now() - ago + 600_000).toISOString(),
    },
  };
}

const codeField = () => screen.getByRole('textbox', { name: 'Codice di verifica' });
const verify = () => screen.getByRole('button', { name: 'Verifica' });
const resend = () => screen.getByRole('button', { name: 'Invia un nuovo codice' });

describe('verificaOtpCliente', () => {
  it('says where the code went and offers a one-time-code field', async () => {
    await renderScreen(VerificaOtpClienteScreen, funnelAt('verificaOtpCliente', { contesto: sentAgo(0) }));

    expect(screen.getByText(/all'indirizzo e-mail/).textContent).toMatch(
      /^Ti abbiamo inviato un codice di 6 cifre all'indirizzo e-mail l\*{9}i@example\.com\. Il codice vale fino alle \d\d:\d\d\.$/,
    );
    expect(codeField().getAttribute('autocomplete')).toBe('one-time-code');
    expect(codeField().getAttribute('inputmode')).toBe('numeric');
  });

  it('verifies the code, then goes on', async () => {
    vi.mocked(clientsApi.auth).mockResolvedValue({
      cliente: { codiceCliente: 'C1000101', tipo: 'PF', codiceFiscale: 'VRD************F' },
      forniture: [],
    });
    const user = userEvent.setup();
    const funnel = funnelAt('verificaOtpCliente', { contesto: sentAgo(0) });
    await renderScreen(VerificaOtpClienteScreen, funnel);

    await user.type(codeField(), '123456');
    await user.click(verify());

    expect(clientsApi.auth).toHaveBeenCalledWith('123456', PROPOSTA_ID);
    expect(funnel.next).toHaveBeenCalledWith({});
  });

  it('shows a wrong code on the field, in the language of the page, and does not go on', async () => {
    vi.mocked(clientsApi.auth).mockRejectedValue(new ApiError(400, 'otp.invalid', 'wrong'));
    const user = userEvent.setup();
    const funnel = funnelAt('verificaOtpCliente', { contesto: sentAgo(0) });
    await renderScreen(VerificaOtpClienteScreen, funnel);

    await user.type(codeField(), '000000');
    await user.click(verify());

    await waitFor(() =>
      expect(fieldError(codeField())).toBe(
        "Il codice non è corretto. Controlla l'ultimo messaggio che hai ricevuto e riprova.",
      ),
    );
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
    expect(funnel.next).not.toHaveBeenCalled();
  });

  it('a locked code says to ask for a new one', async () => {
    vi.mocked(clientsApi.auth).mockRejectedValue(new ApiError(423, 'otp.locked', 'locked'));
    const user = userEvent.setup();
    await renderScreen(VerificaOtpClienteScreen, funnelAt('verificaOtpCliente', { contesto: sentAgo(0) }));

    await user.type(codeField(), '000000');
    await user.click(verify());

    await waitFor(() =>
      expect(fieldError(codeField())).toBe(
        'Hai inserito troppe volte un codice errato e, per sicurezza, il codice è stato bloccato. Chiedine uno nuovo con il pulsante «Invia un nuovo codice».',
      ),
    );
  });

  it('checks the code has 6 digits before sending it', async () => {
    const user = userEvent.setup();
    await renderScreen(VerificaOtpClienteScreen, funnelAt('verificaOtpCliente', { contesto: sentAgo(0) }));

    await user.type(codeField(), '12');
    await user.click(verify());

    await waitFor(() => expect(fieldError(codeField())).toBe('Il codice è composto da 6 cifre.'));
    expect(clientsApi.auth).not.toHaveBeenCalled();
  });

  it('counts the 30 seconds before a new code from when the last one was sent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(clientsApi.sendOtp).mockResolvedValue({
      canale: 'email',
      destinazione: 'l*********i@example.com',
      scadenza: new Date(Date.now() + 600_000).toISOString(),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderScreen(
      VerificaOtpClienteScreen,
      funnelAt('verificaOtpCliente', { contesto: sentAgo(20_000) }),
    );

    expect(resend()).toHaveProperty('disabled', true);
    expect(descriptionOf(resend())).toBe('Potrai richiederlo tra 10 secondi.');
    act(() => vi.advanceTimersByTime(10_000));
    expect(resend()).toHaveProperty('disabled', false);

    await user.click(resend());

    expect(clientsApi.sendOtp).toHaveBeenCalledWith('C1000101', PROPOSTA_ID);
    expect((await screen.findByRole('status')).textContent).toBe(
      'Nuovo codice inviato a l*********i@example.com',
    );
    expect(document.activeElement).toBe(codeField());
    expect(resend()).toHaveProperty('disabled', true);
  });

  it('a refused new code says to wait', async () => {
    vi.mocked(clientsApi.sendOtp).mockRejectedValue(new ApiError(429, 'rate_limited', 'slow down'));
    const user = userEvent.setup();
    await renderScreen(
      VerificaOtpClienteScreen,
      funnelAt('verificaOtpCliente', { contesto: sentAgo(60_000) }),
    );

    await user.click(resend());

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Hai chiesto troppi codici in poco tempo. Attendi qualche minuto e riprova.',
    );
    expect(resend()).toHaveProperty('disabled', true);
  });
});
