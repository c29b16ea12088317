import { useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../api/http';
import { errorKey, staffApi } from '../api';

/** An answer of the back office's API for `path`, loaded again when the path changes or on `reload`. */
export function useStaffData<S extends z.ZodType>(path: string, schema: S, onSessionEnded: () => void) {
  const [state, setState] = useState<{ path: string; data?: z.output<S>; error?: string }>({ path });
  const reload = useCallback(() => {
    let live = true;
    staffApi(path, schema).then(
      (data) => live && setState({ path, data }),
      (err: unknown) => {
        if (err instanceof ApiError && err.code === 'auth.session') return onSessionEnded();
        if (live) setState({ path, error: errorKey(err) });
      },
    );
    return () => {
      live = false;
    };
  }, [path, schema, onSessionEnded]);
  useEffect(reload, [reload]);
  const current = state.path === path ? state : { path };
  return { data: current.data, error: current.error, reload };
}
