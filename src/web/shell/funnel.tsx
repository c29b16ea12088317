import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Marchio, Step } from '../../shared/schemas/api';
import { funnelApi } from '../api/funnel-api';
import { track } from '../analytics/analytics';
import { useAlert } from './alerts';
import { useBusy, whileBusy } from './busy-overlay';
import { advanceFailure, advanceFailureAlert, loadFailure } from './error-catalogue';
import type { FunnelApi } from './funnel-context';
import { FunnelContext } from './funnel-context';
import { StepHost } from './step-host';
import { updateSaleContext } from './storage';
import { getDirtyState } from './use-dirty-state';
import { useStepHistory } from './use-step-history';
import type { BackOutcome } from './use-step-history';

// The running funnel: the current step from the server (TanStack Query cache), the moves (spec 4
// "Moving"), the alerts of spec 8, and the screen of the step.

export function Funnel({
  uuid,
  initialStep,
  marchio,
  onShown,
}: {
  uuid: string;
  initialStep: Step;
  marchio: Marchio;
  /** a screen is on the page, or cannot be: the boot's overlay may go */
  onShown(): void;
}) {
  const queryClient = useQueryClient();
  const busy = useBusy();
  const alert = useAlert();
  const dirty = getDirtyState();
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const [uploads, setUploads] = useState(0);
  const beginUpload = useCallback(() => {
    setUploads((n) => n + 1);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      setUploads((n) => n - 1);
    };
  }, []);

  const step = useQuery({
    queryKey: ['step', uuid],
    queryFn: () => funnelApi.step(uuid),
    initialData: initialStep,
    staleTime: Infinity,
  });
  const vendita = useQuery({ queryKey: ['vendita', uuid], queryFn: () => funnelApi.vendita(uuid) });
  const offertaId = vendita.data?.offertaId;
  const offerta = useQuery({
    queryKey: ['offerta', offertaId],
    queryFn: () => funnelApi.offerta(offertaId!),
    enabled: offertaId !== undefined,
    staleTime: Infinity,
  });

  const show = useCallback(
    (next: Step) => {
      queryClient.setQueryData(['step', uuid], next);
      void queryClient.invalidateQueries({ queryKey: ['vendita', uuid] });
      updateSaleContext(uuid, {
        lastStep: next.name,
        ...(next.variables.creditCheckResult === 'true' ? { creditCheckResult: true } : {}),
      });
      dirty.set(false);
      track('step_view', { step: next.name, index: next.progress.index });
    },
    [queryClient, uuid, dirty],
  );

  // every move waits for the one before it: two quick Backs go one after the other, each with the
  // taskId then shown (api-contract.md), and a Back pressed during a Next follows it
  const moves = useRef<Promise<unknown>>(Promise.resolve());
  const queue = useCallback(<T,>(work: () => Promise<T>): Promise<T> => {
    const done = moves.current.then(work);
    moves.current = done.catch(() => undefined);
    return done;
  }, []);

  const perform = useCallback(
    async (work: () => Promise<Step>, event?: string): Promise<Record<string, string> | null> => {
      setSubmitting(true);
      try {
        const next = await whileBusy(busy, work);
        if (event) track(event, { step: step.data.name });
        show(next);
        return null;
      } catch (err) {
        const outcome = advanceFailure(err);
        track('error', {
          step: step.data.name,
          code: err instanceof Error ? err.message.slice(0, 40) : 'unknown',
        });
        if (outcome.kind === 'fields') return outcome.fields;
        if (outcome.kind === 'reload') {
          await alert(outcome.alert);
          await queryClient.invalidateQueries({ queryKey: ['step', uuid] });
        } else if (outcome.kind === 'alert') {
          await alert(outcome.alert);
        }
        return null;
      } finally {
        setSubmitting(false);
      }
    },
    [alert, busy, queryClient, show, step.data.name, uuid],
  );

  const run = useCallback(
    async (work: () => Promise<Step>, event?: string): Promise<Record<string, string> | null> => {
      // a double click, or Enter pressed twice, advances once
      if (inFlight.current) return null;
      inFlight.current = true;
      try {
        return await queue(() => perform(work, event));
      } finally {
        inFlight.current = false;
      }
    },
    [queue, perform],
  );

  const next = useCallback(
    (data: Record<string, unknown>) => {
      const shownTaskId = step.data.taskId;
      return run(async () => {
        // spec 4: allowed only when the cached step still has the taskId being submitted
        const cached = queryClient.getQueryData<Step>(['step', uuid]);
        if (cached?.taskId !== shownTaskId) throw new Error('stale task');
        return funnelApi.next(uuid, shownTaskId, data);
      }, 'step_complete');
    },
    [run, queryClient, uuid, step.data.taskId],
  );
  // the summary's edit links have no form to show field errors in: a refusal is the advance alert
  const shownTaskId = step.data.taskId;
  const edit = useCallback(
    async (target: string) => {
      const fields = await run(() => funnelApi.prev(uuid, shownTaskId, target));
      if (fields) await alert(advanceFailureAlert());
    },
    [run, alert, uuid, shownTaskId],
  );

  const shown = useCallback(
    () => queryClient.getQueryData<Step>(['step', uuid]) ?? initialStep,
    [queryClient, uuid, initialStep],
  );
  // Back carries the taskId of the step shown when it runs, as Next does: a Back from a step another
  // tab already left answers task.stale (the reload alert) instead of walking the sale back once more
  const serverBack = useCallback(async (): Promise<BackOutcome> => {
    const from = shown();
    const fields = await perform(() => funnelApi.prev(uuid, from.taskId));
    if (fields) return 'refused';
    return shown().taskId === from.taskId ? 'failed' : 'moved';
  }, [perform, shown, uuid]);
  const backRule = useRef<{ taskId: string; allowed: boolean } | null>(null);
  const setCanGoBack = useCallback((taskId: string, allowed: boolean) => {
    backRule.current = { taskId, allowed };
  }, []);
  const [notice, setNotice] = useState<string | null>(null);

  const onLoadError = useCallback(
    async (err: unknown) => {
      const outcome = loadFailure(err);
      if (outcome.kind === 'alert') await alert(outcome.alert);
    },
    [alert],
  );

  const reread = useCallback(async () => {
    try {
      return await whileBusy(busy, () => funnelApi.step(uuid));
    } catch (err) {
      await onLoadError(err);
      return null;
    }
  }, [busy, onLoadError, uuid]);
  const { back } = useStepHistory({
    uuid,
    taskId: shownTaskId,
    shown,
    queue,
    serverBack,
    reread,
    show,
    backAllowed: () => backRule.current?.taskId !== shown().taskId || backRule.current.allowed,
    onNotice: setNotice,
  });

  useEffect(() => {
    if (vendita.error) void onLoadError(vendita.error);
  }, [vendita.error, onLoadError]);
  // no screen can show: the boot's overlay goes
  useEffect(() => {
    if (vendita.error || offerta.error) onShown();
  }, [vendita.error, offerta.error, onShown]);

  if (vendita.error) return <p className="funnel__ended">{t('errors.link_unusable')}</p>;
  if (!vendita.data || !offerta.data) return null;
  const api: FunnelApi = {
    uuid,
    step: step.data,
    vendita: vendita.data,
    offerta: offerta.data,
    marchio,
    submitting,
    saleSettled: !vendita.isFetching,
    uploading: uploads > 0,
    beginUpload,
    next,
    back,
    edit,
    showStep: show,
    setCanGoBack,
  };
  return (
    <FunnelContext.Provider value={api}>
      {/* present before its text changes, so the message is read (issue 16.1: Back refused) */}
      <p className="funnel__notice" role="status">
        {notice ? t(notice) : null}
      </p>
      <StepHost
        stepKey={api.step.taskId}
        stepName={api.step.name}
        brand={marchio.codice}
        busy={busy}
        onLoadError={onLoadError}
        onShown={onShown}
      />
    </FunnelContext.Provider>
  );
}
