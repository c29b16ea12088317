import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';

// the dialog's form brings zod (the contact schema): loaded when the customer opens it
const SaveDialog = lazy(() => import('./save-for-later-dialog').then((m) => ({ default: m.SaveDialog })));

/** spec 1: stop at any step and get a link by e-mail that reopens the funnel here, on any device. */
export function SaveForLater() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <div className="save-later">
      <button type="button" className="link-button" onClick={() => setOpen(true)}>
        {t('save_later.open')}
      </button>
      {sentTo ? (
        <p className="save-later__sent" role="status">
          {t('save_later.sent', { email: sentTo })}
        </p>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <SaveDialog
            onClose={(email) => {
              setOpen(false);
              if (email) setSentTo(email);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
