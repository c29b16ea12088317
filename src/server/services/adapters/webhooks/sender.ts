import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { answerExcerpt } from './excerpt';
import { isPrivateAddress } from './address-guard';

// One POST of a webhook (api-contract.md "Back office and webhooks"): the bytes given, the headers
// given, within a time limit for the whole exchange. The connection goes to an address checked after
// DNS resolution (address-guard.ts), the very one checked, so a name cannot resolve once to a public
// address for the check and then to an internal one for the connection.

export type SendOutcome =
  | { ok: true; status: number; excerpt: string }
  | { ok: false; status: number | null; errorKind: WebhookErrorKind; excerpt: string | null };

export type WebhookErrorKind = 'status' | 'timeout' | 'refused' | 'dns' | 'address_refused' | 'network';

export type SendRequest = {
  url: string;
  body: Buffer;
  headers: Record<string, string>;
  timeoutMs: number;
  allowPrivate: boolean;
};

class AddressRefused extends Error {
  code = 'EADDRREFUSED_WEBHOOK';
}

/** dns.lookup, refusing a private answer when private addresses are not allowed. */
function guardedLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 4);
      const list = addresses as dns.LookupAddress[];
      const refused = !allowPrivate && list.some((a) => isPrivateAddress(a.address));
      if (refused || !list.length) return callback(new AddressRefused(hostname), '', 4);
      if (options.all) return callback(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

function errorKindOf(err: NodeJS.ErrnoException): WebhookErrorKind {
  if (err instanceof AddressRefused) return 'address_refused';
  if (err.code === 'ECONNREFUSED') return 'refused';
  if (err.code === 'ENOTFOUND' || err.code === 'EAI_AGAIN') return 'dns';
  return 'network';
}

export function postWebhook(req: SendRequest): Promise<SendOutcome> {
  const url = new URL(req.url);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // an address written in the URL is not looked up: it is checked here
  if (net.isIP(host) && !req.allowPrivate && isPrivateAddress(host)) {
    return Promise.resolve({ ok: false, status: null, errorKind: 'address_refused', excerpt: null });
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const done = (outcome: SendOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...req.headers, 'content-length': String(req.body.length) },
        lookup: guardedLookup(req.allowPrivate),
        // a fresh connection per attempt: nothing of a previous attempt is reused
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          // only the start of the answer is kept
          if (size < 4096) chunks.push(c);
          size += c.length;
        });
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const excerpt = answerExcerpt(Buffer.concat(chunks).toString('utf8'));
          if (status >= 200 && status < 300) done({ ok: true, status, excerpt });
          else done({ ok: false, status, errorKind: 'status', excerpt });
        });
        res.on('error', () => done({ ok: false, status: null, errorKind: 'network', excerpt: null }));
      },
    );
    // the whole exchange, answer included, within the limit (api-contract.md: any 2xx within 10 s)
    const timer = setTimeout(() => {
      done({ ok: false, status: null, errorKind: 'timeout', excerpt: null });
      request.destroy();
    }, req.timeoutMs);
    request.on('error', (err: NodeJS.ErrnoException) =>
      done({ ok: false, status: null, errorKind: errorKindOf(err), excerpt: null }),
    );
    request.end(req.body);
  });
}
