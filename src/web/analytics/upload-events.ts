import { track } from './analytics';

// The `upload` event of the funnel analytics (spec 7): which kind of file, whether it went, how big.
// Never the file's name (it often holds the customer's name) nor anything it contains.

type Handlers<T, E> = { onSuccess: (body: T) => void; onError: (error: E) => void };

function kindOf(path: string): string {
  const last = path.split('?')[0]!.split('/').pop() ?? '';
  return /^[a-z][a-z-]{0,39}$/.test(last) ? last : 'file';
}

function sizeKbOf(form: FormData): number {
  let bytes = 0;
  for (const value of form.values()) if (typeof value !== 'string') bytes += value.size;
  return Math.ceil(bytes / 1024);
}

/** The same handlers, telling analytics how each upload ended; an aborted one tells nothing. */
export function withUploadEvents<T, E extends { code: string }, H extends Handlers<T, E>>(
  path: string,
  form: FormData,
  handlers: H,
): H {
  const kind = kindOf(path);
  return {
    ...handlers,
    onSuccess(body: T) {
      track('upload', { kind, outcome: 'ok', size_kb: sizeKbOf(form) });
      handlers.onSuccess(body);
    },
    onError(error: E) {
      track('upload', { kind, outcome: 'error', code: error.code.slice(0, 40) });
      handlers.onError(error);
    },
  };
}
