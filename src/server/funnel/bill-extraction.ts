import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { CampiBolletta } from '../../shared/schemas/bills';
import type { BlobStore } from '../services/adapters/blobs/blob-store';
import { BillRefusedError } from '../services/domain/bills/limits';
import { fittingCampi } from './bill-fields';
import { JobGivenUp } from '../services/adapters/jobs/jobs';
import type { Jobs } from '../services/adapters/jobs/jobs';
import type { Metrics } from '../services/adapters/metrics/metrics';
import type { Db, Executor } from '../store/db';
import { findAllegato } from '../store/repos/allegati';
import { deleteEstrazioniOf, insertEstrazione, updateEstrazione } from '../store/repos/estrazioni';
import type { BillUploaded } from './files';

// Issue 5 fast flow: a bill uploaded at the start is read in the background (PDF text, OCR for scans
// and photos), so a slow OCR never holds a request. The upload's transaction records the extraction
// as in_corso and queues the job; the job writes completata with the fields, or fallita. GET /v2
// shows it (estrazioniBollette) and the client waits for it.

export const BILL_EXTRACTION_JOB = 'bill-extraction';

export type ExtractBill = (bytes: Uint8Array, contentType: string) => Promise<CampiBolletta>;

type JobData = { estrazioneId: string; allegatoId: string; venditaUuid: string };

export function createBillExtraction(deps: {
  db: Db;
  now: () => Date;
  jobs: Jobs;
  blobs: BlobStore;
  extract: ExtractBill;
  log: FastifyBaseLogger;
  metrics: Pick<Metrics, 'billReadingSeconds'>;
  /** the reading is over, read or refused (extraction-waits.ts: its waiting answer goes at once) */
  onSettled?: (venditaUuid: string) => void;
}) {
  const { db, now, jobs, blobs, extract, log, metrics, onSettled = () => undefined } = deps;

  /** files.ts onBillUploaded: in the upload's transaction, so a refused upload queues nothing. */
  async function onBillUploaded(tx: Executor, bill: BillUploaded): Promise<void> {
    const id = crypto.randomUUID();
    // the new bill replaces the old one of its type, and so do their readings
    await deleteEstrazioniOf(tx, bill.venditaUuid, bill.tipo);
    await insertEstrazione(tx, {
      id,
      venditaUuid: bill.venditaUuid,
      allegatoId: bill.allegatoId,
      tipo: bill.tipo,
      stato: 'in_corso',
      campi: {},
      createdAt: now(),
      updatedAt: now(),
    });
    await jobs.send<JobData>(
      BILL_EXTRACTION_JOB,
      { estrazioneId: id, allegatoId: bill.allegatoId, venditaUuid: bill.venditaUuid },
      { db: tx },
    );
  }

  /**
   * files.ts onBillCommitted: the upload committed, so this instance's worker fetches the job now
   * rather than after pg-boss's polling interval (2 s), which the customer would spend waiting.
   */
  function onBillCommitted(): void {
    jobs.wake(BILL_EXTRACTION_JOB);
  }

  /** The reading alone, timed (metrics.ts: funnel_bill_reading_seconds). */
  async function timedExtract(bytes: Uint8Array, contentType: string): Promise<CampiBolletta> {
    const end = metrics.billReadingSeconds.startTimer({ type: contentType });
    try {
      const campi = await extract(bytes, contentType);
      end({ outcome: 'read' });
      return campi;
    } catch (err) {
      end({ outcome: err instanceof BillRefusedError ? 'refused' : 'failed' });
      throw err;
    }
  }

  async function work(data: JobData, attempt: number, retryLimit: number): Promise<void> {
    const file = await findAllegato(db, data.allegatoId, data.venditaUuid);
    // deleted or replaced meanwhile: nothing to read
    if (!file) return;
    const bytes = await blobs.get(file.blobKey);
    if (!bytes) return;
    try {
      const campi = fittingCampi(await timedExtract(bytes, file.contentType));
      await updateEstrazione(db, data.estrazioneId, { stato: 'completata', campi, updatedAt: now() });
      onSettled(data.venditaUuid);
      log.info({ estrazioneId: data.estrazioneId, campi: Object.keys(campi).length }, 'bill read');
    } catch (err) {
      // a file the reader refuses (limits, time, damaged) is refused again on a retry: the customer
      // learns why at once (`motivo`) and goes on by hand
      if (err instanceof BillRefusedError) {
        await updateEstrazione(db, data.estrazioneId, {
          stato: 'fallita',
          errore: err.motivo,
          updatedAt: now(),
        });
        onSettled(data.venditaUuid);
        log.warn({ estrazioneId: data.estrazioneId, motivo: err.motivo }, 'bill refused by the reader');
        throw new JobGivenUp(err.motivo);
      }
      // the last attempt tells the client to go on by hand; earlier ones are retried
      if (attempt > retryLimit) {
        await updateEstrazione(db, data.estrazioneId, {
          stato: 'fallita',
          errore: (err as Error).name,
          updatedAt: now(),
        });
        onSettled(data.venditaUuid);
      }
      log.warn({ estrazioneId: data.estrazioneId, err: (err as Error).name }, 'bill not read');
      throw err;
    }
  }

  const policy = { retryLimit: 1, retryDelaySeconds: 2, expireInSeconds: 120 };
  jobs.work<JobData>(BILL_EXTRACTION_JOB, policy, (data, job) => work(data, job.attempt, policy.retryLimit));

  return { onBillUploaded, onBillCommitted };
}
