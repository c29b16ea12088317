import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CampiBolletta, MotivoLettura } from '../../../../shared/schemas/bills';
import { BillRefusedError } from './limits';

// Issue 17.2: bills are read in a process of their own (reader-process.ts), one at a time, so that a
// hostile file (a PDF whose stream inflates to gigabytes, an image of a billion pixels) costs the
// reader and never the server: the server's event loop and memory are untouched, a file that passes
// the memory cap or the time budget is killed with its process and answered `file_troppo_grande` or
// `tempo_scaduto`, and the next file starts a new reader. The reader stays warm between files (its
// OCR engine loaded); decision 018.

export type ReaderRequest =
  | { id: number; bytes: Uint8Array; contentType: string }
  /** start the OCR engine now, before the first bill needs it (no answer) */
  | { warm: true };
export type ReaderAnswer =
  | { id: number; ok: true; campi: CampiBolletta }
  | { id: number; ok: false; motivo: MotivoLettura }
  | { id: number; ok: false; error: string };

export type BillReaderLimits = {
  /** The reader process's memory (RSS) cap; past it the process is killed. */
  memoryMb: number;
  /** The time one file may take; past it the process is killed. */
  timeoutMs: number;
};

export type BillReader = {
  read(bytes: Uint8Array, contentType: string): Promise<CampiBolletta>;
  /**
   * Starts the reader and its OCR engine (2 s of model loading) ahead of the first bill: the server
   * calls it once it listens, so that readiness never waits for it and the first customer neither.
   */
  warm(): void;
  /** Ends the reader process; a read in flight fails (its job is retried at the next start). */
  close(): Promise<void>;
};

/** The reader failed for a reason of its own (not the file's): the job retries. */
export class BillReaderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BillReaderError';
  }
}

/** The reader's entry: the TypeScript source beside this file, or the build's bill-reader.js. */
function readerEntry(): { file: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) {
    return { file: path.join(path.dirname(here), 'reader-process.ts'), execArgv: ['--import', 'tsx'] };
  }
  // dist/server/main.js, bundled: the reader is its sibling
  return { file: path.join(path.dirname(here), 'bill-reader.js'), execArgv: [] };
}

export function createBillReader(limits: BillReaderLimits): BillReader {
  let child: ChildProcess | undefined;
  let closed = false;
  let nextId = 1;
  // one file at a time: the time budget is the file's own, and a killed reader takes one file with it
  let queue: Promise<unknown> = Promise.resolve();

  function start(): ChildProcess {
    const entry = readerEntry();
    const memoryBytes = limits.memoryMb * 1024 * 1024;
    // its one argument: the memory cap in bytes, which its watchdog enforces
    const proc = fork(entry.file, [String(memoryBytes)], {
      // the V8 heap below the cap, so that most runaway allocations end as a clean kill instead
      execArgv: [
        ...entry.execArgv,
        `--max-old-space-size=${Math.max(64, Math.floor(limits.memoryMb * 0.75))}`,
      ],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const forget = () => {
      if (child === proc) child = undefined;
    };
    proc.once('exit', forget);
    // failed to start, or its channel broke: the read in flight fails (onError below), the next starts anew
    proc.on('error', () => {
      forget();
      proc.kill('SIGKILL');
    });
    return proc;
  }

  function readOne(bytes: Uint8Array, contentType: string): Promise<CampiBolletta> {
    if (closed) return Promise.reject(new BillReaderError('the bill reader is closed'));
    const proc = (child ??= start());
    const id = nextId++;
    return new Promise<CampiBolletta>((resolve, reject) => {
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        proc.kill('SIGKILL');
      }, limits.timeoutMs);
      const done = () => {
        clearTimeout(timer);
        proc.off('message', onMessage);
        proc.off('exit', onExit);
        proc.off('error', onError);
      };
      const onError = (err: Error) => {
        done();
        reject(new BillReaderError(`the reader could not be reached (${err.message})`));
      };
      const onMessage = (answer: ReaderAnswer) => {
        if (answer.id !== id) return;
        done();
        if (answer.ok) resolve(answer.campi);
        else if ('motivo' in answer) reject(new BillRefusedError(answer.motivo, 'refused by the reader'));
        else reject(new BillReaderError(`the reader failed (${answer.error})`));
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        done();
        if (timedOut) reject(new BillRefusedError('tempo_scaduto', `over ${limits.timeoutMs} ms`));
        else if (closed) reject(new BillReaderError('the bill reader is closed'));
        // killed by its watchdog (SIGKILL), by V8 past its heap (SIGABRT), or by the kernel's OOM killer
        else if (signal === 'SIGKILL' || signal === 'SIGABRT' || code === 134) {
          reject(new BillRefusedError('file_troppo_grande', `over ${limits.memoryMb} MB`));
        } else reject(new BillReaderError(`the reader stopped (${signal ?? `code ${code}`})`));
      };
      proc.on('message', onMessage);
      proc.once('exit', onExit);
      proc.once('error', onError);
      proc.send({ id, bytes, contentType } satisfies ReaderRequest, (err) => {
        if (err) onError(err);
      });
    });
  }

  return {
    warm() {
      if (closed) return;
      (child ??= start()).send({ warm: true } satisfies ReaderRequest, () => undefined);
    },
    read(bytes, contentType) {
      const result = queue.then(() => readOne(bytes, contentType));
      queue = result.catch(() => undefined);
      return result;
    },
    async close() {
      closed = true;
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
      // the reader exits when its channel closes; one stuck in a file is killed
      proc.disconnect();
      const timer = setTimeout(() => proc.kill('SIGKILL'), 2000);
      await exited;
      clearTimeout(timer);
    },
  };
}
