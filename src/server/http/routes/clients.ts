import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientsAuthQuery,
  clientsAuthResponse,
  fornituraPopulateQuery,
  fornituraPopulateResponse,
  sendOtpQuery,
} from '../../../shared/schemas/clients';
import {
  clientsPopulateBody,
  clientsPopulateQuery,
  clientsPopulateResponse,
  otpSentResponse,
} from '../../../shared/schemas/api';
import type { ExistingCustomers } from '../../funnel/existing-customers';
import type { RouteDeps } from '../route-deps';

/**
 * Customer lookups one client (IP) may make per minute: with the per-sale OTP limits, this keeps
 * anyone from trying customer codes or tax codes in bulk to learn who is a customer.
 */
export const CUSTOMER_LOOKUPS_PER_MINUTE = 20;

// issue 4.1 / api-contract.md: existing customers prove who they are with a code sent to the contact
// on file, then fill the proposal from one of their supplies. The query names are the contract's.
export const clientsRoutes: FastifyPluginAsyncZod<
  RouteDeps & { existingCustomers: ExistingCustomers }
> = async (app, { existingCustomers, proposals }) => {
  app.post(
    '/clients/populate',
    {
      schema: {
        summary:
          'Fill the proposal from the values read from a bill (as confirmed) and take the fast flow → `{ proposta, ignorati }`',
        querystring: clientsPopulateQuery,
        body: clientsPopulateBody,
        response: { 200: clientsPopulateResponse },
      },
    },
    async (req) => proposals.populateFromBillValues(req.query['vendita-uuid'], req.body.campi),
  );

  app.post(
    '/clients/send-otp',
    {
      config: { rateLimit: { max: CUSTOMER_LOOKUPS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        summary:
          'Send a code to the contact on file of the customer `codice-cliente` (customer code, codice fiscale or partita IVA) → `{ canale, destinazione, scadenza }`',
        querystring: sendOtpQuery,
        response: { 200: otpSentResponse },
      },
    },
    async (req) => existingCustomers.sendOtp(req.query['proposta-id'], req.query['codice-cliente']),
  );

  app.post(
    '/clients/auth',
    {
      schema: {
        summary: 'Check the code: the customer is verified on the sale → `{ cliente, forniture }`',
        querystring: clientsAuthQuery,
        response: { 200: clientsAuthResponse },
      },
    },
    async (req) => existingCustomers.auth(req.query['proposta-id'], req.query.otp),
  );

  app.post(
    '/forniture/populate',
    {
      schema: {
        summary: "Fill the proposal from the verified customer's supply `codice-fornitura` → `{ proposta }`",
        querystring: fornituraPopulateQuery,
        response: { 200: fornituraPopulateResponse },
      },
    },
    async (req) =>
      existingCustomers.populate({
        propostaId: req.query['proposta-id'],
        codiceCliente: req.query.codice,
        pdp: req.query.pdp,
        codiceFornitura: req.query['codice-fornitura'],
      }),
  );
};
