import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StepName } from '../../../shared/domain';
import type { Fornitura, Proposta } from '../../../shared/schemas/proposta';
import { formatPhone } from '../../../shared/validation/phone';
import { funnelApi } from '../../api/funnel-api';
import { enumKey } from '../../components/enum-label';
import { formatAddress } from '../../components/supply-point';
import { formatNumber, fullName, ibanLast4 } from './format';

export type Row = { label: string; value: ReactNode };
export type Section = { id: string; title: string; editLabel: string; step: StepName | null; rows: Row[] };

/**
 * The steps that may have filled each section, by operation and flow (fast flow, transfer, product
 * change): the edit button returns to the one this sale went through, and is absent when none was.
 */
const EDIT_STEPS: Record<string, StepName[]> = {
  holder: ['datiAnagrafici', 'datiAnagraficiSubentrante', 'datiAnagraficiEstratti'],
  address: ['indirizzoFornitura', 'datiAnagraficiEstratti', 'datiFornitura'],
  supply: ['datiTecnici', 'datiTecniciEstratti', 'datiTecniciOperazione', 'datiFornitura'],
  bill: ['modalitaInvioBolletta', 'invioBollettaPagamento'],
  payment: ['metodoPagamento', 'invioBollettaPagamento'],
  consents: ['accettazioneCondizioni'],
};

export function editStepOf(section: string, visited: readonly StepName[]): StepName | null {
  const key = section === 'contacts' ? 'holder' : section.startsWith('supply') ? 'supply' : section;
  return (EDIT_STEPS[key] ?? []).find((s) => visited.includes(s)) ?? null;
}

/** Rows whose value is missing are left out: the summary shows what the customer gave. */
function rows(...list: [string, ReactNode | null | undefined][]): Row[] {
  return list
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([label, value]) => ({ label, value }));
}

/** The summary's sections, in the order of the flow, each with the step its edit button returns to. */
export function useSections(proposta: Proposta, visited: readonly StepName[]): Section[] {
  const { t, i18n } = useTranslation();
  const en = (group: string, value: string | boolean | undefined) =>
    value === undefined ? null : t(enumKey(group, String(value)));
  const k = (key: string) => t(`riepilogo.${key}`);
  // the terms' texts, in the request language (the same query as the terms screen)
  const conditions = useQuery({
    queryKey: ['condizioni', proposta.id],
    queryFn: () => funnelApi.conditions(proposta.id),
  });

  const a = proposta.intestatario.anagrafica ?? {};
  const pg = a.tipo === 'PG';
  const holder = rows(
    [k('holder.type'), en('tipo_anagrafica', a.tipo)],
    [k('holder.name'), pg ? null : fullName(a)],
    [k('holder.company_name'), pg ? a.ragioneSociale : null],
    [k('holder.vat_number'), pg ? a.partitaIva : null],
    [k('holder.fiscal_code'), a.codiceFiscale],
    [k('holder.representative'), pg ? fullName(a.legaleRappresentante) : null],
    [k('holder.representative_fiscal_code'), pg ? a.legaleRappresentante?.codiceFiscale : null],
    [k('holder.title_type'), en('titolo', proposta.intestatario.titolo)],
  );
  const contatti = proposta.intestatario.contatti;
  const contacts = rows(
    [k('contacts.email'), contatti?.email],
    [k('contacts.phone'), contatti?.telefono ? formatPhone(contatti.telefono) : null],
  );

  function technical(f: Fornitura): Row[] {
    const kw = f.potenzaImpegnataKw;
    return f.commodity === 'LUCE'
      ? rows(
          [k('supply.pod'), f.pod],
          [
            k('supply.power'),
            kw === undefined ? null : t('riepilogo.supply.kw', { kw: formatNumber(kw, i18n.language) }),
          ],
          [k('supply.voltage'), en('tensione', f.tensione)],
          [k('supply.use'), en('uso_luce', f.usoLuce)],
          [k('supply.residency'), en('residenza', f.residente)],
        )
      : rows(
          [k('supply.pdr'), f.pdr],
          [k('supply.use'), en('uso_gas', f.usoGas)],
          [k('supply.gas_category'), en('categoria_uso_gas', f.categoriaUsoGas)],
          [k('supply.weekly_profile'), en('profilo_settimanale', f.profiloSettimanale)],
          [k('supply.remi'), f.codiceRemi],
          [k('supply.residency'), en('residenza', f.residente)],
        );
  }

  const bill = proposta.invioBolletta;
  const pay = proposta.pagamento;
  const last4 = pay?.metodo === 'SDD' ? ibanLast4(pay.iban) : null;
  const iban = last4 ? (
    <>
      <span aria-hidden="true">•••• •••• </span>
      <span className="visually-hidden">{k('payment.iban_ending')} </span>
      {last4}
    </>
  ) : null;

  const consents = Object.entries(proposta.consensi)
    .map(([codice, c]) => {
      const found = conditions.data?.findIndex((x) => x.codice === codice) ?? -1;
      const label = found >= 0 ? conditions.data![found]!.testo : codice;
      return {
        order: found >= 0 ? found : Infinity,
        label,
        value: k(c.accettata ? 'consents.given' : 'consents.refused'),
      };
    })
    .sort((x, y) => x.order - y.order);

  const supplies = proposta.forniture.map((f): Section => {
    const commodity = t(`riepilogo.supply.commodity.${f.commodity.toLowerCase()}`);
    return {
      id: `supply-${f.commodity.toLowerCase()}`,
      title: t('riepilogo.supply.title', { commodity }),
      editLabel: t('riepilogo.supply.edit', { commodity }),
      step: editStepOf('supply', visited),
      rows: technical(f),
    };
  });

  const section = (id: string, _step: StepName, sectionRows: Row[]): Section => ({
    id,
    title: k(`${id}.title`),
    editLabel: k(`${id}.edit`),
    step: editStepOf(id, visited),
    rows: sectionRows,
  });
  return [
    section('holder', 'datiAnagrafici', holder),
    section('contacts', 'datiAnagrafici', contacts),
    section(
      'address',
      'indirizzoFornitura',
      rows([k('address.label'), formatAddress(proposta.forniture[0]?.indirizzo)]),
    ),
    ...supplies,
    section(
      'bill',
      'modalitaInvioBolletta',
      rows(
        [k('bill.method'), en('modalita_invio_bolletta', bill?.modalita)],
        [k('bill.email'), bill?.modalita === 'EMAIL' ? bill.email : null],
      ),
    ),
    section(
      'payment',
      'metodoPagamento',
      rows(
        [k('payment.method'), en('metodo_pagamento', pay?.metodo)],
        [k('payment.iban'), iban],
        [k('payment.account_holder'), pay?.metodo === 'SDD' ? fullName(pay.intestatarioConto) : null],
      ),
    ),
    section('consents', 'accettazioneCondizioni', consents),
  ];
}
