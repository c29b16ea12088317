import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAMPI_BOLLETTA } from '../../shared/schemas/bills';
import type { CampoBolletta } from '../../shared/schemas/bills';
import type { Estrazione } from '../api/bills-api';
import { useFunnel } from '../shell/funnel-context';
import { readSaleContext, updateSaleContext } from '../shell/storage';
import { readingLabel } from './bill-readings';

// POST /clients/populate names back the values read from a bill that failed their field's rules
// (`ignorati`: "codiceFiscale", "indirizzoFornitura.cap"...). The proposal is left without them, so
// the screen after "Usa questi dati" tells the customer which ones they will write themselves. The
// list goes from the upload to that screen in the query cache, and into the sale's context in local
// storage, so a reload of that screen names them again. Screens that show it add bill-ignored.css to
// their stylesheet.

const ignoredKey = (uuid: string) => ['bill-ignored', uuid] as const;

/** Whether the bill read a value for `name` (a field, or a part of one: "indirizzoFornitura.cap"). */
function gave(estrazione: Estrazione, name: string): boolean {
  const [campo, part] = name.split('.') as [CampoBolletta, string | undefined];
  const valore: unknown = estrazione.campi[campo]?.valore;
  return part ? (valore as Record<string, unknown> | undefined)?.[part] !== undefined : valore !== undefined;
}

/**
 * The fields left out after every bill was used: one bill's invalid value does not count when
 * another bill gave a valid one (the proposal holds it).
 */
export function stillIgnored(results: { estrazione: Estrazione; ignorati: readonly string[] }[]): string[] {
  const taken = (name: string) => results.some((r) => gave(r.estrazione, name) && !r.ignorati.includes(name));
  const names = results.flatMap((r) => r.ignorati).filter((name) => !taken(name));
  return [...new Set(names)];
}

/** Keeps the fields left out for the screen that follows the upload. */
export function rememberIgnored(queryClient: QueryClient, uuid: string, ignorati: string[]) {
  queryClient.setQueryData(ignoredKey(uuid), ignorati);
  updateSaleContext(uuid, { ignorati });
}

/** The customer's name for a field left out, as the bill upload labels the values read. */
function ignoredLabel(name: string, t: TFunction): string {
  if (name === 'indirizzoFornitura.cap') return t('bill_ignored.fields.cap');
  if ((CAMPI_BOLLETTA as readonly string[]).includes(name)) return readingLabel(name as CampoBolletta, t);
  return t('bill_ignored.fields.other');
}

/**
 * "Some values read from your bill could not be used: …; please enter them yourself": a polite
 * status, announced by screen readers once the screen is there; nothing when every value was taken.
 */
export function IgnoredReadings() {
  const { t } = useTranslation();
  const { uuid } = useFunnel();
  const { data: ignorati = [] } = useQuery({
    queryKey: ignoredKey(uuid),
    // after a reload, what this browser remembered; a sale resumed elsewhere: nothing to say
    queryFn: (): string[] => readSaleContext(uuid)?.ignorati ?? [],
    staleTime: Infinity,
  });
  // a live region announces what changes in it: it is in the page empty, then filled
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setFilled(true), 0);
    return () => clearTimeout(id);
  }, []);
  const labels = [...new Set(ignorati.map((name) => ignoredLabel(name, t)))];
  const one = labels.length === 1;

  return (
    <div role="status" className="bill-ignored">
      {filled && labels.length ? (
        <div className="note">
          <p>{one ? t('bill_ignored.intro_one') : t('bill_ignored.intro_several')}</p>
          <ul className="bill-ignored__list">
            {labels.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
          <p>{one ? t('bill_ignored.enter_one') : t('bill_ignored.enter_several')}</p>
        </div>
      ) : null}
    </div>
  );
}
