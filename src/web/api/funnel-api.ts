import type { Campagna, Condizione, Marchio, Offerta, Step, Vendita } from '../../shared/schemas/api';
import type { PropostaDraft } from '../../shared/schemas/proposta';
import { api, apiWithHeaders } from './http';

// One function per call of spec 7 used by the shell and the screens.

export const funnelApi = {
  env: () => api<{ googleAnalyticsTrackingId: string | null }>('/configurations/env'),
  gtmId: (brand: string) =>
    api<string>(`/configurations/google-tag-manager-id/${encodeURIComponent(brand)}`, { text: true }),
  widgetAccount: () =>
    api<{ botId: string | null; token: string | null; url: string | null }>('/configurations/widget-account'),
  creditCheckMessage: (brandId: number) =>
    api<string>(`/configurations/credit-check-message/${brandId}`, { text: true }),
  offerta: (id: number) => api<Offerta>(`/offerte/${id}?web2`),
  marchioOfOfferta: (id: number) => api<Marchio>(`/offerte/${id}/marchio`),
  marchio: (id: number) => api<Marchio>(`/marchi/${id}?lightest`),
  campagna: (id: number) => api<Campagna>(`/campagne/${id}?web2`),
  createVendita: (body: { offerta: number; operazioneCommerciale: string; campagna?: number }) =>
    api<{ venditaUuid: string; marchioId: number }>('/vendite', { method: 'POST', body }),
  step: (uuid: string, signal?: AbortSignal) => api<Step>(`/vendite/${uuid}/step`, signal ? { signal } : {}),
  next: (uuid: string, taskId: string, data: Record<string, unknown>) =>
    api<Step>(`/vendite/${uuid}/next`, { method: 'POST', body: { ...data, taskId } }),
  /** Back (or to a visited `step`, the summary's edit links) from the step shown, named by its taskId. */
  prev: (uuid: string, taskId: string, step?: string) =>
    api<Step>(`/vendite/${uuid}/prev${step ? `?step=${encodeURIComponent(step)}` : ''}`, {
      method: 'POST',
      body: { taskId },
    }),
  vendita: (uuid: string) => api<Vendita>(`/vendite/${uuid}/v2`),
  saveDraft: (uuid: string, proposta: PropostaDraft) =>
    api<Vendita>(`/vendite/${uuid}/v2`, { method: 'PATCH', body: { proposta } }),
  saveForLater: (uuid: string, body: { nome: string; cognome: string; email: string }) =>
    api<null>(`/vendite/${uuid}/save`, { method: 'POST', body }),
  cancel: (uuid: string) => api<null>(`/vendite/${uuid}`, { method: 'DELETE' }),
  moveToOffer: (uuid: string, offertaId: number) =>
    apiWithHeaders<{ venditaUuid: string }>(`/vendite/${uuid}/offerte/${offertaId}`, { method: 'POST' }),
  conditions: (propostaId: string) => api<Condizione[]>(`/proposte/${propostaId}/condition`),
  acceptConditions: (propostaId: string, condizioni: Record<string, boolean>) =>
    api<Condizione[]>(`/proposte/${propostaId}/condition`, { method: 'PATCH', body: { condizioni } }),
  verifyOtp: (uuid: string, otp: string) =>
    api<Step>(`/vendite/${uuid}/verifica-otp`, { method: 'POST', body: { otp } }),
  resendOtp: (uuid: string) =>
    api<{ canale: string; destinazione: string; scadenza: string }>(`/vendite/${uuid}/verifica-otp`, {
      method: 'POST',
      body: { resend: true },
    }),
};
