import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { commoditiesOf } from '../../shared/domain';
import type { TipoBolletta } from '../../shared/files';
import type { Vendita } from '../../shared/schemas/api';
import type { Allegato } from '../../shared/schemas/files';
import type { Proposta } from '../../shared/schemas/proposta';
import type { Estrazione } from '../api/bills-api';
import { populateFromBill } from '../api/bills-api';
import { deleteBolletta, filesApi, uploadBolletta } from '../api/upload';
import type { UploadHandlers } from '../api/upload';
import { useFunnel } from '../shell/funnel-context';
import { rememberIgnored, stillIgnored } from './bill-ignored';
import { ReadMark, formatReading, readEntries, readingLabel } from './bill-readings';
import { FileUpload } from './file-upload';
import type { BillStatus } from './use-bill-extractions';
import { useBillExtractions } from './use-bill-extractions';

// "Hai una bolletta?" (spec 4 fast flow, api-contract.md "Bills"): the customer uploads the bill of
// each supply of the offer, the server reads it, the values read are shown with how sure the reading
// is, and "Usa questi dati" fills the proposal with them (POST /clients/populate), which turns the
// fast flow on; the host screen then moves on (onPopulated). A bill that cannot be read leaves the
// customer to go on by hand. It holds no form: it sits inside the host screen's one.

export type BillUploadProps = {
  /** the proposal holds the values read: the host moves on (Next) */
  onPopulated: () => void;
};

export function BillUpload({ onPopulated }: BillUploadProps) {
  const { t } = useTranslation();
  const { uuid, offerta, vendita, beginUpload } = useFunnel();
  const queryClient = useQueryClient();
  // one bill per supply of the offer: a dual offer asks both (each may be left out)
  const tipi = commoditiesOf(offerta.tipo).map((c): TipoBolletta => (c === 'LUCE' ? 'luce' : 'gas'));
  const { statuses, wait, clear } = useBillExtractions(tipi);
  // the bills already on the sale, when one was read before (a reload, a way back)
  const allegati = useQuery({
    queryKey: ['allegati', uuid],
    queryFn: () => filesApi.allegati(uuid),
    enabled: (vendita.estrazioniBollette?.length ?? 0) > 0,
  });
  const [populating, setPopulating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();

  const setFiles = (change: (files: Allegato[]) => Allegato[]) =>
    queryClient.setQueryData<Allegato[]>(['allegati', uuid], (old) => change(old ?? []));
  const ready = tipi.flatMap((tipo) => {
    const status = statuses[tipo];
    return status.stato === 'completata' && readEntries(status.estrazione.campi).length
      ? [status.estrazione]
      : [];
  });
  const reading = tipi.some((tipo) => statuses[tipo].stato === 'reading');

  function start(tipo: TipoBolletta) {
    return (files: File[], handlers: UploadHandlers<Allegato[]>) =>
      uploadBolletta(tipo, uuid, files[0]!, { ...handlers, onSuccess: (a) => handlers.onSuccess([a]) });
  }

  async function applyValues() {
    setError(null);
    setPopulating(true);
    // Back and Next wait, as during an upload: moving on before the proposal is filled would skip it
    const done = beginUpload();
    let filled = false;
    try {
      let proposta: Proposta | undefined;
      const results: { estrazione: Estrazione; ignorati: string[] }[] = [];
      for (const estrazione of ready) {
        const populated = await populateFromBill(uuid, estrazione);
        proposta = populated.proposta;
        results.push({ estrazione, ignorati: populated.ignorati });
      }
      if (proposta) {
        const next = proposta;
        queryClient.setQueryData<Vendita>(['vendita', uuid], (old) => old && { ...old, proposta: next });
      }
      // the next screen says which values the customer will write themselves
      rememberIgnored(queryClient, uuid, stillIgnored(results));
      filled = true;
    } catch {
      setError(t('bill_upload.use_failed'));
    } finally {
      done();
      setPopulating(false);
    }
    if (filled) onPopulated();
  }

  return (
    <section className="bill-upload" aria-labelledby={titleId}>
      <h2 id={titleId} className="bill-upload__title">
        {t('bill_upload.title')}
      </h2>
      <p className="bill-upload__intro">{t('bill_upload.intro')}</p>
      {tipi.map((tipo) => (
        <div key={tipo} className="bill-upload__slot">
          <FileUpload
            label={t(tipo === 'luce' ? 'bill_upload.label_luce' : 'bill_upload.label_gas')}
            hint={t(tipo === 'luce' ? 'bill_upload.hint_luce' : 'bill_upload.hint_gas')}
            files={(allegati.data ?? []).filter((f) => f.tipo === `bolletta-${tipo}`)}
            start={start(tipo)}
            onUploaded={(created) => {
              // the server keeps one bill per type: the new one replaces the old
              setFiles((old) => [...old.filter((f) => f.tipo !== `bolletta-${tipo}`), ...created]);
              wait(tipo);
            }}
            onDelete={async (file) => {
              await deleteBolletta(tipo, uuid);
              setFiles((old) => old.filter((f) => f.id !== file.id));
              clear(tipo);
            }}
          />
          <BillOutcome status={statuses[tipo]} onLookAgain={() => wait(tipo)} />
        </div>
      ))}
      {ready.length && !reading ? (
        <div className="bill-upload__use">
          <p className="field__hint">{t('bill_upload.use_hint')}</p>
          <button
            type="button"
            className="button button--primary"
            disabled={populating}
            aria-busy={populating}
            onClick={() => void applyValues()}
          >
            {t('bill_upload.use')}
          </button>
        </div>
      ) : null}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

function statusText(status: BillStatus, found: number): string | null {
  switch (status.stato) {
    case 'reading':
      return 'bill_upload.reading';
    case 'timeout':
      return 'bill_upload.timeout';
    case 'fallita':
      // the reader's reason, when it gave one, says what to upload instead
      return status.estrazione.motivo
        ? `bill_upload.failed_${status.estrazione.motivo}`
        : 'bill_upload.failed';
    case 'completata':
      return found ? 'bill_upload.read' : 'bill_upload.nothing_read';
    default:
      return null;
  }
}

/** One bill's outcome: announced as it changes, then the values read with their confidence. */
function BillOutcome({ status, onLookAgain }: { status: BillStatus; onLookAgain: () => void }) {
  const { t, i18n } = useTranslation();
  const entries = status.stato === 'completata' ? readEntries(status.estrazione.campi) : [];
  const key = statusText(status, entries.length);
  return (
    <div className="bill-upload__outcome">
      {/* present before its text, so each change is announced */}
      <p role="status" className={`bill-upload__status bill-upload__status--${status.stato}`}>
        {status.stato === 'reading' ? <span className="bill-upload__spinner" aria-hidden="true" /> : null}
        {key ? t(key) : null}
      </p>
      {entries.length ? (
        <dl className="bill-upload__values">
          {entries.map(([campo, reading]) => (
            <div key={campo} className="bill-upload__value">
              <dt>{readingLabel(campo, t)}</dt>
              <dd>
                <span className="bill-upload__text">
                  {formatReading(campo, reading.valore, t, i18n.language)}
                </span>{' '}
                <ReadMark confidenza={reading.confidenza} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {status.stato === 'timeout' ? (
        <button type="button" className="button" onClick={onLookAgain}>
          {t('bill_upload.look_again')}
        </button>
      ) : null}
    </div>
  );
}
