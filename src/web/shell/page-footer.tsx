import { useTranslation } from 'react-i18next';
import type { Marchio } from '../../shared/schemas/api';
import { CookiePreferencesButton } from '../analytics/consent-banner';

export function PageFooter({ marchio }: { marchio: Marchio | null }) {
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
      </div>
    </footer>
  );
}
