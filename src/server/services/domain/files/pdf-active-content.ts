import { promisify } from 'node:util';
import zlib from 'node:zlib';

// Issue 17.3: a PDF uploaded as a bill or an attachment is served back from the funnel's own origin,
// so one that carries script or actions is refused at upload. A PDF reader runs JavaScript (/JS,
// /JavaScript, an /OpenAction or /AA naming it), starts programs (/Launch), opens files it carries
// (/EmbeddedFile) or plays /RichMedia; a scanned bill or identity document needs none of these. The
// names are looked for in the PDF's syntax (the file with its streams' bytes left out) and inside its
// object streams (which hold dictionaries too), each inflated to a bound, so a decompression bomb
// costs no more than the bound.
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

type Stream = { start: number; end: number; dictionary: string };

/**
 * The streams: their bytes lie between `stream` and `endstream`, their dictionary before `stream`
 * (back to the object's start, at most a few KB).
 */
function* streamsOf(text: string): Generator<Stream> {
  const re = /stream\r?\n/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const start = m.index + m[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) return;
    const head = text.slice(Math.max(0, m.index - 4096), m.index);
    const obj = head.lastIndexOf(' obj');
    yield { start, end, dictionary: obj >= 0 ? head.slice(obj) : head };
    re.lastIndex = end + 'endstream'.length;
  }
}

/**
 * Object streams (`/Type /ObjStm`) hold dictionaries, so actions; other streams (page content, images,
 * fonts, the cross-reference) hold none a reader would run, and their bytes are binary: a scan's JPEG
 * data holds `/JS` followed by a space once in a few hundred KB, which is no action at all.
 */
const OBJECT_STREAM = /\/Type\s*\/ObjStm(?![A-Za-z0-9])/;
const isObjectStream = (dictionary: string) =>
  OBJECT_STREAM.test(dictionary) || (dictionary.includes('#') && OBJECT_STREAM.test(decodeNames(dictionary)));

/** The file's text with every stream's bytes blanked: the PDF's own syntax, where names mean something. */
function syntaxOf(text: string, streams: readonly Stream[]): string {
  let out = '';
  let at = 0;
  for (const s of streams) {
    out += text.slice(at, s.start) + ' ';
    at = s.end;
  }
  return out + text.slice(at);
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
  const streams = [...streamsOf(text)];
  if (isActive(syntaxOf(text, streams))) return true;
  let budget = FILE_LIMIT;
  for (const stream of streams.filter((s) => isObjectStream(s.dictionary))) {
    if (budget <= 0) break;
    const inflated = await inflateBounded(
      bytes.subarray(stream.start, stream.end),
      Math.min(STREAM_LIMIT, budget),
    );
    if (!inflated) continue;
    budget -= inflated.length;
    if (isActive(inflated.toString('latin1'))) return true;
  }
  return false;
}
