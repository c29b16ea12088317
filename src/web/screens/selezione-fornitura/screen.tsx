import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { commoditiesOf } from '../../../shared/domain';
import type { Commodity } from '../../../shared/domain';
import type { FornituraCliente } from '../../../shared/schemas/clients';
import { selezioneFornituraSchema } from '../../../shared/schemas/steps-customer';
import type { ChoiceCard } from '../../components/choice-cards';
import { ChoiceCards } from '../../components/choice-cards';
import choiceStyles from '../../components/choice-cards.css?inline';
import { StepLayout } from '../../components/step-layout';
import { codeLabelKey, formatAddress } from '../../components/supply-point';
import { useStepForm } from '../../components/use-step-form';
import { useFunnel } from '../../shell/funnel-context';
import screenStyles from './screen.css?inline';

export const styles = `${choiceStyles}\n${screenStyles}`;

/** The "my supply is not listed" choice: sent as no supply at all (datiFornitura follows). */
const NOT_LISTED = 'NON_ELENCATA';

/** A radio button's value for a single offer, the values checked for a dual one. */
type Values = { codiciFornitura?: string | string[] };

/** What Next sends: the supplies chosen, none for "not listed"; nothing chosen is left missing. */
function toData(v: Values) {
  const chosen = [v.codiciFornitura ?? []].flat();
  if (!chosen.length) return {};
  return { codiciFornitura: chosen.includes(NOT_LISTED) ? [] : chosen };
}

/** Why a supply does not fit the offer: its commodity, else its contract type. */
function incompatibility(f: FornituraCliente, commodities: Commodity[]) {
  return commodities.includes(f.commodity) ? 'contract' : 'commodity';
}

/**
 * domain.md selezioneFornitura: the verified customer's supplies, one card each, those that do not fit
 * the offer marked; a dual offer takes one of each commodity. "Not listed" asks for the POD / PDR.
 */
export default function SelezioneFornituraScreen() {
  const { t } = useTranslation();
  const { step, offerta } = useFunnel();
  const cliente = step.contesto?.cliente;
  const forniture = useMemo(() => step.contesto?.fornitureCliente ?? [], [step.contesto]);
  const commodities = commoditiesOf(offerta.tipo);
  const dual = commodities.length > 1;
  const schema = useMemo(
    () =>
      selezioneFornituraSchema.refine(
        // the server says it too (validation.one_per_commodity); said here before sending
        ({ codiciFornitura }) => {
          const chosen = forniture.filter((f) => codiciFornitura.includes(f.codiceFornitura));
          return new Set(chosen.map((f) => f.commodity)).size === chosen.length;
        },
        { error: 'validation.one_per_commodity', path: ['codiciFornitura'] },
      ),
    [forniture],
  );
  const { form, submit, formError } = useStepForm<Values>({
    schema,
    defaultValues: dual ? { codiciFornitura: [] } : {},
    toData,
  });

  const name = cliente ? (cliente.tipo === 'PG' ? cliente.ragioneSociale : cliente.nome) : undefined;
  const cards: ChoiceCard[] = forniture.map((f) => {
    const commodity = t(`supply_point.commodity.${f.commodity.toLowerCase()}`);
    return {
      value: f.codiceFornitura,
      title: t('selezione_fornitura.card_title', {
        supply: t(`supply_point.supply.${f.commodity.toLowerCase()}`),
        label: t(codeLabelKey(f.commodity)),
        code: f.pdp,
      }),
      ...(f.compatibile ? {} : { mark: t('selezione_fornitura.incompatible') }),
      details: (
        <>
          <p>{formatAddress(f.indirizzo)}</p>
          {f.offertaAttuale ? (
            <p>{t('selezione_fornitura.current_offer', { offer: f.offertaAttuale })}</p>
          ) : null}
          <p>{t('selezione_fornitura.supply_code', { code: f.codiceFornitura })}</p>
          {f.compatibile ? null : (
            <p>
              {t(`selezione_fornitura.why_${incompatibility(f, commodities)}`, {
                commodity,
                contract: t(`supply_point.contract.${f.tipoContratto.toLowerCase()}`),
                offer: offerta.nome,
              })}
            </p>
          )}
        </>
      ),
    };
  });
  cards.push({
    value: NOT_LISTED,
    title: t('selezione_fornitura.not_listed'),
    details: <p>{t('selezione_fornitura.not_listed_details')}</p>,
    exclusive: true,
  });

  return (
    <FormProvider {...form}>
      <StepLayout
        title={t('selezione_fornitura.title')}
        intro={
          name
            ? t('selezione_fornitura.intro_named', { name, offer: offerta.nome })
            : t('selezione_fornitura.intro', { offer: offerta.nome })
        }
        onSubmit={submit}
        formError={formError}
      >
        <ChoiceCards
          name="codiciFornitura"
          legend={t('selezione_fornitura.legend')}
          hint={t(dual ? 'selezione_fornitura.hint_dual' : 'selezione_fornitura.hint', {
            offer: offerta.nome,
          })}
          options={cards}
          multiple={dual}
        />
      </StepLayout>
    </FormProvider>
  );
}
