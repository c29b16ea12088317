import { useTranslation } from 'react-i18next';
import type { Step } from '../../shared/schemas/api';

type Documento = Step['files'][number];

/** A document of the offer: a PDF opened in a new tab, and the link text says so. */
export function DocumentLink({ doc }: { doc: Documento }) {
  const { t, i18n } = useTranslation();
  const key = `documents.types.${doc.tipo}`;
  const name = i18n.exists(key) ? t(key) : doc.nome;
  const pdf = /\.pdf$/i.test(doc.nome);
  return (
    <a href={doc.url} target="_blank" rel="noopener noreferrer" className="document-link">
      {name}{' '}
      <span className="document-link__kind">
        ({t(pdf ? 'documents.pdf_new_window' : 'documents.new_window')})
      </span>
    </a>
  );
}

/** The step's files, under a heading ("Documenti dell'offerta" unless told otherwise). */
export function OfferDocuments({ files, title }: { files: Documento[]; title?: string }) {
  const { t } = useTranslation();
  if (!files.length) return null;
  return (
    <section className="documents" aria-labelledby="offer-documents">
      <h2 id="offer-documents" className="section-title">
        {title ?? t('documents.title')}
      </h2>
      <ul className="documents__list">
        {files.map((f) => (
          <li key={f.id}>
            <DocumentLink doc={f} />
          </li>
        ))}
      </ul>
    </section>
  );
}
