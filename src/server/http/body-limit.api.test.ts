import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSale } from '../test/flow-data';
import { API_KEY, createTestApp } from '../test/harness';
import type { TestContext } from '../test/harness';

// Issue 17.6: a body over the limit is answered 413, and the client, which sends the whole body
// before it reads the answer (as most do), receives that 413: the server reads the rest of the body
// (up to a bound) before it closes the connection, instead of closing while the client still writes
// (EPIPE / ECONNRESET where the 413 should be).

/** One of this helper's ports (the brief's 3500-3519). */
const PORT = 3512;
let t: TestContext;
let token: string;
let uuid: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: PORT, host: '127.0.0.1' });
  token = await t.client.token();
  uuid = await createSale(t.client);
});
afterAll(() => t.close());

type Outcome = { status: number; body: string } | { error: string };

/**
 * Writes the whole body, 64 KB a turn of the event loop as a client on a real network would, then
 * reads the answer. A connection broken while it writes (EPIPE, ECONNRESET) is the outcome, even
 * when an answer came first: such a client never reads it.
 */
function sendWhole(path: string, contentType: string, body: Buffer, ip: string): Promise<Outcome> {
  return new Promise((resolve) => {
    let broken: string | null = null;
    let answer: { status: number; body: string } | null = null;
    let written = false;
    const settle = () => {
      if (broken) resolve({ error: broken });
      else if (answer && written) resolve(answer);
    };
    const req = http.request({
      host: '127.0.0.1',
      port: PORT,
      path,
      method: 'POST',
      agent: false,
      headers: {
        'content-type': contentType,
        'content-length': body.length,
        'x-api-key': API_KEY,
        'x-xsrf-token': token,
        cookie: `XSRF-TOKEN=${token}`,
        'x-forwarded-for': ip,
      },
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      broken ??= err.code ?? err.message;
      settle();
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        answer = { status: res.statusCode!, body: Buffer.concat(chunks).toString() };
        settle();
      });
    });
    const CHUNK = 64 * 1024;
    let offset = 0;
    const write = () => {
      if (broken) return;
      if (offset >= body.length) {
        req.end(() => {
          written = true;
          settle();
        });
        return;
      }
      const more = req.write(body.subarray(offset, offset + CHUNK));
      offset += CHUNK;
      if (more) setImmediate(write);
      else req.once('drain', write);
    };
    write();
  });
}

function multipart(size: number): { type: string; body: Buffer } {
  const boundary = '----funnel17';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bolletta.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([head, Buffer.alloc(size, 0x20), tail]),
  };
}

describe('an oversized body', () => {
  it('5 MB of JSON: every one of 30 concurrent clients reads 413 body.too_large', async () => {
    const body = Buffer.from(JSON.stringify({ offerta: 101, x: 'a'.repeat(5 * 1024 * 1024) }));
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        sendWhole('/api/v1/vendite', 'application/json', body, `10.17.6.${i + 1}`),
      ),
    );
    for (const o of outcomes) {
      expect(o).toMatchObject({ status: 413 });
      expect(JSON.parse((o as { body: string }).body)).toMatchObject({ code: 'body.too_large' });
    }
  });

  it('a 12 MB upload: every one of 10 concurrent clients reads 413 file.too_large', async () => {
    const { type, body } = multipart(12 * 1024 * 1024);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        sendWhole(`/api/v1/vendite/${uuid}/documento-identita`, type, body, `10.17.7.${i + 1}`),
      ),
    );
    for (const o of outcomes) {
      expect(o).toMatchObject({ status: 413 });
      expect(JSON.parse((o as { body: string }).body)).toMatchObject({ code: 'file.too_large' });
    }
  });

  it('a 40 MB upload (the largest tried) reads its 413 too', async () => {
    const { type, body } = multipart(40 * 1024 * 1024);
    const outcome = await sendWhole(`/api/v1/vendite/${uuid}/documento-identita`, type, body, '10.17.8.1');
    expect(outcome).toMatchObject({ status: 413 });
  });

  it('a 5 MB body without the api key reads its 401', async () => {
    const body = Buffer.from(JSON.stringify({ x: 'a'.repeat(5 * 1024 * 1024) }));
    const outcome = await new Promise<Outcome>((resolve) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: PORT,
          path: '/api/v1/vendite',
          method: 'POST',
          agent: false,
          headers: { 'content-type': 'application/json', 'content-length': body.length },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, body: '' }));
        },
      );
      req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
      req.end(body);
    });
    expect(outcome).toMatchObject({ status: 401 });
  });
});
