import {
  campagnaSchema,
  condizioniResponse,
  createVenditaResponse,
  envResponse,
  marchioSchema,
  moveOfferResponse,
  offertaSchema,
  otpSentResponse,
  stepSchema,
  venditaSchema,
  widgetAccountResponse,
} from '../../shared/schemas/api';
import { plainTextAnswer } from '../../shared/schemas/media';
import type { PropostaDraft } from '../../shared/schemas/proposta';
import { api, apiNoContent, apiText, apiWithHeaders } from './http';

// One function per call of spec 7 used by the shell and the screens, each answer read with its schema.

export const funnelApi = {
  env: () => api('/configurations/env', envResponse),
  gtmId: (brand: string) =>
    apiText(`/configurations/google-tag-manager-id/${encodeURIComponent(brand)}`, plainTextAnswer),
  widgetAccount: () => api('/configurations/widget-account', widgetAccountResponse),
  creditCheckMessage: (brandId: number) =>
    apiText(`/configurations/credit-check-message/${brandId}`, plainTextAnswer),
  offerta: (id: number) => api(`/offerte/${id}?web2`, offertaSchema),
  marchioOfOfferta: (id: number) => api(`/offerte/${id}/marchio`, marchioSchema),
  marchio: (id: number) => api(`/marchi/${id}?lightest`, marchioSchema),
  campagna: (id: number) => api(`/campagne/${id}?web2`, campagnaSchema),
  createVendita: (body: { offerta: number; operazioneCommerciale: string; campagna?: number }) =>
    api('/vendite', createVenditaResponse, { method: 'POST', body }),
  step: (uuid: string, signal?: AbortSignal) =>
    api(`/vendite/${uuid}/step`, stepSchema, signal ? { signal } : {}),
  next: (uuid: string, taskId: string, data: Record<string, unknown>) =>
    api(`/vendite/${uuid}/next`, stepSchema, { method: 'POST', body: { ...data, taskId } }),
  /** Back (or to a visited `step`, the summary's edit links) from the step shown, named by its taskId. */
  prev: (uuid: string, taskId: string, step?: string) =>
    api(`/vendite/${uuid}/prev${step ? `?step=${encodeURIComponent(step)}` : ''}`, stepSchema, {
      method: 'POST',
      body: { taskId },
    }),
  vendita: (uuid: string) => api(`/vendite/${uuid}/v2`, venditaSchema),
  saveDraft: (uuid: string, proposta: PropostaDraft) =>
    api(`/vendite/${uuid}/v2`, venditaSchema, { method: 'PATCH', body: { proposta } }),
  saveForLater: (uuid: string, body: { nome: string; cognome: string; email: string }) =>
    apiNoContent(`/vendite/${uuid}/save`, { method: 'POST', body }),
  cancel: (uuid: string) => apiNoContent(`/vendite/${uuid}`, { method: 'DELETE' }),
  moveToOffer: (uuid: string, offertaId: number) =>
    apiWithHeaders(`/vendite/${uuid}/offerte/${offertaId}`, moveOfferResponse, { method: 'POST' }),
  conditions: (propostaId: string) => api(`/proposte/${propostaId}/condition`, condizioniResponse),
  acceptConditions: (propostaId: string, condizioni: Record<string, boolean>) =>
    api(`/proposte/${propostaId}/condition`, condizioniResponse, { method: 'PATCH', body: { condizioni } }),
  verifyOtp: (uuid: string, otp: string) =>
    api(`/vendite/${uuid}/verifica-otp`, stepSchema, { method: 'POST', body: { otp } }),
  resendOtp: (uuid: string) =>
    api(`/vendite/${uuid}/verifica-otp`, otpSentResponse, { method: 'POST', body: { resend: true } }),
};
