import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CampaignAdmin } from '../../../shared/schemas/catalogue-admin';
import { ApiError } from '../../api/http';
import type * as Api from '../api';
import { brandOf, fakeStaffApi, renderBackoffice } from '../../test/render-backoffice';
import type { FakeRoutes } from '../../test/render-backoffice';
import { CampaignsPage } from './campaigns';

// The campaigns page: one created for a brand chosen by name, one changed and switched off, one
// deleted after a confirmation, and one a sale names refused with a message that says what to do.

const api = vi.hoisted(() => ({ staffApi: vi.fn(), staffApiNoContent: vi.fn(), staffUpload: vi.fn() }));
vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  ...api,
}));

function serve(routes: FakeRoutes) {
  const fake = fakeStaffApi(routes);
  api.staffApi.mockImplementation(fake.staffApi);
  api.staffApiNoContent.mockImplementation(fake.staffApiNoContent);
  return fake;
}

const BRANDS = [brandOf(1, 'Lumen Energia'), brandOf(2, 'Aurora Luce e Gas')];
const AUTUNNO: CampaignAdmin = {
  id: 1001,
  marchioId: 1,
  codice: 'LUM-AUTUNNO26',
  nome: 'Autunno 2026',
  attiva: true,
};
const WEB: CampaignAdmin = {
  id: 2001,
  marchioId: 2,
  codice: 'AUR-WEB26',
  nome: 'Aurora Web 2026',
  attiva: true,
};
const SLOW = 30_000;

beforeEach(() => vi.clearAllMocks());

describe('CampaignsPage', () => {
  it(
    'creates a campaign for a brand chosen by name',
    async () => {
      const user = userEvent.setup();
      const fake = serve({
        'GET /catalogue/brands': BRANDS,
        'GET /catalogue/campaigns': [AUTUNNO],
        'POST /catalogue/campaigns': (body) => ({ id: 2002, ...(body as object) }),
      });
      await renderBackoffice(<CampaignsPage canEdit onFailure={vi.fn()} />);
      const row = await screen.findByRole('row', { name: /Autunno 2026/ });
      expect(within(row).getByText('Lumen Energia')).toBeTruthy();

      await user.click(screen.getByRole('button', { name: 'Crea la campagna' }));
      const brand = screen.getByLabelText('Marchio');
      await waitFor(() => expect(brand.getAttribute('aria-invalid')).toBe('true'));
      await user.selectOptions(brand, 'Aurora Luce e Gas');
      await user.type(screen.getByLabelText('Codice'), 'aur-estate');
      await user.type(screen.getByLabelText('Nome'), 'Estate');
      await user.click(screen.getByRole('button', { name: 'Crea la campagna' }));
      await waitFor(() =>
        expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({
          marchioId: 2,
          codice: 'AUR-ESTATE',
          nome: 'Estate',
          attiva: true,
        }),
      );
      expect(await screen.findByText('Campagna 2002 «Estate» salvata.')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'changes a campaign and switches it off; its brand stays',
    async () => {
      const user = userEvent.setup();
      const fake = serve({
        'GET /catalogue/brands': BRANDS,
        'GET /catalogue/campaigns': [AUTUNNO, WEB],
        'PUT /catalogue/campaigns/1001': (body) => ({ id: 1001, ...(body as object) }),
        'PUT /catalogue/campaigns/2001': (body) => ({ id: 2001, ...(body as object) }),
      });
      await renderBackoffice(<CampaignsPage canEdit onFailure={vi.fn()} />);
      await user.click(await screen.findByRole('button', { name: 'Modifica Autunno 2026' }));
      expect(screen.getByRole('heading', { name: 'Modifica della campagna Autunno 2026' })).toBeTruthy();
      const nome = screen.getByLabelText('Nome') as HTMLInputElement;
      await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Codice')));
      expect((screen.getByLabelText('Marchio') as HTMLSelectElement).disabled).toBe(true);
      await user.clear(nome);
      await user.type(nome, 'Autunno 26');
      await user.click(screen.getByLabelText('Campagna attiva'));
      await user.click(screen.getByRole('button', { name: 'Salva' }));
      await waitFor(() =>
        expect(fake.calls.find((c) => c.path === '/catalogue/campaigns/1001')?.body).toEqual({
          marchioId: 1,
          codice: 'LUM-AUTUNNO26',
          nome: 'Autunno 26',
          attiva: false,
        }),
      );

      // the switch on a row sends the campaign as it is, switched
      await user.click(screen.getByRole('button', { name: 'Disattiva Aurora Web 2026' }));
      await waitFor(() =>
        expect(fake.calls.find((c) => c.path === '/catalogue/campaigns/2001')?.body).toMatchObject({
          attiva: false,
        }),
      );
      expect(await screen.findByText('Campagna «Aurora Web 2026» disattivata.')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'deletes a campaign after a confirmation; one a sale names is refused, the switch offered',
    async () => {
      const user = userEvent.setup();
      let campaigns = [AUTUNNO, WEB];
      const fake = serve({
        'GET /catalogue/brands': BRANDS,
        'GET /catalogue/campaigns': () => campaigns,
        'DELETE /catalogue/campaigns/2001': () => {
          campaigns = campaigns.filter((c) => c.id !== 2001);
        },
        'DELETE /catalogue/campaigns/1001': () => {
          throw new ApiError(409, 'catalogue.in_use', 'in use');
        },
      });
      await renderBackoffice(<CampaignsPage canEdit onFailure={vi.fn()} />);
      const remove = await screen.findByRole('button', { name: 'Elimina Aurora Web 2026' });
      await user.click(remove);
      const confirm = screen.getByRole('button', { name: 'Sì, elimina Aurora Web 2026' });
      await waitFor(() => expect(document.activeElement).toBe(confirm));
      // cancelled: nothing sent, the focus back on the delete button
      await user.click(screen.getByRole('button', { name: 'Annulla' }));
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elimina Aurora Web 2026' })),
      );
      expect(fake.calls.some((c) => c.method === 'DELETE')).toBe(false);

      await user.click(screen.getByRole('button', { name: 'Elimina Aurora Web 2026' }));
      await user.click(screen.getByRole('button', { name: 'Sì, elimina Aurora Web 2026' }));
      await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Aurora Web 2026' })).toBeNull());
      expect(screen.getByRole('status').textContent).toBe('Campagna «Aurora Web 2026» eliminata.');
      expect(document.activeElement).toBe(screen.getByRole('table'));

      await user.click(screen.getByRole('button', { name: 'Elimina Autunno 2026' }));
      await user.click(screen.getByRole('button', { name: 'Sì, elimina Autunno 2026' }));
      await waitFor(() =>
        expect(screen.getByRole('status').textContent).toBe(
          'La campagna «Autunno 2026» è indicata da almeno una vendita e non si può eliminare: disattivala invece.',
        ),
      );
      await waitFor(() =>
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Disattiva Autunno 2026' })),
      );
    },
    SLOW,
  );

  it('shows a viewer the list only', async () => {
    serve({ 'GET /catalogue/brands': BRANDS, 'GET /catalogue/campaigns': [AUTUNNO] });
    await renderBackoffice(<CampaignsPage canEdit={false} onFailure={vi.fn()} />, 'en');
    await screen.findByRole('rowheader', { name: 'Autunno 2026' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByLabelText('Brand')).toBeNull();
  });
});
