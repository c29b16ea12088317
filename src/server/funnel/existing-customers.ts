import type { Language } from '../../shared/domain';
import type { ClientsAuthResponse } from '../../shared/schemas/clients';
import type { Fornitura, Proposta } from '../../shared/schemas/proposta';
import { customerNotVerified, notFound, saleFrozen, supplyIncompatible } from '../errors';
import type { Customers } from '../services/adapters/customers/customers';
import {
  clienteView,
  contactOf,
  fornituraView,
  isSupplyCompatible,
} from '../services/adapters/customers/customers';
import type { Mailer } from '../services/adapters/mail/mailer';
import { otpClienteMail, otpClienteSms } from '../services/adapters/mail/templates';
import type { OtpService } from '../services/domain/otp/otp-service';
import { OTP_POLICY, maskDestination } from '../services/domain/otp/otp-service';
import type { Db, Executor } from '../store/db';
import type {
  ClienteRow,
  DatiTecniciGas,
  DatiTecniciLuce,
  FornituraClienteRow,
} from '../store/repos/clienti';
import { findVenditaByPropostaId, updateVendita } from '../store/repos/vendite';
import type { Sale } from './context';
import { assertUsable, loadSale } from './context';

// Existing customers (issue 4.1, domain.md verificaOtpCliente and selezioneFornitura): a code sent to
// the contact on file proves who the customer is; the sale then records the verified customer, and
// only that customer's supplies can fill the proposal. Like signing, every call holds the sale's row
// lock, and a wrong code is committed before the error is answered, so the lock after five counts.

export const SCOPO_CLIENTE = 'CLIENTE';
const SCOPO = SCOPO_CLIENTE;

export type ExistingCustomersDeps = {
  db: Db;
  now: () => Date;
  mailer: Mailer;
  otp: OtpService;
  customers: Customers;
};

export type PopulateRequest = {
  propostaId: string;
  codiceCliente: string;
  pdp: string;
  codiceFornitura: string;
};

/** The supply's point and technical data, as the proposal's fornitura names them. */
function technicalDataOf(supply: FornituraClienteRow): Partial<Fornitura> {
  if (supply.commodity === 'LUCE') {
    const d = supply.datiTecnici as DatiTecniciLuce;
    return {
      pod: supply.pdp,
      potenzaImpegnataKw: d.potenzaImpegnataKw,
      tensione: d.tensione,
      usoLuce: d.usoLuce,
    };
  }
  const d = supply.datiTecnici as DatiTecniciGas;
  return {
    pdr: supply.pdp,
    usoGas: d.usoGas,
    categoriaUsoGas: d.categoriaUsoGas,
    profiloSettimanale: d.profiloSettimanale,
    codiceRemi: d.codiceRemi,
  };
}

/** The proposal's holder filled from the customer on file (ricercaCliente, verificaOtpCliente). */
export function fillHolder(proposta: Proposta, cliente: ClienteRow): Proposta {
  // undefined values are left out when the document is stored and answered
  const anagrafica =
    cliente.tipo === 'PF'
      ? {
          tipo: 'PF' as const,
          nome: cliente.nome ?? undefined,
          cognome: cliente.cognome ?? undefined,
          codiceFiscale: cliente.codiceFiscale,
        }
      : {
          tipo: 'PG' as const,
          ragioneSociale: cliente.ragioneSociale ?? undefined,
          partitaIva: cliente.partitaIva ?? undefined,
          codiceFiscale: cliente.codiceFiscale,
        };
  const contatti = {
    ...proposta.intestatario.contatti,
    ...(cliente.email ? { email: cliente.email } : {}),
    ...(cliente.telefono ? { telefono: cliente.telefono } : {}),
  };
  // a company's legal representative is not on file: what the customer typed stays
  const legale = proposta.intestatario.anagrafica?.legaleRappresentante;
  return {
    ...proposta,
    intestatario: {
      ...proposta.intestatario,
      anagrafica:
        cliente.tipo === 'PG' && legale ? { ...anagrafica, legaleRappresentante: legale } : anagrafica,
      contatti,
    },
  };
}

/** The proposal filled from the customer's data and the chosen supply (the fornitura of its commodity). */
export function fillFromSupply(
  proposta: Proposta,
  cliente: ClienteRow,
  supply: FornituraClienteRow,
): Proposta {
  const holder = fillHolder(proposta, cliente);
  const forniture = holder.forniture.map((f) =>
    f.commodity !== supply.commodity
      ? f
      : {
          commodity: f.commodity,
          ...(f.operazioneCommerciale ? { operazioneCommerciale: f.operazioneCommerciale } : {}),
          // residency is the customer's answer, not the supply's
          ...(f.residente !== undefined ? { residente: f.residente } : {}),
          indirizzo: { ...supply.indirizzo },
          ...technicalDataOf(supply),
        },
  );
  return { ...holder, forniture };
}

