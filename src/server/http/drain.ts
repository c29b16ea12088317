import type { IncomingMessage } from 'node:http';

/**
 * The most of a refused body read and thrown away before its answer goes out. Most clients send the
 * whole body before they read the answer: a server that answers and closes while they still write
 * leaves them with EPIPE or ECONNRESET instead of the 413 (issue 17.6). Reading costs bandwidth
 * only, never memory; beyond the bound (or the time) the connection is closed all the same.
 */
export const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;
const DRAIN_TIMEOUT_MS = 30_000;

/** Reads the rest of the request and drops it; true when it was read to its end. */
export function drainRequest(
  req: IncomingMessage,
  limit = DRAIN_LIMIT_BYTES,
  timeoutMs = DRAIN_TIMEOUT_MS,
): Promise<boolean> {
  if (req.complete || req.readableEnded) return Promise.resolve(true);
  if (req.destroyed || Number(req.headers['content-length']) > limit) return Promise.resolve(false);
  return new Promise((resolve) => {
    let read = 0;
    const finish = (all: boolean) => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('close', onClose);
      req.off('error', onError);
      resolve(all);
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > limit) finish(false);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(req.complete);
    const onError = () => finish(false);
    const timer = setTimeout(() => finish(false), timeoutMs);
    timer.unref();
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('close', onClose);
    req.once('error', onError);
    req.resume();
  });
}
