import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { brandAdminSchema } from '../../../shared/schemas/catalogue-admin';
import type { BrandAdmin } from '../../../shared/schemas/catalogue-admin';
import { staffApi } from '../api';
import type { CataloguePageProps as Props } from './catalogue-section';

// The brands as the catalogue section lists them.

export function BrandsPage({ onFailure }: Props) {
  const { t } = useTranslation();
  const [brands, setBrands] = useState<BrandAdmin[]>([]);
  useEffect(
    () => void staffApi('/catalogue/brands', z.array(brandAdminSchema)).then(setBrands, onFailure),
    [onFailure],
  );
  return (
    <table className="bo__table">
      <caption>{t('backoffice.catalogue.brands.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('backoffice.catalogue.brands.id')}</th>
          <th scope="col">{t('backoffice.catalogue.brands.nome')}</th>
          <th scope="col">{t('backoffice.catalogue.brands.codice')}</th>
          <th scope="col">{t('backoffice.catalogue.brands.manutenzione')}</th>
        </tr>
      </thead>
      <tbody>
        {brands.map((b) => (
          <tr key={b.id}>
            <td>{b.id}</td>
            <th scope="row">{b.nome}</th>
            <td>{b.codice}</td>
            <td>{t(b.manutenzione ? 'backoffice.catalogue.yes' : 'backoffice.catalogue.no')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