export function createExistingCustomers({ db, now, mailer, otp, customers }: ExistingCustomersDeps) {
  /** api-contract.md: `proposta-id` is the proposal's UUID; an unknown one is not_found. */
  async function lockSaleOfProposta(tx: Executor, propostaId: string): Promise<Sale> {
    const row = await findVenditaByPropostaId(tx, propostaId);
    if (!row) throw notFound();
    return loadSale(tx, row.uuid, true);
  }

  /** Sends a code to the customer's contact on file, in the caller's transaction; 404 when unreachable. */
  async function sendCode(tx: Executor, sale: Sale, cliente: ClienteRow) {
    const { uuid, lingua, variabili } = sale.vendita;
    const contact = contactOf(cliente);
    if (!contact) throw notFound();
    const sent = await otp.issue(tx, { venditaUuid: uuid, scopo: SCOPO, ...contact });
    const minutes = OTP_POLICY.ttlMs / 60_000;
    const template = contact.canale === 'email' ? otpClienteMail : otpClienteSms;
    await mailer.send(tx, {
      to: contact.destinazione,
      ...template(lingua as Language, sale.marchio.nome, sent.code, minutes),
      tipo: 'otp_cliente',
      canale: contact.canale,
      venditaUuid: uuid,
    });
    await updateVendita(tx, uuid, {
      variabili: { ...variabili, codiceClienteInVerifica: cliente.codiceCliente },
      updatedAt: now(),
    });
    return {
      canale: contact.canale,
      destinazione: maskDestination(contact.destinazione),
      scadenza: sent.expiresAt.toISOString(),
    };
  }

  async function sendOtp(propostaId: string, identificativo: string) {
    return db.transaction(async (tx) => {
      const sale = await lockSaleOfProposta(tx, propostaId);
      assertUsable(sale, now());
      const cliente = await customers.find(tx, sale.vendita.marchioId, identificativo);
      // unknown, another brand's or unreachable: the same 404, so a guess learns nothing more
      if (!cliente || !contactOf(cliente)) throw notFound();
      return sendCode(tx, sale, cliente);
    });
  }

  /**
   * Entering verificaOtpCliente sends the code to the customer found on ricercaCliente, unless one
   * was sent moments ago (Back and Next again): that code stays valid and the resend limit holds.
   */
  async function onEnterVerifica(tx: Executor, sale: Sale): Promise<void> {
    const codice = sale.vendita.variabili.codiceClienteInVerifica;
    const cliente = codice ? await customers.find(tx, sale.vendita.marchioId, codice) : null;
    if (!cliente) return;
    if (await otp.canIssue(tx, sale.vendita.uuid, SCOPO)) await sendCode(tx, sale, cliente);
  }

  async function auth(propostaId: string, code: string): Promise<ClientsAuthResponse> {
    const outcome = await db.transaction(async (tx) => {
      const sale = await lockSaleOfProposta(tx, propostaId);
      assertUsable(sale, now());
      const { uuid, marchioId, variabili } = sale.vendita;
      // no code sent yet answers otp.expired (otp-service), as a used one does
      const check = await otp.verify(tx, uuid, SCOPO, code);
      if (!check.ok) return check;
      const codice = variabili.codiceClienteInVerifica;
      const cliente = codice ? await customers.find(tx, marchioId, codice) : null;
      if (!cliente) return { ok: false as const, error: notFound() };
      const { codiceClienteInVerifica: _sent, ...others } = variabili;
      await updateVendita(tx, uuid, {
        variabili: {
          ...others,
          codiceCliente: cliente.codiceCliente,
          clienteVerificatoIl: now().toISOString(),
        },
        updatedAt: now(),
      });
      const supplies = await customers.supplies(tx, cliente.codiceCliente);
      return {
        ok: true as const,
        view: {
          cliente: clienteView(cliente),
          forniture: supplies.map((f) => fornituraView(f, sale.offerta)),
        },
      };
    });
    if (!outcome.ok) throw outcome.error;
    return outcome.view;
  }

  async function populate(req: PopulateRequest): Promise<{ proposta: Proposta }> {
    return db.transaction(async (tx) => {
      const sale = await lockSaleOfProposta(tx, req.propostaId);
      if (sale.vendita.stato === 'CONCLUSA') throw saleFrozen();
      assertUsable(sale, now());
      const { uuid, marchioId, variabili } = sale.vendita;
      if (variabili.codiceCliente !== req.codiceCliente) throw customerNotVerified();
      const cliente = await customers.find(tx, marchioId, req.codiceCliente);
      const supply = cliente && (await customers.supply(tx, cliente.codiceCliente, req.codiceFornitura));
      if (!cliente || !supply || supply.pdp !== req.pdp) throw notFound();
      if (!isSupplyCompatible(supply, sale.offerta)) throw supplyIncompatible();
      const proposta = fillFromSupply(sale.vendita.proposta, cliente, supply);
      const chosen = supply.commodity === 'LUCE' ? 'codiceFornituraLuce' : 'codiceFornituraGas';
      await updateVendita(tx, uuid, {
        proposta,
        variabili: { ...variabili, [chosen]: supply.codiceFornitura },
        updatedAt: now(),
      });
      return { proposta };
    });
  }

  return { sendOtp, auth, populate, onEnterVerifica };
}

export type ExistingCustomers = ReturnType<typeof createExistingCustomers>;
