import { useTranslation } from 'react-i18next';
import type { Marchio } from '../../shared/schemas/api';
import { CookiePreferencesButton } from '../analytics/consent-banner';
import type { ThemeChoice } from './storage';

export function PageFooter({
  marchio,
  theme,
  onTheme,
}: {
  marchio: Marchio | null;
  theme: ThemeChoice;
  onTheme(theme: ThemeChoice): void;
}) {
  const { t } = useTranslation();
  return (
    <footer className="page-footer">
      <div className="page-footer__inner">
        {marchio ? (
          <>
            <span>{marchio.nome}</span>
            <a href={marchio.privacyUrl} target="_blank" rel="noopener">
              {t('shell.privacy')}
            </a>
          </>
        ) : null}
        <CookiePreferencesButton />
        {/* spec 9: the light generic theme, kept in local storage */}
        <button
          type="button"
          className="link-button"
          aria-pressed={theme === 'light'}
          onClick={() => onTheme(theme === 'light' ? 'brand' : 'light')}
        >
          {t('shell.light_theme')}
        </button>
      </div>
    </footer>
  );
}
