import { useTranslation } from 'react-i18next';
import type { Marchio } from '../../shared/schemas/api';
import type { ThemeChoice } from './storage';

export function PageHeader({
  marchio,
  theme,
  onTheme,
  onCancel,
}: {
  marchio: Marchio | null;
  theme: ThemeChoice;
  onTheme(theme: ThemeChoice): void;
  onCancel: (() => void) | null;
}) {
  const { t } = useTranslation();
  return (
    <header className="page-header">
      <div className="page-header__inner">
        {marchio ? (
          <a className="page-header__brand" href={marchio.sitoPubblico}>
            <img src={marchio.logoUrl} alt={marchio.nome} width={160} height={38} />
          </a>
        ) : (
          <span className="page-header__brand" />
        )}
        <div className="page-header__actions">
          <button
            type="button"
            className="link-button"
            aria-pressed={theme === 'light'}
            onClick={() => onTheme(theme === 'light' ? 'brand' : 'light')}
          >
            {t('shell.light_theme')}
          </button>
          {onCancel ? (
            <button type="button" className="link-button" onClick={onCancel}>
              {t('shell.cancel_sale')}
            </button>
          ) : null}
        </div>
      </div>
    </header>
  );
}
