import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { commoditiesOf } from '../../../shared/domain';
import { TIPO_DOCUMENTO_IDENTITA } from '../../../shared/files';
import type { Allegato } from '../../../shared/schemas/files';
import { deleteAllegato, filesApi, uploadAllegati, uploadDocumentoIdentita } from '../../api/upload';
import type { UploadHandlers } from '../../api/upload';
import { FileUpload } from '../../components/file-upload';
import uploadStyles from '../../components/file-upload.css?inline';
import { StepLayout } from '../../components/step-layout';
import { useFunnel } from '../../shell/funnel-context';
import screenStyles from './screen.css?inline';
import type { Slot } from './slots';
import { missingSlots, slotsOf } from './slots';

export const styles = `${uploadStyles}\n${screenStyles}`;

/** domain.md caricamentoAllegati: the identity document and the attachment types the operation asks for. */
export default function CaricamentoAllegatiScreen() {
  const { t } = useTranslation();
  const { uuid, offerta, vendita, next } = useFunnel();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const commodities = commoditiesOf(offerta.tipo);
  const types = useQuery({
    queryKey: ['tipi-allegato', offerta.tipoContrattoOfferta, vendita.operazioneCommerciale, ...commodities],
    queryFn: () =>
      filesApi.tipiAllegato(offerta.tipoContrattoOfferta, vendita.operazioneCommerciale, commodities),
    staleTime: Infinity,
  });
  const allegati = useQuery({ queryKey: ['allegati', uuid], queryFn: () => filesApi.allegati(uuid) });

  const slots = slotsOf(types.data ?? []);
  const files = allegati.data ?? [];
  const missing = missingSlots(slots, files);
  const setFiles = (change: (files: Allegato[]) => Allegato[]) =>
    queryClient.setQueryData<Allegato[]>(['allegati', uuid], (old) => change(old ?? []));

  function start(slot: Slot) {
    return (chosen: File[], handlers: UploadHandlers<Allegato[]>) =>
      slot.tipoAllegato === TIPO_DOCUMENTO_IDENTITA
        ? uploadDocumentoIdentita(uuid, chosen[0]!, {
            ...handlers,
            onSuccess: (a) => handlers.onSuccess([a]),
          })
        : uploadAllegati(uuid, slot.tipoAllegato, chosen, handlers);
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setFormError(null);
    if (missing.length) return;
    const fields = await next({});
    const first = fields && Object.values(fields)[0];
    if (first) setFormError(t(first));
  }

  return (
    <StepLayout
      title={t('caricamento_allegati.title')}
      intro={t('caricamento_allegati.intro')}
      onSubmit={(e) => void submit(e)}
      formError={formError}
      nextDisabled={!types.data || !allegati.data || missing.length > 0}
    >
      {types.isError || allegati.isError ? (
        <p className="form-error" role="alert">
          {t('caricamento_allegati.load_failed')}
        </p>
      ) : null}
      {slots.map((slot) => (
        <FileUpload
          key={slot.tipoAllegato}
          label={slot.descrizione}
          required={slot.obbligatorio}
          multiple={slot.tipoAllegato !== TIPO_DOCUMENTO_IDENTITA}
          files={files.filter((f) => f.tipoAllegato === slot.tipoAllegato)}
          start={start(slot)}
          onUploaded={(created) => setFiles((old) => [...old, ...created])}
          onDelete={async (file) => {
            await deleteAllegato(file, uuid);
            setFiles((old) => old.filter((f) => f.id !== file.id));
          }}
        />
      ))}
      {types.data && missing.length ? (
        <p className="note caricamento-allegati__missing" aria-live="polite">
          {t('caricamento_allegati.missing', { documenti: missing.map((s) => s.descrizione).join('; ') })}
        </p>
      ) : null}
    </StepLayout>
  );
}
