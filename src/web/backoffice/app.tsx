import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { roleAtLeast, staffSessionResponse } from '../../shared/schemas/backoffice';
import type { StaffSession } from '../../shared/schemas/backoffice';
import { ApiError } from '../api/http';
import { errorKey, staffApi, staffApiNoContent } from './api';
import { Link, splitLocation, useLocation } from './router';
import { SECTIONS } from './sections';

type State = { kind: 'loading' } | { kind: 'signed-out' } | { kind: 'signed-in'; session: StaffSession };

/** Sign-in, then the sections of the back office the role may open (sections.tsx). */
export function BackofficeApp() {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    document.title = t('backoffice.title');
    staffApi('/session', staffSessionResponse).then(
      (session) => setState({ kind: 'signed-in', session }),
      () => setState({ kind: 'signed-out' }),
    );
  }, [t]);

  // stable: sections load their data in effects that depend on it
  const sessionEnded = useCallback(() => setState({ kind: 'signed-out' }), []);

  const signOut = async () => {
    await staffApiNoContent('/session', 'DELETE').catch(() => undefined);
    setState({ kind: 'signed-out' });
  };

  return (
    <main className="bo">
      {state.kind === 'loading' && <p role="status">{t('backoffice.loading')}</p>}
      {state.kind === 'signed-out' && (
        <SignIn onSignedIn={(session) => setState({ kind: 'signed-in', session })} />
      )}
      {state.kind === 'signed-in' && (
        <SignedIn session={state.session} onSignOut={signOut} onSessionEnded={sessionEnded} />
      )}
    </main>
  );
}

/** The header, the sections the role may open, and the section of the address. */
function SignedIn({
  session,
  onSignOut,
  onSessionEnded,
}: {
  session: StaffSession;
  onSignOut: () => void;
  onSessionEnded: () => void;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const { segments, query } = splitLocation(location);
  const sections = SECTIONS.filter((s) => roleAtLeast(session.role, s.role));
  const section = sections.find((s) => s.path === segments[0]) ?? sections[0];
  const content = useRef<HTMLDivElement>(null);
  const first = useRef(true);

  // a new address is a new page for a screen reader: focus its heading, as a page load would
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = content.current?.querySelector<HTMLElement>('h2');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
  }, [location]);

  return (
    <>
      <header className="bo__header">
        <h1>{t('backoffice.title')}</h1>
        <p data-testid="bo-user">
          {t('backoffice.signed_in_as', {
            username: session.username,
            role: t(`backoffice.roles.${session.role}`),
          })}
        </p>
        <button type="button" onClick={onSignOut}>
          {t('backoffice.sign_out')}
        </button>
      </header>
      <nav className="bo__nav" aria-label={t('backoffice.nav')}>
        <ul>
          {sections.map((s) => (
            <li key={s.path}>
              <Link to={s.path} {...(s === section ? { 'aria-current': 'page' as const } : {})}>
                {t(s.labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div ref={content}>
        {section ? (
          section.render({ session, rest: segments.slice(1), query, onSessionEnded })
        ) : (
          <p>{t('backoffice.nothing_to_open')}</p>
        )}
      </div>
    </>
  );
}

function SignIn({ onSignedIn }: { onSignedIn: (s: StaffSession) => void }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const body = { username: String(form.get('username')), password: String(form.get('password')) };
      onSignedIn(await staffApi('/session', staffSessionResponse, 'POST', body));
    } catch (err) {
      // a wrong sign-in is 401 auth.session: the same words as a session that ended
      setError(
        err instanceof ApiError && err.status === 400 ? 'backoffice.errors.auth_session' : errorKey(err),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="bo__card" onSubmit={submit} aria-labelledby="bo-sign-in">
      <h1 id="bo-sign-in" ref={heading} tabIndex={-1}>
        {t('backoffice.sign_in.heading')}
      </h1>
      {error && (
        <p role="alert" className="bo__error">
          {t(error)}
        </p>
      )}
      <label htmlFor="bo-username">{t('backoffice.sign_in.username')}</label>
      <input id="bo-username" name="username" autoComplete="username" required maxLength={200} />
      <label htmlFor="bo-password">{t('backoffice.sign_in.password')}</label>
      <input
        id="bo-password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={200}
      />
      <button type="submit" disabled={busy}>
        {t('backoffice.sign_in.submit')}
      </button>
    </form>
  );
}
