import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TermsAdmin } from '../../../shared/schemas/catalogue-admin';
import { ApiError } from '../../api/http';
import type * as Api from '../api';
import { descriptionOf } from '../../test/accessible';
import { brandOf, fakeStaffApi, renderBackoffice } from '../../test/render-backoffice';
import type { FakeRoutes } from '../../test/render-backoffice';
import { TermsPage } from './terms';

// The terms page: a brand's versions chosen by the brand's name, a new version of a code filled from
// its current one, a version name in use refused on its field, the published version then current.

const api = vi.hoisted(() => ({ staffApi: vi.fn(), staffApiNoContent: vi.fn(), staffUpload: vi.fn() }));
vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  ...api,
}));

function serve(routes: FakeRoutes) {
  const fake = fakeStaffApi(routes);
  api.staffApi.mockImplementation(fake.staffApi);
  return fake;
}

const PRIVACY_DOC = {
  id: '6d0f4a6e-4a8c-4f57-9b0e-5d6c1b1f0a01',
  tipo: 'privacy',
  nome: 'privacy-2.pdf',
  sha256: 'x',
};
const BRANDS = [brandOf(1, 'Lumen Energia'), brandOf(2, 'Aurora Luce e Gas', { documenti: [PRIVACY_DOC] })];
const version = (codice: string, versione: string, more: Partial<TermsAdmin> = {}): TermsAdmin => ({
  marchioId: 2,
  codice,
  versione,
  ordine: 1,
  obbligatoria: true,
  testoIt: `Testo ${codice} ${versione}`,
  testoEn: `Text ${codice} ${versione}`,
  documentoId: PRIVACY_DOC.id,
  pubblicataIl: '2026-01-01T10:00:00.000Z',
  corrente: true,
  ...more,
});
const SLOW = 30_000;

beforeEach(() => vi.clearAllMocks());

describe('TermsPage', () => {
  it(
    'publishes a new version of a code, filled from its current one; a version in use is refused on its field',
    async () => {
      const user = userEvent.setup();
      let terms = [version('PRIVACY', '2024-01')];
      const fake = serve({
        'GET /catalogue/brands': BRANDS,
        'GET /catalogue/brands/1': BRANDS[0]!,
        'GET /catalogue/brands/2': BRANDS[1]!,
        'GET /catalogue/terms?marchioId=1': [],
        'GET /catalogue/terms?marchioId=2': () => terms,
        'POST /catalogue/terms': (body) => {
          const b = body as TermsAdmin;
          if (b.versione === '2024-01') throw new ApiError(409, 'catalogue.code_taken', 'taken');
          const row = { ...b, pubblicataIl: '2026-02-01T10:00:00.000Z', corrente: true };
          terms = [row, ...terms.map((x) => ({ ...x, corrente: false }))];
          return row;
        },
      });
      await renderBackoffice(<TermsPage canEdit onFailure={vi.fn()} />);
      // the first brand's versions at first; another brand chosen by its name
      await waitFor(() =>
        expect(fake.calls.some((c) => c.path === '/catalogue/terms?marchioId=1')).toBe(true),
      );
      await user.selectOptions(screen.getByLabelText('Marchio'), 'Aurora Luce e Gas');
      await user.click(await screen.findByRole('button', { name: 'Nuova versione di PRIVACY' }));

      expect(
        screen.getByRole('heading', { name: 'Nuova versione di PRIVACY (Aurora Luce e Gas)' }),
      ).toBeTruthy();
      const versione = screen.getByLabelText('Versione') as HTMLInputElement;
      await waitFor(() => expect(document.activeElement).toBe(versione));
      expect(versione.value).toBe('');
      expect((screen.getByLabelText('Codice') as HTMLInputElement).value).toBe('PRIVACY');
      expect((screen.getByLabelText('Testo in italiano') as HTMLTextAreaElement).value).toBe(
        'Testo PRIVACY 2024-01',
      );
      expect((screen.getByLabelText('Consenso obbligatorio') as HTMLInputElement).checked).toBe(true);
      const documento = screen.getByLabelText('Documento collegato') as HTMLSelectElement;
      await waitFor(() =>
        expect(documento.selectedOptions[0]?.text).toBe('privacy-2.pdf (informativa privacy)'),
      );

      await user.type(versione, '2024-01');
      await user.click(screen.getByRole('button', { name: 'Pubblica la versione' }));
      await waitFor(() => expect(versione.getAttribute('aria-invalid')).toBe('true'));
      expect(descriptionOf(versione)).toBe(
        'Questa versione esiste già per questo codice: scegli un altro nome.',
      );

      await user.clear(versione);
      await user.type(versione, '2026-02');
      await user.clear(screen.getByLabelText('Testo in inglese'));
      await user.type(screen.getByLabelText('Testo in inglese'), 'New text');
      await user.click(screen.getByRole('button', { name: 'Pubblica la versione' }));
      await waitFor(() =>
        expect(screen.getByRole('status').textContent).toBe(
          'Versione 2026-02 di PRIVACY pubblicata: è quella corrente.',
        ),
      );
      expect(fake.calls.filter((c) => c.method === 'POST').pop()?.body).toEqual({
        marchioId: 2,
        codice: 'PRIVACY',
        versione: '2026-02',
        ordine: 1,
        obbligatoria: true,
        testoIt: 'Testo PRIVACY 2024-01',
        testoEn: 'New text',
        documentoId: PRIVACY_DOC.id,
      });
      // the list: the new version current, the old one no longer
      const rowOf = (v: string) => screen.getByRole('cell', { name: v }).closest('tr')!;
      const current = (await screen.findByRole('cell', { name: '2026-02' })).closest('tr')!;
      expect(within(current).getAllByRole('cell').at(-2)?.textContent).toBe('sì');
      const old = rowOf('2024-01');
      expect(within(old).getAllByRole('cell').at(-2)?.textContent).toBe('no');
    },
    SLOW,
  );

  it('shows a viewer the versions only', async () => {
    serve({
      'GET /catalogue/brands': BRANDS,
      'GET /catalogue/terms?marchioId=1': [version('PRIVACY', '2024-01', { marchioId: 1 })],
    });
    await renderBackoffice(<TermsPage canEdit={false} onFailure={vi.fn()} />, 'en');
    await screen.findByRole('rowheader', { name: 'PRIVACY' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByLabelText('Version')).toBeNull();
  });
});
