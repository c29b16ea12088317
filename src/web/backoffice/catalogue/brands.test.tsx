import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrandAdmin } from '../../../shared/schemas/catalogue-admin';
import { ApiError } from '../../api/http';
import { descriptionOf } from '../../test/accessible';
import { staffApi, staffUpload } from '../api';
import type * as StaffApiModule from '../api';
import { backofficeTexts } from '../texts';
import { BrandsPage } from './brands';

// The brands page as an administrator and a viewer use it: the list, the form that creates and
// changes a brand (errors on their fields, in words), and the logo and privacy uploads.

vi.mock('../api', async (original) => ({
  ...(await original<typeof StaffApiModule>()),
  staffApi: vi.fn(),
  staffUpload: vi.fn(),
}));
const api = vi.mocked(staffApi);
const upload = vi.mocked(staffUpload);

const i18n = i18next.createInstance();
const ready = i18n.use(initReactI18next).init({
  lng: 'it',
  resources: { it: { translation: backofficeTexts('it') }, en: { translation: backofficeTexts('en') } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

const LUMEN: BrandAdmin = {
  id: 1,
  codice: 'lumen',
  nome: 'Lumen Energia',
  logoUrl: '',
  colori: { primario: '#1a4d8f', secondario: '#f0b400', sfondo: '#ffffff', testo: '#111827' },
  sitoPubblico: 'https://www.lumen-energia.example',
  gaTrackingId: null,
  gtmId: null,
  manutenzione: true,
  messaggioManutenzione: 'Torniamo presto',
  creditCheckEnabled: false,
  creditCheckMessage: null,
  widgetEnabled: false,
  widget: null,
  documenti: [],
};

let brands: BrandAdmin[];
beforeEach(() => {
  brands = [LUMEN];
  api.mockReset();
  upload.mockReset();
  api.mockImplementation(async (path, _schema, method = 'GET') => {
    if (method === 'GET' && path === '/catalogue/brands') return brands;
    const one = brands.find((x) => path === `/catalogue/brands/${x.id}`);
    if (method === 'GET' && one) return one;
    throw new Error(`unexpected ${method} ${path}`);
  });
});

async function renderPage(canEdit: boolean, lang: 'it' | 'en' = 'it') {
  await ready;
  await i18n.changeLanguage(lang);
  const onFailure = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <BrandsPage canEdit={canEdit} onFailure={onFailure} />
    </I18nextProvider>,
  );
  await screen.findByRole('rowheader', { name: 'Lumen Energia' });
  return { onFailure };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true, selector: 'input,textarea' });
/** Types a value as one paste (a key at a time is slow on a busy machine and proves nothing more here). */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  await user.clear(field(label));
  await user.click(field(label));
  await user.paste(value);
}

