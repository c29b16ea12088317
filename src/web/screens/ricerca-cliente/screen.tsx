import { Suspense, lazy, useCallback, useEffect } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TipoContratto } from '../../../shared/domain';
import { commoditiesOf } from '../../../shared/domain';
import { RadioGroup, TextField } from '../../components/fields';
import { StepLayout } from '../../components/step-layout';
import { useStepForm } from '../../components/use-step-form';
import { loadAllTexts } from '../../i18n/i18n';
import { useFunnel } from '../../shell/funnel-context';
import { readSaleContext, updateSaleContext } from '../../shell/storage';
import { billUploadStyles } from '../../components/bill-upload-styles';
import ownStyles from './screen.css?inline';

// the bill upload of the fast flow lives on this screen, so its styles come with it; the component
// itself loads when a new customer is offered it (the first screen is kept light: docs/performance.md)
export const styles = [ownStyles, billUploadStyles].join('\n');
const BillUpload = lazy(() =>
  Promise.all([import('../../components/bill-upload'), loadAllTexts()]).then(([m]) => ({
    default: m.BillUpload,
  })),
);

type Values = { giaCliente?: boolean; identificativo: string };

/**
 * domain.md ricercaCliente: is the customer already ours? A customer is found by their customer code,
 * codice fiscale or partita IVA and then proves who they are with a code (verificaOtpCliente). A
 * product change is for customers only, so it asks for the identifier alone.
 */
export default function RicercaClienteScreen() {
  const { t } = useTranslation();
  const { uuid, vendita, offerta, marchio, next } = useFunnel();
  const operazione = vendita.operazioneCommerciale;
  const onlyCustomers = operazione === 'CAMBIO_PRODOTTO';
  // the first screen of a sale: its schema, and zod with it, load after the screen shows
  const schema = useCallback(
    () =>
      import('../../../shared/schemas/steps-customer').then((m) =>
        m.ricercaClienteSchema({
          tipoContratto: offerta.tipoContrattoOfferta as TipoContratto,
          commodities: commoditiesOf(offerta.tipo),
          operazione,
        }),
      ),
    [offerta.tipoContrattoOfferta, offerta.tipo, operazione],
  );
  const { form, submit, formError } = useStepForm<Values>({
    schema,
    // the answer given before, when the customer comes Back here (the server keeps it as a variable it
    // does not show; this browser remembers it beside the sale)
    defaultValues: { identificativo: '', giaCliente: readSaleContext(uuid)?.giaCliente },
    // only what the choice asks: no answer yet sends nothing, which the schema calls required
    toData: (v) => {
      if (onlyCustomers || v.giaCliente === true)
        return { giaCliente: true, identificativo: v.identificativo };
      return v.giaCliente === false ? { giaCliente: false } : {};
    },
  });
  const giaCliente = form.watch('giaCliente');
  const askIdentifier = onlyCustomers || giaCliente === true;
  useEffect(() => {
    if (typeof giaCliente === 'boolean') updateSaleContext(uuid, { giaCliente });
  }, [uuid, giaCliente]);

  return (
    <FormProvider {...form}>
      <StepLayout
        title={t(onlyCustomers ? 'ricerca_cliente.title_customers' : 'ricerca_cliente.title')}
        intro={t(onlyCustomers ? 'ricerca_cliente.intro_customers' : 'ricerca_cliente.intro', {
          brand: marchio.nome,
        })}
        onSubmit={submit}
        formError={formError}
      >
        {onlyCustomers ? null : (
          <RadioGroup
            name="giaCliente"
            legend={t('ricerca_cliente.question', { brand: marchio.nome })}
            options={[
              { value: 'true', label: t('ricerca_cliente.yes') },
              { value: 'false', label: t('ricerca_cliente.no') },
            ]}
            asBoolean
          />
        )}
        {askIdentifier ? (
          <>
            <TextField
              name="identificativo"
              label={t('ricerca_cliente.identifier')}
              hint={t('ricerca_cliente.identifier_hint')}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={20}
            />
            <p className="note">{t('ricerca_cliente.code_note')}</p>
          </>
        ) : null}
        {/* spec 4 fast flow: a new customer's bill fills the proposal; fewer screens follow */}
        {operazione === 'ATTIVAZIONE' && giaCliente === false ? (
          <Suspense fallback={null}>
            <BillUpload onPopulated={() => void next({ giaCliente: false })} />
          </Suspense>
        ) : null}
      </StepLayout>
    </FormProvider>
  );
}
