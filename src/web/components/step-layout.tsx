import { useEffect, useRef } from 'react';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFunnel } from '../shell/funnel-context';
import { ErrorSummary } from './error-summary';
import { SaveForLater } from './save-for-later';
import { getDirtyState } from '../shell/use-dirty-state';

// Every screen (architecture.md): a unique h1 that receives focus on arrival, the page title naming
// the step, a progress indicator, Back and Next, both disabled while a submit or an upload runs.

export function StepLayout({
  title,
  intro,
  children,
  onSubmit,
  nextLabel,
  canGoBack = true,
  formError,
  hideNext = false,
  busy = false,
  nextDisabled = false,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  nextLabel?: string;
  canGoBack?: boolean;
  formError?: string | null;
  hideNext?: boolean;
  /** a screen's own submit is running (signing): Back and Next are disabled as during a Next */
  busy?: boolean;
  /** the screen lacks something Next needs (mandatory uploads); the screen says what */
  nextDisabled?: boolean;
}) {
  const { t } = useTranslation();
  const { step, marchio, back, submitting: advancing, uploading, setCanGoBack } = useFunnel();
  const submitting = advancing || busy || uploading;
  const dirty = getDirtyState();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    dirty.setTitle(`${title} · ${marchio.nome}`);
    heading.current?.focus();
  }, [title, marchio.nome, dirty]);

  const { index, total } = step.progress;
  const showBack = canGoBack && index > 1;
  // the browser's Back follows the screen's: a step with no Back button stays (use-step-history.ts)
  useEffect(() => setCanGoBack(step.taskId, canGoBack), [setCanGoBack, step.taskId, canGoBack]);
  return (
    <section className="step" aria-labelledby="step-title">
      {total > 0 && index > 0 ? (
        <div className="progress">
          <p className="progress__label">{t('shell.progress', { index, total })}</p>
          <div className="progress__bar" aria-hidden="true">
            <div className="progress__fill" style={{ width: `${(index / total) * 100}%` }} />
          </div>
        </div>
      ) : null}
      <h1 id="step-title" ref={heading} tabIndex={-1} className="step__title">
        {title}
      </h1>
      {intro ? <div className="step__intro">{intro}</div> : null}
      <form
        className="step__form"
        noValidate
        onSubmit={onSubmit}
        aria-describedby={formError ? 'form-error' : undefined}
      >
        <ErrorSummary />
        {children}
        {formError ? (
          <p id="form-error" className="form-error" role="alert">
            {formError}
          </p>
        ) : null}
        {showBack || !hideNext ? (
          <div className="step__actions">
            {showBack ? (
              <button type="button" className="button" onClick={() => void back()} disabled={submitting}>
                {t('shell.back')}
              </button>
            ) : (
              <span />
            )}
            {hideNext ? null : (
              <button
                type="submit"
                className="button button--primary"
                disabled={submitting || nextDisabled}
                aria-busy={submitting}
              >
                {nextLabel ?? t('shell.next')}
              </button>
            )}
          </div>
        ) : null}
      </form>
      {hideNext ? null : <SaveForLater />}
    </section>
  );
}
