import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { roleAtLeast } from '../../../shared/schemas/backoffice';
import { ApiError } from '../../api/http';
import { Link } from '../router';
import type { SectionProps } from '../sections';
import { BrandsPage } from './brands';
import { CampaignsPage } from './campaigns';
import { OffersPage } from './offers';
import { TermsPage } from './terms';

// The catalogue section (issue 15 item 4): one sub-page per entity at /backoffice/catalogue/<page>.

const PAGES = ['offers', 'brands', 'campaigns', 'terms'] as const;

/** What each page of the catalogue is given. */
export type CataloguePageProps = { canEdit: boolean; onFailure: (err: unknown) => void };

export function CatalogueSection({ session, rest, onSessionEnded }: SectionProps) {
  const { t } = useTranslation();
  const page = PAGES.find((p) => p === rest[0]) ?? 'offers';
  const canEdit = roleAtLeast(session.role, 'admin');
  const onFailure = useCallback(
    (err: unknown) => {
      if (err instanceof ApiError && err.code === 'auth.session') onSessionEnded();
    },
    [onSessionEnded],
  );
  const props = { canEdit, onFailure };
  return (
    <section aria-labelledby="bo-catalogue-page">
      <nav aria-label={t('backoffice.catalogue.nav')}>
        <ul className="bo__subnav">
          {PAGES.map((p) => (
            <li key={p}>
              <Link to={`catalogue/${p}`} {...(p === page ? { 'aria-current': 'page' as const } : {})}>
                {t(`backoffice.catalogue.${p}.heading`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h3 id="bo-catalogue-page">{t(`backoffice.catalogue.${page}.heading`)}</h3>
      {page === 'offers' && <OffersPage {...props} />}
      {page === 'brands' && <BrandsPage {...props} />}
      {page === 'campaigns' && <CampaignsPage {...props} />}
      {page === 'terms' && <TermsPage {...props} />}
    </section>
  );
}
