import { useCallback, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_ROLES, staffUserSchema, staffUsersResponse } from '../../shared/schemas/backoffice';
import type { StaffUser } from '../../shared/schemas/backoffice';
import { ApiError } from '../api/http';
import { errorKey, staffApi } from './api';

/** The administrators' list of staff users: create one, disable or enable one. */
export function UsersPanel({ onSessionEnded }: { onSessionEnded: () => void }) {
  const { t } = useTranslation();
  const [users, setUsers] = useState<StaffUser[]>([]);
  const [message, setMessage] = useState<{ key: string; username?: string; error: boolean } | null>(null);

  const failed = useCallback(
    (err: unknown) => {
      if (err instanceof ApiError && err.code === 'auth.session') return onSessionEnded();
      setMessage({ key: errorKey(err), error: true });
    },
    [onSessionEnded],
  );
  const load = useCallback(() => staffApi('/users', staffUsersResponse).then(setUsers, failed), [failed]);
  useEffect(() => void load(), [load]);

  const create = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const formEl = e.currentTarget;
    const form = new FormData(formEl);
    const body = {
      username: String(form.get('username')),
      role: String(form.get('role')),
      password: String(form.get('password')),
    };
    try {
      const user = await staffApi('/users', staffUserSchema, 'POST', body);
      formEl.reset();
      setMessage({ key: 'backoffice.users.created', username: user.username, error: false });
      await load();
    } catch (err) {
      failed(err);
    }
  };

  const toggle = async (u: StaffUser) => {
    try {
      await staffApi(`/users/${u.id}`, staffUserSchema, 'PATCH', { disabled: !u.disabled });
      await load();
    } catch (err) {
      failed(err);
    }
  };

  return (
    <section aria-labelledby="bo-users">
      <h2 id="bo-users">{t('backoffice.users.heading')}</h2>
      <p role={message?.error ? 'alert' : 'status'} className={message?.error ? 'bo__error' : undefined}>
        {message ? t(message.key, { username: message.username ?? '' }) : ''}
      </p>
      <table className="bo__table">
        <caption>{t('backoffice.users.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('backoffice.users.username')}</th>
            <th scope="col">{t('backoffice.users.role')}</th>
            <th scope="col">{t('backoffice.users.state')}</th>
            <th scope="col">{t('backoffice.users.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => (
            <tr key={u.id}>
              <th scope="row">{u.username}</th>
              <td>{t(`backoffice.roles.${u.role}`)}</td>
              <td>{t(u.disabled ? 'backoffice.users.disabled' : 'backoffice.users.enabled')}</td>
              <td>
                <button type="button" onClick={() => toggle(u)}>
                  {t(u.disabled ? 'backoffice.users.enable' : 'backoffice.users.disable', {
                    username: u.username,
                  })}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <form className="bo__card" onSubmit={create} aria-labelledby="bo-new-user">
        <h3 id="bo-new-user">{t('backoffice.users.create_heading')}</h3>
        <label htmlFor="bo-new-username">{t('backoffice.users.username')}</label>
        <input
          id="bo-new-username"
          name="username"
          required
          minLength={3}
          maxLength={64}
          autoComplete="off"
        />
        <label htmlFor="bo-new-role">{t('backoffice.users.role')}</label>
        <select id="bo-new-role" name="role" defaultValue="viewer">
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`backoffice.roles.${r}`)}
            </option>
          ))}
        </select>
        <label htmlFor="bo-new-password">{t('backoffice.users.password')}</label>
        <input
          id="bo-new-password"
          name="password"
          type="password"
          required
          minLength={10}
          maxLength={200}
          autoComplete="new-password"
        />
        <button type="submit">{t('backoffice.users.create')}</button>
      </form>
    </section>
  );
}
