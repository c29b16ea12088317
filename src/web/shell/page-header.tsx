import { useTranslation } from 'react-i18next';
import type { Marchio } from '../../shared/schemas/api';

export function PageHeader({
  marchio,
  onCancel,
}: {
  marchio: Marchio | null;
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
        {onCancel ? (
          <button type="button" className="link-button" onClick={onCancel}>
            {t('shell.cancel_sale')}
          </button>
        ) : null}
      </div>
    </header>
  );
}
