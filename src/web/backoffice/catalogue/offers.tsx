import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { offerAdminSchema } from '../../../shared/schemas/catalogue-admin';
import type { OfferAdmin } from '../../../shared/schemas/catalogue-admin';
import { staffApi } from '../api';
import { BrandOptions, brandIdOf, brandName } from './brand-options';
import type { CataloguePageProps } from './catalogue-section';
import { OfferDocuments } from './offer-documents';
import { OfferForm } from './offer-form';
import { useBrands } from './use-brands';
import './catalogue.css';
import { TableBox } from '../table-box';

// The offers (issue 15 item 4): the list, of one brand or all, and for an administrator a form that
// creates one or changes the one chosen, with the chosen offer's documents.

export function OffersPage({ canEdit, onFailure }: CataloguePageProps) {
  const { t } = useTranslation();
  const { brands } = useBrands(onFailure);
  const [filter, setFilter] = useState<number | undefined>(undefined);
  const [offers, setOffers] = useState<OfferAdmin[]>([]);
  const [editing, setEditing] = useState<OfferAdmin | null>(null);
  const [status, setStatus] = useState('');
  const load = useCallback(
    () =>
      staffApi(`/catalogue/offers${filter ? `?marchioId=${filter}` : ''}`, z.array(offerAdminSchema)).then(
        setOffers,
        onFailure,
      ),
    [filter, onFailure],
  );
  useEffect(() => void load(), [load]);

  const edit = (o: OfferAdmin | null) => {
    setEditing(o);
    // the form is below the list (and the button that asked for a new offer goes): the admin goes on
    // in its first field
    requestAnimationFrame(() => document.getElementById('of-codice')?.focus());
  };

  const caption = filter
    ? t('backoffice.catalogue.offers.caption_brand', { marchio: brandName(brands, filter) })
    : t('backoffice.catalogue.offers.caption');
  return (
    <>
      <p role="status">{status}</p>
      <div className="bo-cat__filter">
        <label htmlFor="bo-offers-brand">{t('backoffice.catalogue.offers.filter')}</label>
        <select
          id="bo-offers-brand"
          value={filter ?? ''}
          onChange={(e) => setFilter(brandIdOf(e.target.value))}
        >
          <option value="">{t('backoffice.catalogue.offers.filter_all')}</option>
          <BrandOptions brands={brands} />
        </select>
      </div>
      <TableBox label={caption}>
        <table className="bo__table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('backoffice.catalogue.offers.id')}</th>
              <th scope="col">{t('backoffice.catalogue.offers.nome')}</th>
              <th scope="col">{t('backoffice.catalogue.offers.codice')}</th>
              <th scope="col">{t('backoffice.catalogue.offers.marchio')}</th>
              <th scope="col">{t('backoffice.catalogue.offers.validity')}</th>
              {canEdit && <th scope="col">{t('backoffice.catalogue.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {offers.map((o) => (
              <tr key={o.id}>
                <td>{o.id}</td>
                <th scope="row">{o.nome}</th>
                <td>{o.codice}</td>
                <td>{brandName(brands, o.marchioId)}</td>
                <td>
                  {o.validaDal} – {o.validaAl}
                </td>
                {canEdit && (
                  <td>
                    <button type="button" onClick={() => edit(o)}>
                      {t('backoffice.catalogue.edit_named', { nome: o.nome })}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
      {canEdit && (
        <OfferForm
          brands={brands}
          editing={editing}
          onSaved={(saved) => {
            // the offer just saved stays open: its documents can be uploaded at once
            setEditing(saved);
            void load();
          }}
          onCancel={() => edit(null)}
          onStatus={setStatus}
          onFailure={onFailure}
        />
      )}
      {canEdit && editing && (
        <OfferDocuments
          key={editing.id}
          offer={editing}
          onUploaded={() => void load()}
          onFailure={onFailure}
        />
      )}
    </>
  );
}
