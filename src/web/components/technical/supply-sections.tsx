import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Commodity } from '../../../shared/domain';

/**
 * domain.md: each supply-specific screen covers every supply of the offer; a dual offer shows one
 * titled section per supply (Luce, then Gas), a single offer its fields alone.
 */
export function SupplySections({
  commodities,
  children,
}: {
  commodities: Commodity[];
  children: (commodity: Commodity, index: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const dual = commodities.length > 1;
  return commodities.map((commodity, index) => {
    if (!dual)
      return (
        <div key={commodity} className="supply">
          {children(commodity, index)}
        </div>
      );
    const headingId = `supply-${commodity.toLowerCase()}`;
    return (
      <section key={commodity} className="supply supply--titled" aria-labelledby={headingId}>
        <h2 id={headingId} className="section-title">
          {t(commodity === 'LUCE' ? 'dati_tecnici.section_luce' : 'dati_tecnici.section_gas')}
        </h2>
        {children(commodity, index)}
      </section>
    );
  });
}
