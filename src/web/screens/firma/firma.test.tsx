import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Step } from '../../../shared/schemas/api';
import { funnelApi } from '../../api/funnel-api';
import { ApiError } from '../../api/http';
import type { FunnelApi } from '../../shell/funnel-context';
import { descriptionOf, fieldError } from '../../test/accessible';
import { renderScreen } from '../../test/render-screen';
import FirmaScreen from './screen';

vi.mock('../../api/funnel-api', () => ({
  funnelApi: { verifyOtp: vi.fn(), resendOtp: vi.fn(), step: vi.fn() },
}));

const UUID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';
afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

function stepNamed(name: Step['name'], index: number): Step {
  return {
    name,
    taskId: crypto.randomUUID(),
    files: [{ id: 'doc-1', nome: 'privacy-lumen.pdf', tipo: 'privacy', url: '/api/v1/marchi/1/privacy' }],
    variables: { marchio: 1, widgetEnabled: 'false', fastProcess: 'false', creditCheckResult: 'false' },
    progress: { index, total: 9 },
  };
}

async function renderFirma() {
  const funnel = {
    uuid: UUID,
    step: stepNamed('firma', 8),
    vendita: {
      uuid: UUID,
      canale: 'Canale Web',
      proposta: { id: crypto.randomUUID(), intestatario: { contatti: { email: 'mario@example.com' } } },
    },
    offerta: { id: 101, nome: 'Casa Luce' },
    marchio: { id: 1, nome: 'Lumen Energia' },
    next: vi.fn(),
    back: vi.fn(),
    edit: vi.fn(),
    showStep: vi.fn(),
    submitting: false,
  } as unknown as FunnelApi;
  await renderScreen(FirmaScreen, funnel);
  return funnel;
}

const codeField = () => screen.getByRole('textbox', { name: 'Codice di firma' });
const signButton = () => screen.getByRole('button', { name: 'Firma' });

describe('firma', () => {
  it('shows a wrong code inline on the field, without leaving the step', async () => {
    vi.mocked(funnelApi.verifyOtp).mockRejectedValue(
      new ApiError(400, 'otp.invalid', 'Il codice non è corretto.'),
    );
    const user = userEvent.setup();
    const funnel = await renderFirma();

    await user.type(codeField(), '123456');
    await user.click(signButton());

    await waitFor(() =>
      expect(fieldError(codeField())).toBe(
        "Il codice non è corretto. Controlla l'ultima e-mail che hai ricevuto e riprova.",
      ),
    );
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
    expect(funnelApi.verifyOtp).toHaveBeenCalledWith(UUID, '123456');
    expect(funnel.showStep).not.toHaveBeenCalled();
  });

  it('offers a new code when the code has expired', async () => {
    vi.mocked(funnelApi.verifyOtp).mockRejectedValue(new ApiError(400, 'otp.expired', 'scaduto'));
    const user = userEvent.setup();
    await renderFirma();

    await user.type(codeField(), '654321');
    await user.click(signButton());

    await waitFor(() =>
      expect(fieldError(codeField())).toBe(
        'Il codice è scaduto. Chiedine uno nuovo con il pulsante «Invia un nuovo codice».',
      ),
    );
  });

  it('checks the code has 6 digits before sending it', async () => {
    const user = userEvent.setup();
    await renderFirma();

    await user.type(codeField(), '12a');
    await user.click(signButton());

    await waitFor(() => expect(fieldError(codeField())).toBe('Il codice è composto da 6 cifre.'));
    expect(funnelApi.verifyOtp).not.toHaveBeenCalled();
  });

  it('signs once on a double click and shows the step the server answers', async () => {
    const congratulazioni = stepNamed('congratulazioni', 9);
    let answer: (s: Step) => void = () => undefined;
    vi.mocked(funnelApi.verifyOtp).mockReturnValue(new Promise<Step>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    const funnel = await renderFirma();

    await user.type(codeField(), '123456');
    await user.dblClick(signButton());
    expect(signButton()).toHaveProperty('disabled', true);
    await act(async () => answer(congratulazioni));

    expect(funnelApi.verifyOtp).toHaveBeenCalledTimes(1);
    expect(funnel.showStep).toHaveBeenCalledWith(congratulazioni);
  });

  it('lets a new code be asked for only after 30 seconds, with a countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(funnelApi.resendOtp).mockResolvedValue({
      canale: 'email',
      destinazione: 'm***o@example.com',
      scadenza: new Date(Date.now() + 600_000).toISOString(),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderFirma();
    const resend = () => screen.getByRole('button', { name: 'Invia un nuovo codice' });

    // entering the step sent a code: the server refuses another for 30 s
    expect(resend()).toHaveProperty('disabled', true);
    expect(descriptionOf(resend())).toBe('Potrai richiederlo tra 30 secondi.');
    act(() => vi.advanceTimersByTime(10_000));
    expect(descriptionOf(resend())).toBe('Potrai richiederlo tra 20 secondi.');
    act(() => vi.advanceTimersByTime(20_000));
    expect(resend()).toHaveProperty('disabled', false);
    expect(screen.queryByText(/Potrai richiederlo/)).toBeNull();

    await user.click(resend());

    expect(funnelApi.resendOtp).toHaveBeenCalledWith(UUID);
    expect((await screen.findByRole('status')).textContent).toBe('Nuovo codice inviato a m***o@example.com');
    expect(document.activeElement).toBe(codeField());
    expect(resend()).toHaveProperty('disabled', true);
    expect(descriptionOf(resend())).toBe('Potrai richiederlo tra 30 secondi.');
  });
});
