import { useTranslation } from 'react-i18next';
import type { Marchio } from '../../shared/schemas/api';

export function PageHeader({
  marchio,
  onCancel,
  onHelp = null,
}: {
  marchio: Marchio | null;
  onCancel: (() => void) | null;
  /** replays the current screen's guided tour (issue 6); null when it has none */
  onHelp?: (() => void) | null;
}) {
  const { t } = useTranslation();
  return (
    <header className="page-header">
      <div className="page-header__inner">
        {marchio ? (
          <a className="page-header__brand" href={marchio.sitoPubblico}>
            {/* a brand made in the back office may have no logo yet: its name stands in */}
            {marchio.logoUrl ? (
              <img src={marchio.logoUrl} alt={marchio.nome} width={160} height={38} />
            ) : (
              <span className="page-header__name">{marchio.nome}</span>
            )}
          </a>
        ) : (
          <span className="page-header__brand" />
        )}
        <div className="page-header__actions">
          {onHelp ? (
            <button type="button" className="help-button" aria-haspopup="dialog" onClick={onHelp}>
              <span className="help-button__icon" aria-hidden="true">
                ?
              </span>
              <span className="help-button__label">{t('shell.page_guide')}</span>
            </button>
          ) : null}
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
