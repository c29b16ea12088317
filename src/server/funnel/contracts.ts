import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { CONCLUDED_VISIBLE_MS, languageOf } from '../../shared/domain';
import { saleConcluded } from '../errors';
import { loadSale } from './context';
import { pinsOf } from './consents';
import { prezziSchema } from '../../shared/schemas/catalogue-admin';
import type { Sale } from './context';
import type { Db, Executor } from '../store/db';
import { listCondizioni } from '../store/repos/catalogue';
import type { ContrattoRow } from '../store/repos/contratti';
import { findContratto, insertContratto } from '../store/repos/contratti';
import { hasOutboxMessage } from '../store/repos/outbox-delivery';
import { findVendita } from '../store/repos/vendite';
import type { BlobStore } from '../services/adapters/blobs/blob-store';
import type { JobContext, Jobs, RetryPolicy } from '../services/adapters/jobs/jobs';
import type { Mailer } from '../services/adapters/mail/mailer';
import { contractMail } from '../services/adapters/mail/templates';
import type { ContractInput } from '../services/domain/contract/contract-content';
import { contractContent } from '../services/domain/contract/contract-content';
import { renderContract } from '../services/domain/contract/contract-pdf';
import type { SignedEventDeps } from './sale-signed-event';
import { completeSignedEvent } from './sale-signed-event';

// The signed contract (issue 5.6). Signing queues a job in its own transaction; the job renders the
// PDF, keeps it (blob store + contratti row) and mails it as an attachment. Rendering stays out of
// signing's transaction, which holds the sale's row lock, and a failed render is retried instead of
// failing the signature. The download route renders on demand when it comes before the job.

export const CONTRACT_QUEUE = 'contract-signed';
// Rendering takes well under a second: an attempt still active after 30 s died with its server (a
// SIGKILL, a crash) and is retried by the next maintenance (pg-boss-jobs.ts). A slow attempt that
// outlives it only renders twice: the first contract row wins, the mail goes once (mailContract).
const CONTRACT_RETRY: RetryPolicy = { retryLimit: 8, retryDelaySeconds: 15, expireInSeconds: 30 };
const MAIL_TIPO = 'contratto';

export type ContractsDeps = {
  db: Db;
  blobs: BlobStore;
  jobs: Jobs;
  mailer: Mailer;
  now: () => Date;
  log: FastifyBaseLogger;
  /** The sale.signed event's contract link (sale-signed-event.ts). */
  signedEvent: SignedEventDeps;
};

type Signed = Sale & { vendita: { proposta: ContractInput['proposta'] } };

/**
 * What the contract prints: the offer and terms as the customer saw them on the summary (the copy in
 * `vendite.offerta_vista`, offer-snapshot.ts), never the catalogue's current rows; a sale signed before
 * that copy existed falls back to the catalogue, at the terms versions its consents name.
 */
async function contractInput(db: Executor, sale: Signed): Promise<ContractInput> {
  const lang = languageOf(sale.vendita.lingua);
  const seen = sale.vendita.offertaVista;
  const prezzi = seen ? prezziSchema.safeParse(seen.prezzi) : undefined;
  const offerta = seen && prezzi?.success ? { ...seen, prezzi: prezzi.data } : sale.offerta;
  const terms =
    seen?.condizioni ?? (await listCondizioni(db, sale.marchio.id, pinsOf(sale.vendita.proposta)));
  return {
    lang,
    marchio: {
      nome: sale.marchio.nome,
      primario: sale.marchio.colori.primario,
      secondario: sale.marchio.colori.secondario,
    },
    offerta,
    vendita: sale.vendita,
    proposta: sale.vendita.proposta,
    condizioni: Object.fromEntries(
      terms.map((c) => [c.codice, { testo: lang === 'en' ? c.testoEn : c.testoIt }]),
    ),
  };
}

export function createContracts({ db, blobs, jobs, mailer, now, log, signedEvent }: ContractsDeps) {
  /** The sale's contract, rendered now if it is signed and has none yet; null before signing. */
  async function ensure(venditaUuid: string): Promise<ContrattoRow | null> {
    const existing = await findContratto(db, venditaUuid);
    if (existing) return existing;
    const vendita = await findVendita(db, venditaUuid);
    if (vendita?.stato !== 'CONCLUSA') return null;
    const sale = await loadSale(db, venditaUuid);
    if (!sale.vendita.proposta.firma) return null;
    const content = contractContent(await contractInput(db, sale as Signed));
    const bytes = await renderContract(content, new Date(sale.vendita.proposta.firma.firmataIl));
    const row: ContrattoRow = {
      venditaUuid,
      nome: `contratto-${content.reference}.pdf`,
      sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
      dimensione: bytes.length,
      blobKey: await blobs.put(bytes),
      createdAt: now(),
    };
    if (await insertContratto(db, row)) {
      log.info({ venditaUuid, dimensione: row.dimensione }, 'signed contract stored');
      return row;
    }
    // the job and a download rendered at once: keep the first, drop our copy of the same bytes
    await blobs.delete(row.blobKey);
    return (await findContratto(db, venditaUuid)) ?? null;
  }

  /**
   * Mails the contract once, and completes the job in the same transaction: a crash leaves either
   * both (done) or neither (the job runs again), never a mailed contract whose job is still to run.
   */
  async function mailContract(venditaUuid: string, contratto: ContrattoRow, job: JobContext): Promise<void> {
    await db.transaction(async (tx) => {
      const sale = await loadSale(tx, venditaUuid, true);
      const email = sale.vendita.proposta.intestatario.contatti?.email;
      if (email && !(await hasOutboxMessage(tx, venditaUuid, MAIL_TIPO))) {
        const lang = languageOf(sale.vendita.lingua);
        const mail = contractMail(lang, sale.marchio.nome, sale.vendita.proposta.id, contratto.sha256);
        await mailer.send(tx, {
          to: email,
          ...mail,
          tipo: MAIL_TIPO,
          venditaUuid,
          attachments: [{ nome: contratto.nome, contentType: 'application/pdf', blobKey: contratto.blobKey }],
        });
      }
      // the sale.signed event becomes deliverable with the contract it points to (issue 15 item 3)
      await completeSignedEvent(tx, venditaUuid, contratto, now(), signedEvent);
      await job.completeWith(tx);
    });
  }

  jobs.work<{ venditaUuid: string }>(CONTRACT_QUEUE, CONTRACT_RETRY, async ({ venditaUuid }, job) => {
    const contratto = await ensure(venditaUuid);
    if (!contratto) {
      log.warn({ venditaUuid }, 'contract job for a sale that is not signed');
      return;
    }
    await mailContract(venditaUuid, contratto, job);
  });

  /**
   * The contract as the congratulations screen offers it: only while that screen shows (404.1 after),
   * so a sale's uuid found later (history, a forwarded link) no longer opens the signed contract.
   */
  async function forDownload(venditaUuid: string): Promise<ContrattoRow | null> {
    const vendita = await findVendita(db, venditaUuid);
    const signedAt = vendita?.stato === 'CONCLUSA' ? vendita.firmataIl : null;
    if (signedAt && now().getTime() - signedAt.getTime() >= CONCLUDED_VISIBLE_MS) throw saleConcluded();
    return ensure(venditaUuid);
  }

  return {
    ensure,
    forDownload,
    /** In signing's transaction: the contract is made only if the signature commits. */
    schedule: (tx: Executor, venditaUuid: string) => jobs.send(CONTRACT_QUEUE, { venditaUuid }, { db: tx }),
  };
}

export type Contracts = ReturnType<typeof createContracts>;
