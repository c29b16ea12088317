import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lookupsApi } from '../../api/lookups-api';
import type { FunnelApi } from '../../shell/funnel-context';
import { renderScreen } from '../../test/render-screen';
import IndirizzoFornituraScreen from './screen';

vi.mock('../../api/funnel-api', () => ({ funnelApi: { saveDraft: vi.fn().mockResolvedValue(undefined) } }));
vi.mock('../../api/lookups-api', () => ({
  lookupsApi: { funnelCaps: vi.fn(), comuni: vi.fn().mockResolvedValue([]) },
}));

afterEach(() => vi.clearAllMocks());

async function renderAddress() {
  const funnel = {
    uuid: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
    step: { name: 'indirizzoFornitura', progress: { index: 3, total: 10 } },
    vendita: { proposta: { id: crypto.randomUUID(), intestatario: {}, forniture: [{ commodity: 'LUCE' }] } },
    offerta: { id: 101, nome: 'Casa Luce' },
    marchio: { id: 1, nome: 'Lumen Energia' },
    next: vi.fn(),
    back: vi.fn(),
    submitting: false,
    uploading: false,
  } as unknown as FunnelApi;
  await renderScreen(IndirizzoFornituraScreen, funnel);
}

describe('indirizzoFornitura and the CAPs where the brand sells (GET /funnels/caps)', () => {
  it('announces a CAP outside the list as soon as it is typed', async () => {
    vi.mocked(lookupsApi.funnelCaps).mockResolvedValue(['00181', '10143']);
    await renderAddress();
    const cap = screen.getByLabelText('CAP', { exact: false });
    await userEvent.type(cap, '20121');
    expect((await screen.findByText(/non forniamo online a questo CAP/i)).getAttribute('role')).toBe(
      'status',
    );
    await userEvent.clear(cap);
    await userEvent.type(cap, '00181');
    expect(screen.queryByText(/non forniamo online a questo CAP/i)).toBeNull();
  });

  it('says nothing for a brand that sells everywhere', async () => {
    vi.mocked(lookupsApi.funnelCaps).mockResolvedValue(null);
    await renderAddress();
    await userEvent.type(screen.getByLabelText('CAP', { exact: false }), '20121');
    expect(screen.queryByText(/non forniamo online a questo CAP/i)).toBeNull();
    expect(lookupsApi.funnelCaps).toHaveBeenCalledTimes(1);
  });
});
