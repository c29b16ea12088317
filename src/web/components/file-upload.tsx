import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ACCEPTED_FILE_TYPES, FILE_INPUT_ACCEPT, MAX_FILE_BYTES, formatFileSize } from '../../shared/files';
import type { Allegato } from '../../shared/schemas/files';
import { ApiError } from '../api/http';
import type { UploadHandle, UploadHandlers } from '../api/upload';
import { useFunnel } from '../shell/funnel-context';

// One slot of files (the identity document, a bill, an attachment type): a labelled file input, the
// upload's progress, the files already sent with their size and a delete button, and errors in the
// page language. While it uploads, the funnel's Back and Next wait (architecture.md "The shell").
// Screens that use it add file-upload.css to their stylesheet.

const ACCEPTED_EXTENSIONS = /\.(pdf|jpe?g|png)$/i;

/** The message of a refusal: known codes through i18n, else the server's own (already localized). */
export function uploadErrorText(err: unknown, t: TFunction): string {
  if (!(err instanceof ApiError)) return t('file_upload.errors.generic');
  if (err.code === 'file.too_large')
    return t('file_upload.errors.too_large', { max: formatFileSize(MAX_FILE_BYTES) });
  if (err.code === 'file.type') return t('file_upload.errors.type');
  if (err.code === 'file.active_content') return t('file_upload.errors.active_content');
  if (err.code === 'network') return t('file_upload.errors.network');
  if (err.code === 'sale.frozen') return t('file_upload.errors.frozen');
  const field = err.fields && Object.values(err.fields)[0];
  if (field) return t(field);
  return err.message || t('file_upload.errors.generic');
}

/** A refusal that names the file it is about: with several slots and files, "too large" alone is a riddle. */
function naming(names: readonly string[], message: string, t: TFunction): string {
  return t('file_upload.errors.named', { name: names.join(', '), message });
}

/** Checked in the browser first, so nobody waits for an upload the server would refuse. */
function localRefusal(files: readonly File[], t: TFunction): string | null {
  for (const f of files) {
    const refusal =
      f.size > MAX_FILE_BYTES
        ? t('file_upload.errors.too_large', { max: formatFileSize(MAX_FILE_BYTES) })
        : !(ACCEPTED_FILE_TYPES as readonly string[]).includes(f.type) && !ACCEPTED_EXTENSIONS.test(f.name)
          ? t('file_upload.errors.type')
          : f.size === 0
            ? t('validation.file_empty')
            : null;
    if (refusal) return naming([f.name], refusal, t);
  }
  return null;
}

export type FileUploadProps = {
  label: string;
  hint?: string | undefined;
  required?: boolean;
  /** several files at once (front and back) */
  multiple?: boolean;
  /** the slot's files already on the sale */
  files: readonly Allegato[];
  /** starts sending the chosen files (api/upload.ts) */
  start(files: File[], handlers: UploadHandlers<Allegato[]>): UploadHandle;
  onUploaded(created: Allegato[]): void;
  onDelete(file: Allegato): Promise<void>;
};

export function FileUpload({
  label,
  hint,
  required,
  multiple,
  files,
  start,
  onUploaded,
  onDelete,
}: FileUploadProps) {
  const { t, i18n } = useTranslation();
  const { beginUpload } = useFunnel();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  // what a screen reader hears after an upload or a delete (a polite region, in the page from the start)
  const [news, setNews] = useState('');
  const control = useRef<HTMLInputElement>(null);
  const running = useRef<{ handle: UploadHandle; done: () => void } | null>(null);
  const lang = i18n.language === 'en' ? 'en' : 'it';

  // leaving the screen stops the upload and frees Back and Next
  useEffect(
    () => () => {
      running.current?.handle.abort();
      running.current?.done();
    },
    [],
  );

  function finish() {
    running.current?.done();
    running.current = null;
    setProgress(null);
  }

  function onChange(e: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(e.target.files ?? []);
    // the same file chosen again after a refusal is a new change
    e.target.value = '';
    if (!chosen.length || running.current) return;
    const refused = localRefusal(chosen, t);
    setError(refused);
    if (refused) return;
    const names = chosen.map((f) => f.name);
    setNews('');
    setProgress(0);
    const done = beginUpload();
    const handle = start(chosen, {
      onProgress: setProgress,
      onSuccess: (created) => {
        finish();
        onUploaded(created);
        setNews(t('file_upload.announce.uploaded', { name: names.join(', ') }));
      },
      onError: (err) => {
        finish();
        setError(naming(names, uploadErrorText(err, t), t));
      },
    });
    running.current = { handle, done };
  }

  async function remove(file: Allegato) {
    setError(null);
    setNews('');
    try {
      await onDelete(file);
      setNews(t('file_upload.announce.deleted', { name: file.nome }));
    } catch (err) {
      setError(naming([file.nome], uploadErrorText(err, t), t));
    }
    // the delete button is gone with its file: focus stays in the slot, on its file input
    control.current?.focus();
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={`field file-upload${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? null : <span className="file-upload__optional"> ({t('form.optional')})</span>}
      </label>
      <p id={hintId} className="field__hint">
        {hint ? `${hint} ` : ''}
        {t('file_upload.limits', { max: formatFileSize(MAX_FILE_BYTES, lang) })}
      </p>
      <input
        id={id}
        type="file"
        className="file-upload__input"
        accept={FILE_INPUT_ACCEPT}
        multiple={multiple}
        ref={control}
        // not disabled while a file goes (that would drop the focus to the page): it opens nothing
        aria-disabled={progress !== null ? true : undefined}
        onClick={(e) => {
          if (running.current) e.preventDefault();
        }}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        onChange={onChange}
      />
      {progress !== null ? (
        <div
          className="file-upload__progress"
          role="progressbar"
          aria-label={t('file_upload.progress', { name: label })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <div className="file-upload__progress-fill" style={{ width: `${progress}%` }} />
        </div>
      ) : null}
      <p className="visually-hidden file-upload__news" aria-live="polite">
        {news}
      </p>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {files.length ? (
        <ul className="file-upload__files" aria-label={t('file_upload.uploaded', { name: label })}>
          {files.map((f) => (
            <li key={f.id} className="file-upload__file">
              <a href={f.url} target="_blank" rel="noopener noreferrer" className="file-upload__name">
                {f.nome}
              </a>
              <span className="file-upload__size">{formatFileSize(f.dimensione, lang)}</span>
              <button
                type="button"
                className="button file-upload__delete"
                disabled={progress !== null}
                aria-label={t('file_upload.delete', { name: f.nome })}
                onClick={() => void remove(f)}
              >
                {t('file_upload.delete_short')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
