import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from './return-focus';

/** A modal question with two answers; Escape or the close answer means no. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  onAnswer,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  onAnswer(yes: boolean): void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useReturnFocus();
  useEffect(() => {
    const d = ref.current;
    if (d && typeof d.showModal === 'function' && !d.open) d.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className="alert alert--warning"
      aria-labelledby="confirm-title"
      aria-describedby="confirm-message"
      onCancel={(e) => {
        e.preventDefault();
        onAnswer(false);
      }}
    >
      <h2 id="confirm-title" className="alert__title">
        {title}
      </h2>
      <p id="confirm-message">{message}</p>
      <div className="alert__buttons">
        <button type="button" className="button" onClick={() => onAnswer(false)}>
          {t('shell.keep_going')}
        </button>
        <button type="button" className="button button--danger" onClick={() => onAnswer(true)}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
