import { otpSentResponse } from '../../shared/schemas/api';
import { clientsAuthResponse } from '../../shared/schemas/clients';
import { api } from './http';

// Existing customers (spec 7, api-contract.md): the code sent to the contact on file, and its check.
// The parameters travel in the query, as the contract names them; `proposta-id` is the proposal's UUID.

function query(params: Record<string, string>): string {
  return new URLSearchParams(params).toString();
}

export const clientsApi = {
  /** A new code to the contact on file of the customer `identificativo` (code, codice fiscale or P.IVA). */
  sendOtp: (identificativo: string, propostaId: string) =>
    api(
      `/clients/send-otp?${query({ 'codice-cliente': identificativo, 'proposta-id': propostaId })}`,
      otpSentResponse,
      { method: 'POST' },
    ),
  /** 200 with the customer and their supplies; 400 otp.invalid / otp.expired, 423 otp.locked. */
  auth: (otp: string, propostaId: string) =>
    api(`/clients/auth?${query({ otp, 'proposta-id': propostaId })}`, clientsAuthResponse, {
      method: 'POST',
    }),
};
