import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MAX_FILE_BYTES } from '../../shared/files';
import type { Allegato } from '../../shared/schemas/files';
import { ApiError } from '../api/http';
import type { UploadHandlers } from '../api/upload';
import type { FunnelApi } from '../shell/funnel-context';
import { renderScreen } from '../test/render-screen';
import type { FileUploadProps } from './file-upload';
import { FileUpload } from './file-upload';

// The upload slot as a customer uses it: choose a file, watch it go, read a refusal, delete a file.

const stored: Allegato = {
  id: '0b8f1f43-34a4-4a1e-9d5a-3f0e2a6c1d11',
  nome: 'carta-identita.pdf',
  tipo: 'documento-identita',
  tipoAllegato: 'DOCUMENTO_IDENTITA',
  contentType: 'application/pdf',
  dimensione: 1_572_864,
  url: '/api/v1/allegati/0b8f1f43-34a4-4a1e-9d5a-3f0e2a6c1d11?vendita=u',
};

async function renderSlot(props: Partial<FileUploadProps> = {}, lang: 'it' | 'en' = 'it') {
  let handlers: UploadHandlers<Allegato[]> | null = null;
  const abort = vi.fn();
  const done = vi.fn();
  const start = vi.fn((_files: File[], h: UploadHandlers<Allegato[]>) => {
    handlers = h;
    return { abort };
  });
  const all: FileUploadProps = {
    label: "Documento d'identità",
    required: true,
    files: [],
    start,
    onUploaded: vi.fn(),
    onDelete: vi.fn(async () => undefined),
    ...props,
  };
  const beginUpload = vi.fn(() => done);
  const view = await renderScreen(() => <FileUpload {...all} />, { beginUpload } as Partial<FunnelApi>, lang);
  return { ...view, props: all, start, done, beginUpload, abort, handlers: () => handlers! };
}

const input = () => screen.getByLabelText("Documento d'identità");
const pdf = (name = 'documento.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('FileUpload', () => {
  it('shows the upload’s progress and marks the funnel busy until it ends', async () => {
    const user = userEvent.setup();
    const s = await renderSlot();
    expect(input()).toHaveProperty('accept', expect.stringContaining('application/pdf'));
    await user.upload(input(), pdf());

    expect(s.start).toHaveBeenCalledWith([expect.any(File)], expect.anything());
    expect(s.beginUpload).toHaveBeenCalledOnce();
    act(() => s.handlers().onProgress!(42));
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    // nothing else opens meanwhile, and the focus stays where the customer left it
    expect(input().getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(input());

    act(() => s.handlers().onSuccess([stored]));
    expect(s.props.onUploaded).toHaveBeenCalledWith([stored]);
    expect(s.done).toHaveBeenCalled();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the server’s refusal in the page language, as an alert', async () => {
    const user = userEvent.setup();
    const s = await renderSlot();
    await user.upload(input(), pdf('x.pdf'));
    act(() => s.handlers().onError(new ApiError(415, 'file.type', 'The file is not a PDF, JPEG or PNG.')));
    expect(screen.getByRole('alert').textContent).toBe('«x.pdf»: Il file non è un PDF, un JPEG o un PNG.');
    expect(s.done).toHaveBeenCalled();
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });

  it('says why a PDF with script or embedded files is refused (issue 17.3)', async () => {
    const user = userEvent.setup();
    const s = await renderSlot();
    await user.upload(input(), pdf('x.pdf'));
    act(() => s.handlers().onError(new ApiError(415, 'file.active_content', 'server text')));
    expect(screen.getByRole('alert').textContent).toBe(
      '«x.pdf»: Questo PDF contiene script, azioni o file allegati e non può essere accettato: caricane una versione stampata o scansionata.',
    );
  });

  it('refuses a file over the limit before sending it', async () => {
    const user = userEvent.setup();
    const s = await renderSlot();
    const big = pdf('grande.pdf');
    Object.defineProperty(big, 'size', { value: MAX_FILE_BYTES + 1 });
    await user.upload(input(), big);
    expect(s.start).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      '«grande.pdf»: Il file è troppo grande: il limite è 10 MB.',
    );
  });

  it('lists the files with their size, and deletes one', async () => {
    const user = userEvent.setup();
    const s = await renderSlot({ files: [stored] });
    expect(screen.getByRole('link', { name: 'carta-identita.pdf' }).getAttribute('href')).toBe(stored.url);
    // the size stands beside its file, in the same item of the list
    expect(screen.getByText('1,5 MB').closest('li')).toBe(
      screen.getByRole('link', { name: 'carta-identita.pdf' }).closest('li'),
    );
    await user.click(screen.getByRole('button', { name: 'Elimina carta-identita.pdf' }));
    expect(s.props.onDelete).toHaveBeenCalledWith(stored);
  });

  it('shows a failed delete', async () => {
    const user = userEvent.setup();
    await renderSlot({
      files: [stored],
      onDelete: vi.fn(async () => {
        throw new ApiError(409, 'sale.frozen', 'x');
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Elimina carta-identita.pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '«carta-identita.pdf»: La proposta è già firmata: i documenti non si possono più cambiare.',
    );
  });

  it('names the file refused, in English too', async () => {
    const user = userEvent.setup();
    const s = await renderSlot({ label: 'Identity document' }, 'en');
    await user.upload(screen.getByLabelText('Identity document'), pdf('passport.pdf'));
    act(() => s.handlers().onError(new ApiError(415, 'file.type', 'x')));
    expect(screen.getByRole('alert').textContent).toBe('“passport.pdf”: The file is not a PDF, JPEG or PNG.');
  });

  for (const [lang, label, uploaded, deleted] of [
    ['it', "Documento d'identità", 'File caricato: documento.pdf.', 'File eliminato: carta-identita.pdf.'],
    ['en', 'Identity document', 'File uploaded: documento.pdf.', 'File deleted: carta-identita.pdf.'],
  ] as const) {
    it(`announces an upload and a delete politely and keeps the focus in the slot (${lang})`, async () => {
      const user = userEvent.setup();
      const s = await renderSlot({ label, files: [stored] }, lang);
      // the polite region is in the page, empty, before anything happens, so its change is read
      const status = document.querySelector('.file-upload [aria-live="polite"]')!;
      expect(status.textContent).toBe('');
      await user.upload(screen.getByLabelText(label), pdf());
      act(() => s.handlers().onSuccess([stored]));
      expect(document.querySelector('.file-upload [aria-live="polite"]')).toBe(status);
      expect(status.textContent).toBe(uploaded);
      expect(document.activeElement).toBe(screen.getByLabelText(label));

      await user.click(screen.getByRole('button', { name: /carta-identita\.pdf/ }));
      expect(status.textContent).toBe(deleted);
      expect(document.activeElement).toBe(screen.getByLabelText(label));
    });
  }

  it('stops a running upload when the screen goes', async () => {
    const user = userEvent.setup();
    const s = await renderSlot();
    await user.upload(input(), pdf());
    s.unmount();
    expect(s.abort).toHaveBeenCalled();
    expect(s.done).toHaveBeenCalled();
  });
});
