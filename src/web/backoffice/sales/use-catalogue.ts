import { useCallback, useEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import { offerAdminSchema } from '../../../shared/schemas/catalogue-admin';
import type { OfferAdmin } from '../../../shared/schemas/catalogue-admin';
import { ApiError } from '../../api/http';
import { staffApi } from '../api';
import { useBrands } from '../catalogue/use-brands';
import { offerNames } from './catalogue-names';

/**
 * The catalogue's brands and offers (every role may read them), to show and choose them by name.
 * `loaded`: both answered, or one failed (then names fall back to ids; a lapsed session signs out).
 */
export function useCatalogue(onSessionEnded: () => void) {
  const [failed, setFailed] = useState(false);
  const onFailure = useCallback(
    (err: unknown) => {
      if (err instanceof ApiError && err.code === 'auth.session') onSessionEnded();
      else setFailed(true);
    },
    [onSessionEnded],
  );
  const { brands } = useBrands(onFailure);
  const [offers, setOffers] = useState<OfferAdmin[] | null>(null);
  useEffect(() => {
    let live = true;
    staffApi('/catalogue/offers', z.array(offerAdminSchema)).then(
      (o) => live && setOffers(o),
      (err: unknown) => live && onFailure(err),
    );
    return () => {
      live = false;
    };
  }, [onFailure]);
  const names = useMemo(() => offerNames(offers ?? []), [offers]);
  return {
    brands,
    offers: offers ?? [],
    /** an offer's name, disambiguated within its brand */
    offerName: (id: number) => names.get(id),
    loaded: failed || (brands.length > 0 && offers !== null),
  };
}
export type Catalogue = ReturnType<typeof useCatalogue>;
