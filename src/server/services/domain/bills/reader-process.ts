// The bill reader's own process (reader-sandbox.ts starts it; the build writes it to
// dist/server/bill-reader.js). It reads one bill per message and answers the fields or why not. A
// file that makes it allocate past its memory cap is killed by the watchdog thread below, which runs
// beside whatever the main thread is stuck in (pdf.js inflating a bomb never yields); the server
// sees the kill and tells the customer the file was too large to read.
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { BillRefusedError } from './limits';
import { readBill } from './read-bill';
import { closeOcr, UnsupportedBillError, warmOcr } from './text';
import type { ReaderAnswer, ReaderRequest } from './reader-sandbox';

// Reading is background work: below the server in the CPU's queue (on Linux the threads started after
// this, OCR's among them, inherit it), so that requests keep their latency on a small machine.
try {
  os.setPriority(10);
} catch {
  // not allowed here: the reader runs at the server's priority
}

// the memory cap in bytes, its one argument (reader-sandbox.ts)
const memoryCapBytes = Number(process.argv[2]);
if (memoryCapBytes > 0) {
  // CommonJS in an eval'd worker: it needs nothing but process
  new Worker(
    `const { workerData } = require('node:worker_threads');
     setInterval(() => {
       if (process.memoryUsage.rss() > workerData.cap) process.kill(process.pid, 'SIGKILL');
     }, 20);`,
    { eval: true, workerData: { cap: memoryCapBytes } },
  ).unref();
}

function answerOf(id: number, err: unknown): ReaderAnswer {
  if (err instanceof BillRefusedError) return { id, ok: false, motivo: err.motivo };
  if (err instanceof UnsupportedBillError) return { id, ok: false, motivo: 'file_illeggibile' };
  // only the error's name: a message may quote the file
  return { id, ok: false, error: err instanceof Error ? err.name : 'Error' };
}

process.on('message', (request: ReaderRequest) => {
  if ('warm' in request) {
    // a failure here is the first bill's to report, when it starts the engine again
    warmOcr().catch(() => undefined);
    return;
  }
  readBill(request.bytes, request.contentType).then(
    (campi) => process.send!({ id: request.id, ok: true, campi } satisfies ReaderAnswer),
    (err: unknown) => process.send!(answerOf(request.id, err)),
  );
});

// the server went away (stopped, killed): so does its reader
process.on('disconnect', () => {
  void closeOcr().finally(() => process.exit(0));
});
