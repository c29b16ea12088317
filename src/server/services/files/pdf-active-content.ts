import { promisify } from 'node:util';
import zlib from 'node:zlib';

// Issue 17.3: a PDF uploaded as a bill or an attachment is served back from the funnel's own origin,
// so one that carries script or actions is refused at upload. A PDF reader runs JavaScript (/JS,
// /JavaScript, an /OpenAction or /AA naming it), starts programs (/Launch), opens files it carries
// (/EmbeddedFile) or plays /RichMedia; a scanned bill or identity document needs none of these. The
// names are looked for in the file as it is and inside its Flate streams (object streams hold
// dictionaries too), each inflated to a bound, so a decompression bomb costs no more than the bound.
// Inflating runs on libuv's thread pool (zlib's async API): the server's event loop goes on serving
// while a 10 MB upload of bombs is looked through (issue 17.2).

/** Names that make a PDF active; `#xx` escapes in names are decoded first (/J#61vaScript). */
const ACTIVE = /\/(?:JavaScript|JS|Launch|EmbeddedFiles?|AA|RichMedia)(?![A-Za-z0-9])/;

/** At most this much is inflated from one stream, and from the whole file. */
const STREAM_LIMIT = 4 * 1024 * 1024;
const FILE_LIMIT = 32 * 1024 * 1024;

const decodeNames = (text: string) =>
  text.replace(/\/[^\s/<>[\]()]*#[0-9A-Fa-f]{2}[^\s/<>[\]()]*/g, (name) =>
    name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );

const isActive = (text: string) =>
  ACTIVE.test(text) || (text.includes('#') && ACTIVE.test(decodeNames(text)));

/** The streams' bytes: what lies between `stream` and `endstream`. */
function* streamsOf(bytes: Buffer, text: string): Generator<Buffer> {
  const re = /stream\r?\n/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) return;
    yield bytes.subarray(start, end);
    re.lastIndex = end + 'endstream'.length;
  }
}

const inflateOptions = (limit: number) => ({
  maxOutputLength: limit,
  // a stream cut short (or a prefix of one, below) gives what it holds instead of an error
  finishFlush: zlib.constants.Z_SYNC_FLUSH,
});

/**
 * At most `limit` bytes of a zlib (or raw deflate) stream, or null when it is neither. A stream that
 * inflates past the bound is read again from ever shorter prefixes of its compressed bytes, so its
 * beginning is still looked at: each try stops at the bound, so a bomb costs a few bounds at most.
 */
const inflaters = [promisify(zlib.inflate), promisify(zlib.inflateRaw)];

async function inflateBounded(data: Buffer, limit: number): Promise<Buffer | null> {
  for (const inflate of inflaters) {
    for (let length = data.length; length >= 16; length = Math.floor(length / 8)) {
      try {
        return await inflate(data.subarray(0, length), inflateOptions(limit));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ERR_BUFFER_TOO_LARGE') break;
      }
    }
  }
  return null;
}

/** True when the PDF carries script, launch actions, embedded files or rich media. */
export async function pdfHasActiveContent(input: Uint8Array): Promise<boolean> {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const text = bytes.toString('latin1');
  if (isActive(text)) return true;
  let budget = FILE_LIMIT;
  for (const stream of streamsOf(bytes, text)) {
    if (budget <= 0) break;
    const inflated = await inflateBounded(stream, Math.min(STREAM_LIMIT, budget));
    if (!inflated) continue;
    budget -= inflated.length;
    if (isActive(inflated.toString('latin1'))) return true;
  }
  return false;
}
