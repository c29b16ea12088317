import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfferAdmin } from '../../../shared/schemas/catalogue-admin';
import { ApiError } from '../../api/http';
import type * as Api from '../api';
import { descriptionOf } from '../../test/accessible';
import { brandOf, fakeStaffApi, renderBackoffice } from '../../test/render-backoffice';
import type { FakeRoutes } from '../../test/render-backoffice';
import { OffersPage } from './offers';

// The offers page as an administrator uses it: the brand and the linked offer chosen by name, price
// components added and removed (labels, errors, focus), an offer's documents uploaded and refused.

const api = vi.hoisted(() => ({ staffApi: vi.fn(), staffApiNoContent: vi.fn(), staffUpload: vi.fn() }));
vi.mock('../api', async (importOriginal) => ({
  ...(await importOriginal<typeof Api>()),
  ...api,
}));

function serve(routes: FakeRoutes) {
  const fake = fakeStaffApi(routes);
  api.staffApi.mockImplementation(fake.staffApi);
  api.staffApiNoContent.mockImplementation(fake.staffApiNoContent);
  api.staffUpload.mockImplementation(fake.staffUpload);
  return fake;
}

const offer = (id: number, marchioId: number, nome: string, more: Partial<OfferAdmin> = {}): OfferAdmin => ({
  id,
  marchioId,
  codice: nome.toUpperCase().replace(/\W+/g, '-'),
  nome,
  tipo: 'LUCE',
  tipoContratto: 'DOMESTICO',
  validaDal: '2026-01-01',
  validaAl: '2030-12-31',
  offertaIdCollegata: null,
  descrizione: '',
  prezzi: { luce: { energiaEuroKwh: 0.1, quotaFissaEuroMese: 8 } },
  documenti: [],
  ...more,
});
const BRANDS = [brandOf(1, 'Lumen Energia'), brandOf(2, 'Aurora Luce e Gas')];
const CASA = offer(101, 1, 'Casa Luce');
const AURORA = offer(201, 2, 'Aurora Casa');

const field = (name: string) => screen.getByLabelText(name);
const component = (commodity: 'luce' | 'gas', n: number) =>
  screen.getByRole('group', { name: `Componente ${commodity} ${n}` });

beforeEach(() => vi.clearAllMocks());
// many keystrokes through a real form: more than the default 5 s on a busy machine
const SLOW = 30_000;

