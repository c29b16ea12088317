import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { termsAdminSchema } from '../../../shared/schemas/catalogue-admin';
import type { TermsAdmin } from '../../../shared/schemas/catalogue-admin';
import { staffApi } from '../api';
import type { CataloguePageProps as Props } from './catalogue-section';

// A brand's terms versions, the current one of each code marked.

export function TermsPage({ onFailure }: Props) {
  const { t } = useTranslation();
  const [marchioId, setMarchioId] = useState(1);
  const [terms, setTerms] = useState<TermsAdmin[]>([]);
  useEffect(
    () =>
      void staffApi(`/catalogue/terms?marchioId=${marchioId}`, z.array(termsAdminSchema)).then(
        setTerms,
        onFailure,
      ),
    [marchioId, onFailure],
  );
  return (
    <>
      <label htmlFor="bo-terms-brand">{t('backoffice.catalogue.offers.marchioId')}</label>
      <input
        id="bo-terms-brand"
        type="number"
        min={1}
        value={marchioId}
        onChange={(e) => setMarchioId(Math.max(1, Number(e.target.value) || 1))}
      />
      <table className="bo__table">
        <caption>{t('backoffice.catalogue.terms.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('backoffice.catalogue.terms.codice')}</th>
            <th scope="col">{t('backoffice.catalogue.terms.versione')}</th>
            <th scope="col">{t('backoffice.catalogue.terms.testo')}</th>
            <th scope="col">{t('backoffice.catalogue.terms.corrente')}</th>
          </tr>
        </thead>
        <tbody>
          {terms.map((c) => (
            <tr key={`${c.codice}/${c.versione}`}>
              <th scope="row">{c.codice}</th>
              <td>{c.versione}</td>
              <td>{c.testoIt}</td>
              <td>{t(c.corrente ? 'backoffice.catalogue.yes' : 'backoffice.catalogue.no')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