// forms typed into and answers awaited: more than the default 5 s on a busy machine
describe('BrandsPage', { timeout: 20_000 }, () => {
  it('a viewer reads each brand’s site and maintenance, and no form', async () => {
    await renderPage(false);
    const row = screen.getByRole('row', { name: /Lumen Energia/ });
    expect(row.textContent).toContain('https://www.lumen-energia.example');
    expect(row.textContent).toContain('sì');
    expect(screen.queryByRole('button', { name: 'Modifica Lumen Energia' })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('a colour that does not read on the background is refused on its field, in words, and nothing is sent', async () => {
    const user = userEvent.setup();
    await renderPage(true);
    await fill(user, 'Codice', 'nova');
    await fill(user, 'Nome', 'Nova Energia');
    await fill(user, 'Sito pubblico', 'https://www.nova.example');
    await fill(user, 'Colore del testo', '#dddddd');
    await user.click(screen.getByRole('button', { name: 'Crea il marchio' }));
    const testo = field('Colore del testo');
    await waitFor(() => expect(testo.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(testo)).toContain(
      'Contrasto insufficiente: il testo su questo sfondo ha un contrasto di 1,35:1, ne serve almeno 4,5:1.',
    );
    expect(api).not.toHaveBeenCalledWith('/catalogue/brands', expect.anything(), 'POST', expect.anything());

    // a darker text clears it
    await fill(user, 'Colore del testo', '#222222');
    await waitFor(() => expect(testo.getAttribute('aria-invalid')).toBe('false'));
  });

  it('creates a brand, then stays on it with the focus on the button; the chat account left empty is none', async () => {
    const user = userEvent.setup();
    const nova: BrandAdmin = {
      ...LUMEN,
      id: 4,
      codice: 'nova',
      nome: 'Nova Energia',
      manutenzione: false,
      messaggioManutenzione: null,
      sitoPubblico: 'https://www.nova.example',
    };
    api.mockImplementation(async (path, _schema, method = 'GET') => {
      if (method === 'POST') {
        brands = [LUMEN, nova];
        return nova;
      }
      if (path === '/catalogue/brands') return brands;
      throw new Error(`unexpected ${method} ${path}`);
    });
    await renderPage(true);
    await fill(user, 'Codice', 'Nova');
    await fill(user, 'Nome', 'Nova Energia');
    await fill(user, 'Sito pubblico', 'https://www.nova.example');
    const button = screen.getByRole('button', { name: 'Crea il marchio' });
    await user.click(button);
    await screen.findByRole('heading', { name: 'Modifica del marchio Nova Energia' });
    expect(api).toHaveBeenCalledWith(
      '/catalogue/brands',
      expect.anything(),
      'POST',
      expect.objectContaining({ codice: 'nova', widget: null, gtmId: null, messaggioManutenzione: null }),
    );
    expect(screen.getAllByRole('status')[0]!.textContent).toBe(
      "Marchio 4 «Nova Energia» creato: ora puoi caricarne il logo e l'informativa privacy.",
    );
    expect(document.activeElement).toBe(button);
    expect(button.textContent).toBe('Salva');
    expect(screen.getByText('Nessun logo caricato: il funnel mostra il nome del marchio.')).toBeTruthy();
  });

  it('a code in use is said on the code field', async () => {
    const user = userEvent.setup();
    api.mockImplementation(async (_path, _schema, method = 'GET') => {
      if (method === 'POST') throw new ApiError(409, 'catalogue.code_taken', 'taken');
      return brands;
    });
    await renderPage(true, 'en');
    await fill(user, 'Code', 'lumen');
    await fill(user, 'Name', 'Another');
    await fill(user, 'Public site', 'https://www.other.example');
    await user.click(screen.getByRole('button', { name: 'Create the brand' }));
    await waitFor(() => expect(descriptionOf(field('Code'))).toContain('This code is already in use.'));
    expect(document.activeElement).toBe(field('Code'));
  });

  it('changes a brand chosen in the list with its values; uploads tell their outcome naming the file', async () => {
    const user = userEvent.setup();
    await renderPage(true);
    await user.click(screen.getByRole('button', { name: 'Modifica Lumen Energia' }));
    const heading = screen.getByRole('heading', { name: 'Modifica del marchio Lumen Energia' });
    expect(document.activeElement).toBe(heading);
    expect((field('Messaggio di manutenzione (facoltativo)') as HTMLTextAreaElement).value).toBe(
      'Torniamo presto',
    );
    expect((screen.getByRole('switch', { name: 'Sito in manutenzione' }) as HTMLInputElement).checked).toBe(
      true,
    );

    const logo = field('Nuovo logo (PNG o JPEG)');
    const status = document.getElementById(logo.getAttribute('aria-describedby')!)!;
    expect(status.getAttribute('role')).toBe('status');
    upload.mockRejectedValueOnce(new ApiError(415, 'file.type', 'type'));
    await user.upload(logo, new File(['%PDF-1.4'], 'logo.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(status.textContent).toBe("«logo.png» non è un'immagine PNG o JPEG: il logo non è cambiato."),
    );
    expect(logo.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(logo);

    const privacy = field('Nuova informativa privacy (PDF)');
    upload.mockRejectedValueOnce(new ApiError(415, 'file.active_content', 'active'));
    await user.upload(privacy, new File(['%PDF-1.4'], 'attiva.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(descriptionOf(privacy)).toBe(
        '«attiva.pdf» contiene contenuti attivi (script o azioni automatiche) e non è stato accettato.',
      ),
    );

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'enorme.pdf', { type: 'application/pdf' });
    await user.upload(privacy, big);
    await waitFor(() =>
      expect(descriptionOf(privacy)).toBe('«enorme.pdf» è troppo grande: al massimo 5 MB.'),
    );
    expect(upload).toHaveBeenCalledTimes(2);

    // a logo taken: the brand is read again, its logo shown
    brands = [
      {
        ...LUMEN,
        logoUrl: '/api/v1/marchi/1/logo?v=0123456789ab',
        documenti: [{ id: 'd1', tipo: 'logo', nome: 'logo-1.png', sha256: 'a'.repeat(64) }],
      },
    ];
    upload.mockResolvedValueOnce({
      id: 'd1',
      marchioId: 1,
      offertaId: null,
      tipo: 'logo',
      nome: 'logo-1.png',
      sha256: 'a'.repeat(64),
    });
    await user.upload(logo, new File(['png'], 'nuovo.png', { type: 'image/png' }));
    expect(upload).toHaveBeenLastCalledWith('/catalogue/brands/1/logo', expect.anything(), expect.any(File));
    const img = await screen.findByRole('img', { name: 'Logo di Lumen Energia' });
    expect(img.getAttribute('src')).toBe('/api/v1/marchi/1/logo?v=0123456789ab');
    expect(status.textContent).toBe('«nuovo.png» caricato: è il nuovo logo di Lumen Energia.');
    expect(logo.getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByRole('listitem').textContent).toBe('Logo: logo-1.png');
    expect(document.activeElement).toBe(logo);
    // the form's fields were left as they were
    expect((field('Messaggio di manutenzione (facoltativo)') as HTMLTextAreaElement).value).toBe(
      'Torniamo presto',
    );
  });
});