describe('OffersPage', () => {
  it(
    'creates an offer for a brand chosen by name, linked to one of its offers, with price components',
    async () => {
      const user = userEvent.setup();
      const fake = serve({
        'GET /catalogue/brands': BRANDS,
        'GET /catalogue/offers': [CASA, AURORA],
        'GET /catalogue/offers?marchioId=1': [CASA],
        'GET /catalogue/offers?marchioId=2': [AURORA],
        'POST /catalogue/offers': (body) => ({ ...offer(202, 2, 'Nuova'), ...(body as object), id: 202 }),
      });
      await renderBackoffice(<OffersPage canEdit onFailure={vi.fn()} />);
      await screen.findByRole('rowheader', { name: 'Aurora Casa' });
      // the list names each offer's brand
      const row = screen.getByRole('row', { name: /Aurora Casa/ });
      expect(within(row).getByText('Aurora Luce e Gas')).toBeTruthy();

      await user.selectOptions(field('Marchio'), 'Aurora Luce e Gas');
      // the linked offer: none, or one of the same brand's offers by name
      const linked = field('Offerta collegata (facoltativa)') as HTMLSelectElement;
      await waitFor(() =>
        expect([...linked.options].map((o) => o.text)).toEqual(['Nessuna', 'Aurora Casa (AURORA-CASA)']),
      );
      await user.selectOptions(linked, 'Aurora Casa (AURORA-CASA)');

      await user.type(field('Codice'), 'aur-nuova');
      await user.type(field('Nome'), 'Nuova');
      await user.type(field('Valida dal'), '2026-01-01');
      await user.type(field('Valida fino al'), '2030-12-31');

      // a component added: its fields labelled inside a group named by the row, the focus on its first
      const add = screen.getByRole('button', { name: 'Aggiungi una componente luce' });
      await user.click(add);
      const first = component('luce', 1);
      const voce = within(first).getByLabelText('Voce');
      await waitFor(() => expect(document.activeElement).toBe(voce));
      await user.type(voce, 'Trasporto');
      await user.clear(within(first).getByLabelText('Valore'));
      await user.type(within(first).getByLabelText('Valore'), '0.0123');
      expect(within(first).getByRole('button', { name: 'Rimuovi Trasporto' })).toBeTruthy();

      // a second one left without its name: the error is on its field
      await user.click(add);
      const second = component('luce', 2);
      await user.selectOptions(within(second).getByLabelText('Unità'), '€/mese');
      await user.click(screen.getByRole('button', { name: "Crea l'offerta" }));
      const voce2 = within(second).getByLabelText('Voce');
      await waitFor(() => expect(voce2.getAttribute('aria-invalid')).toBe('true'));
      expect(descriptionOf(voce2)).toBe('Campo obbligatorio.');
      expect(fake.calls.some((c) => c.method === 'POST')).toBe(false);

      await user.type(voce2, 'Oneri di sistema');
      await user.click(screen.getByRole('button', { name: "Crea l'offerta" }));
      await waitFor(() => expect(fake.calls.some((c) => c.method === 'POST')).toBe(true));
      const post = fake.calls.find((c) => c.method === 'POST')!;
      expect(post.body).toMatchObject({
        marchioId: 2,
        codice: 'AUR-NUOVA',
        offertaIdCollegata: 201,
        prezzi: {
          luce: {
            componenti: [
              { voce: 'Trasporto', valore: 0.0123, unita: 'euro_kwh' },
              { voce: 'Oneri di sistema', valore: 0, unita: 'euro_mese' },
            ],
          },
        },
      });
      // the offer just created stays open, its documents ready to upload
      expect(await screen.findByRole('heading', { name: "Modifica dell'offerta Nuova" })).toBeTruthy();
      expect(screen.getAllByRole('status')[0]!.textContent).toContain('Offerta 202 «Nuova» creata');
      expect(screen.getByLabelText('Condizioni generali (PDF)')).toBeTruthy();
      // and its brand cannot change
      expect((field('Marchio') as HTMLSelectElement).disabled).toBe(true);
    },
    SLOW,
  );

  it(
    'moves the focus to the row that takes a removed one’s place, then to the add button',
    async () => {
      const user = userEvent.setup();
      serve({ 'GET /catalogue/brands': BRANDS, 'GET /catalogue/offers': [] });
      await renderBackoffice(<OffersPage canEdit onFailure={vi.fn()} />);
      await user.selectOptions(await screen.findByLabelText('Fornitura'), 'Gas');
      const add = screen.getByRole('button', { name: 'Aggiungi una componente gas' });
      await user.click(add);
      await user.type(within(component('gas', 1)).getByLabelText('Voce'), 'Trasporto');
      await user.click(add);
      await user.type(within(component('gas', 2)).getByLabelText('Voce'), 'Accise');
      expect((within(component('gas', 1)).getByLabelText('Unità') as HTMLSelectElement).value).toBe(
        'euro_smc',
      );

      await user.click(screen.getByRole('button', { name: 'Rimuovi Trasporto' }));
      // Accise is now the first row, and has the focus
      const voce = within(component('gas', 1)).getByLabelText('Voce') as HTMLInputElement;
      expect(voce.value).toBe('Accise');
      await waitFor(() => expect(document.activeElement).toBe(voce));
      await user.click(screen.getByRole('button', { name: 'Rimuovi Accise' }));
      await waitFor(() => expect(document.activeElement).toBe(add));
      expect(screen.queryByRole('group', { name: /Componente gas/ })).toBeNull();
      expect(screen.getByText('Componente «Accise» rimossa.')).toBeTruthy();
    },
    SLOW,
  );

  it(
    'uploads an offer’s documents; a file that is not a PDF is refused, named, the focus kept',
    async () => {
      const user = userEvent.setup({ applyAccept: false });
      const withDoc = offer(101, 1, 'Casa Luce', {
        documenti: [
          { id: 'd1', tipo: 'scheda_sintetica', nome: 'scheda-sintetica-casa-luce.pdf', sha256: 'x' },
        ],
      });
      serve({
        'GET /catalogue/brands': BRANDS,
        'GET /catalogue/offers': [withDoc],
        'GET /catalogue/offers?marchioId=1': [withDoc],
        'PUT /catalogue/offers/101/documents/condizioni_generali': (file) => {
          if ((file as File).name !== 'condizioni.pdf') throw new ApiError(415, 'file.type', 'not a PDF');
          return {
            id: 'd2',
            marchioId: 1,
            offertaId: 101,
            tipo: 'condizioni_generali',
            nome: 'condizioni-generali-casa-luce.pdf',
            sha256: 'y',
          };
        },
        'PUT /catalogue/offers/101/documents/scheda_sintetica': () => {
          throw new ApiError(415, 'file.active_content', 'active content');
        },
      });
      await renderBackoffice(<OffersPage canEdit onFailure={vi.fn()} />);
      await user.click(await screen.findByRole('button', { name: 'Modifica Casa Luce' }));
      const docs = screen.getByRole('region', { name: "Documenti dell'offerta Casa Luce" });
      const status = within(docs).getByRole('status');
      expect(status.textContent).toBe('');
      expect(within(docs).getByRole('list').textContent).toContain(
        'scheda sintetica: scheda-sintetica-casa-luce.pdf',
      );

      const terms = within(docs).getByLabelText('Condizioni generali (PDF)');
      await user.upload(terms, new File(['ciao'], 'note.txt', { type: 'text/plain' }));
      await waitFor(() => expect(status.textContent).toBe('«note.txt» non è stato accettato: non è un PDF.'));
      expect(document.activeElement).toBe(terms);
      expect(terms.getAttribute('aria-invalid')).toBe('true');
      expect(descriptionOf(terms)).toContain('note.txt');

      await user.upload(terms, new File(['%PDF-1.4'], 'condizioni.pdf', { type: 'application/pdf' }));
      await waitFor(() =>
        expect(status.textContent).toBe('«condizioni.pdf» caricato come condizioni generali.'),
      );
      expect(terms.getAttribute('aria-invalid')).toBe('false');
      expect(within(docs).getByRole('list').textContent).toContain('condizioni-generali-casa-luce.pdf');

      const sheet = within(docs).getByLabelText('Scheda sintetica (PDF)');
      await user.upload(sheet, new File(['%PDF-1.4'], 'script.pdf', { type: 'application/pdf' }));
      await waitFor(() =>
        expect(status.textContent).toContain('«script.pdf» non è stato accettato: il PDF contiene'),
      );
    },
    SLOW,
  );

  it(
    'shows a viewer the list only, in English too',
    async () => {
      serve({ 'GET /catalogue/brands': BRANDS, 'GET /catalogue/offers': [CASA] });
      await renderBackoffice(<OffersPage canEdit={false} onFailure={vi.fn()} />, 'en');
      await screen.findByRole('rowheader', { name: 'Casa Luce' });
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.queryByRole('form')).toBeNull();
      expect(screen.getByLabelText('Show the offers of the brand')).toBeTruthy();
    },
    SLOW,
  );
});
