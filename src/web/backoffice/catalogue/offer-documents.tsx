import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferAdmin } from '../../../shared/schemas/catalogue-admin';
import { UploadRefused, uploadCatalogueFile } from './upload-file';
import type { UploadRefusal } from './upload-file';
import './catalogue.css';

// An offer's own documents (docs/backoffice.md "Catalogue"): its general terms, which replace the
// brand's for its sales, and its summary sheet, each a PDF sent as its bytes (upload-file.ts) and
// checked by content by the server. What happens is told in a status region that is always on the page, the
// file named; the focus stays on the file field the admin used.

export const OFFER_DOCUMENT_TYPES = ['condizioni_generali', 'scheda_sintetica'] as const;
type Tipo = (typeof OFFER_DOCUMENT_TYPES)[number];
const REFUSAL_KEYS: Record<UploadRefusal, string> = {
  empty: 'file_empty',
  too_big: 'file_too_large',
  type: 'file_type',
  active_content: 'file_active_content',
  failed: 'upload_failed',
};

type Message = { text: string; tipo: Tipo | null; error: boolean };

export function OfferDocuments({
  offer,
  onUploaded,
  onFailure,
}: {
  offer: OfferAdmin;
  onUploaded: () => void;
  onFailure: (err: unknown) => void;
}) {
  const { t } = useTranslation();
  const [docs, setDocs] = useState(offer.documenti);
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const k = (key: string, values?: Record<string, unknown>) =>
    t(`backoffice.catalogue.offers.documents.${key}`, values);
  const tipoText = (tipo: string) =>
    t(`backoffice.catalogue.offers.documents.tipo.${tipo}`, { defaultValue: tipo });

  /** The refusal of a file, naming it. */
  const refusal = (reason: UploadRefusal, file: string): string =>
    t(`backoffice.catalogue.errors.${REFUSAL_KEYS[reason]}`, { file, max: '5 MB' });

  const upload = async (tipo: Tipo, event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file || busy) return;
    const done = (m: Message) => {
      setMessage(m);
      setBusy(false);
      // the same file may be chosen again after a refusal
      input.value = '';
    };
    setBusy(true);
    setMessage({ text: k('uploading', { file: file.name }), tipo, error: false });
    try {
      const saved = await uploadCatalogueFile(`/catalogue/offers/${offer.id}/documents/${tipo}`, file);
      setDocs((prev) => [...prev.filter((d) => d.tipo !== saved.tipo), saved]);
      done({ text: k('uploaded', { file: file.name, tipo: tipoText(tipo) }), tipo: null, error: false });
      onUploaded();
    } catch (err) {
      const refused = err instanceof UploadRefused ? err : new UploadRefused('failed', err);
      if (refused.answer !== undefined) onFailure(refused.answer);
      done({ text: refusal(refused.reason, file.name), tipo, error: true });
    }
  };

  const statusId = `of-docs-status-${offer.id}`;
  return (
    <section className="bo__card bo-cat__docs" aria-labelledby="bo-offer-docs" aria-busy={busy}>
      <h3 id="bo-offer-docs">{k('heading', { nome: offer.nome })}</h3>
      {docs.length === 0 ? (
        <p>{k('none')}</p>
      ) : (
        <ul aria-label={k('list', { nome: offer.nome })}>
          {[...docs]
            .sort((a, b) => a.tipo.localeCompare(b.tipo))
            .map((d) => (
              <li key={d.id}>
                {tipoText(d.tipo)}: {d.nome}
              </li>
            ))}
        </ul>
      )}
      <p className="bo-cat__hint">{k('hint')}</p>
      {OFFER_DOCUMENT_TYPES.map((tipo) => {
        const invalid = message?.error === true && message.tipo === tipo;
        return (
          <div className="bo__field" key={tipo}>
            <label htmlFor={`of-doc-${tipo}`}>{k(`upload_${tipo}`)}</label>
            <input
              id={`of-doc-${tipo}`}
              type="file"
              accept="application/pdf,.pdf"
              aria-invalid={invalid}
              {...(invalid ? { 'aria-describedby': statusId } : {})}
              onChange={(e) => void upload(tipo, e)}
            />
          </div>
        );
      })}
      <p id={statusId} role="status" className={message?.error ? 'bo__error' : undefined}>
        {message?.text ?? ''}
      </p>
    </section>
  );
}
