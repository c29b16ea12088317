import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type { Condizione } from '../../../shared/schemas/api';
import { funnelApi } from '../../api/funnel-api';
import type { FunnelApi } from '../../shell/funnel-context';
import { fieldError } from '../../test/accessible';
import { renderScreen } from '../../test/render-screen';
import Screen from './screen';

vi.mock('../../api/funnel-api', () => ({ funnelApi: { conditions: vi.fn() } }));

afterEach(() => vi.restoreAllMocks());

const doc = { id: 'd1', nome: 'privacy-lumen.pdf', tipo: 'privacy', url: '/api/v1/marchi/1/privacy' };
const CONDITIONS: Condizione[] = [
  {
    codice: 'PRIVACY',
    versione: '1',
    testo: 'Ho letto l’informativa.',
    obbligatoria: true,
    accettata: true,
    documento: doc,
  },
  {
    codice: 'MARKETING',
    versione: '1',
    testo: 'Offerte commerciali.',
    obbligatoria: false,
    accettata: false,
    documento: null,
  },
];

async function showConditions(next: FunnelApi['next']) {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null); // the dirty favicon: jsdom has no canvas
  vi.mocked(funnelApi.conditions).mockResolvedValue(CONDITIONS);
  const funnel = {
    uuid: 'u',
    step: {
      name: 'accettazioneCondizioni',
      taskId: 't',
      files: [doc],
      variables: {},
      progress: { index: 6, total: 9 },
    },
    vendita: { proposta: { id: 'p1' } },
    marchio: { nome: 'Lumen Energia' },
    next,
    back: vi.fn(),
    submitting: false,
  } as unknown as FunnelApi;
  await renderScreen(Screen, funnel);
}

it('ticks only what was accepted in this version and sends every term', async () => {
  const next = vi.fn().mockResolvedValue(null);
  const user = userEvent.setup();
  await showConditions(next);

  const privacy = await screen.findByRole('checkbox', { name: /Ho letto l’informativa\. \(obbligatorio\)/ });
  const marketing = screen.getByRole('checkbox', { name: /Offerte commerciali\. \(facoltativo\)/ });
  expect(privacy).toHaveProperty('checked', true);
  expect(marketing).toHaveProperty('checked', false);
  expect(
    screen.getAllByRole('link', { name: 'Informativa sulla privacy (PDF, si apre in una nuova finestra)' }),
  ).toHaveLength(2);

  await user.click(screen.getByRole('button', { name: 'Avanti' }));
  expect(next).toHaveBeenCalledWith({ condizioni: { PRIVACY: true, MARKETING: false } });
});

it('puts the server’s refusal of a mandatory consent on its checkbox', async () => {
  const next = vi.fn().mockResolvedValue({ 'condizioni.PRIVACY': 'validation.consent_required' });
  const user = userEvent.setup();
  await showConditions(next);

  const privacy = await screen.findByRole('checkbox', { name: /Ho letto/ });
  await user.click(screen.getByRole('button', { name: 'Avanti' }));

  await waitFor(() => expect(fieldError(privacy)).toBe('Questo consenso è necessario per proseguire.'));
  expect(privacy.getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(privacy);
});
