import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertSpec } from './error-catalogue';
import { useReturnFocus } from './return-focus';

// Alerts (spec 8) in a native modal <dialog>: focus moves into it, Escape closes it, the page behind
// is inert. A redirect to the brand's public site follows the dismissal.

type Pending = AlertSpec & { resolve: () => void };
type ShowAlert = (alert: AlertSpec) => Promise<void>;

const AlertContext = createContext<ShowAlert | null>(null);

export function useAlert(): ShowAlert {
  const show = useContext(AlertContext);
  if (!show) throw new Error('useAlert outside AlertProvider');
  return show;
}

export function AlertProvider({
  children,
  publicSite,
}: {
  children: ReactNode;
  publicSite: () => string | null;
}) {
  const [queue, setQueue] = useState<Pending[]>([]);
  const show = useCallback<ShowAlert>(
    (alert) => new Promise<void>((resolve) => setQueue((q) => [...q, { ...alert, resolve }])),
    [],
  );
  const current = queue[0];
  const dismiss = useCallback(() => {
    if (!current) return;
    setQueue((q) => q.slice(1));
    current.resolve();
    const site = publicSite();
    if (current.redirect && site) window.location.assign(site);
  }, [current, publicSite]);
  return (
    <AlertContext.Provider value={show}>
      {children}
      {current ? <AlertDialog alert={current} onClose={dismiss} /> : null}
    </AlertContext.Provider>
  );
}

function AlertDialog({ alert, onClose }: { alert: AlertSpec; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useReturnFocus();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
  }, []);
  const title = t(alert.title);
  const message = 'key' in alert.message ? t(alert.message.key) : alert.message.text;
  // a message that only repeats the title ("Il link non è più utilizzabile.") is shown and read once
  const repeats = message === title;
  return (
    <dialog
      ref={ref}
      className={`alert alert--${alert.level}`}
      role={alert.level === 'info' ? 'dialog' : 'alertdialog'}
      aria-labelledby="alert-title"
      aria-describedby={repeats ? undefined : 'alert-message'}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id="alert-title" className="alert__title">
        {title}
      </h2>
      {repeats ? null : (
        <p id="alert-message" className="alert__message">
          {message}
        </p>
      )}
      <button type="button" className="button button--primary" onClick={onClose}>
        {alert.redirect ? t('errors.go_to_site') : t('errors.close')}
      </button>
    </dialog>
  );
}
