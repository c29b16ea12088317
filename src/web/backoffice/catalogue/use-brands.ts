import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod';
import { brandAdminSchema } from '../../../shared/schemas/catalogue-admin';
import type { BrandAdmin } from '../../../shared/schemas/catalogue-admin';
import { staffApi } from '../api';

/**
 * The brands as the back office lists them (every role may read the catalogue), for the pages that
 * choose a brand by its name rather than its id; `reload` after a brand is created or changed.
 */
export function useBrands(onFailure: (err: unknown) => void) {
  const [brands, setBrands] = useState<BrandAdmin[]>([]);
  const reload = useCallback(
    () => staffApi('/catalogue/brands', z.array(brandAdminSchema)).then(setBrands, onFailure),
    [onFailure],
  );
  useEffect(() => void reload(), [reload]);
  return { brands, reload };
}
