import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { TipoBolletta } from '../../shared/files';
import type { Estrazione } from '../api/bills-api';
import { billExtractions } from '../api/bills-api';
import { useFunnel } from '../shell/funnel-context';

// The extraction of each uploaded bill (api-contract.md "Bills"): after an upload the readings are
// asked for (GET /estrazioni-bollette, whose answer waits on the server until a reading ends, so it
// shows the moment it is there), again every FAST_POLL_MS for the first FAST_FOR_MS after the previous
// answer, then every POLL_MS, until the bill's extraction is completata or fallita, for at most
// MAX_WAIT_MS; the asking stops when the component goes. A new bill replaces the old one and its extractions on the
// server, so the answers fetched after the upload are about the new bill.

export const FAST_POLL_MS = 250;
export const FAST_FOR_MS = 10_000;
export const POLL_MS = 1500;
export const MAX_WAIT_MS = 60_000;

/** What a bill slot shows: nothing yet, the wait, its end, or the extraction's outcome. */
export type BillStatus =
  { stato: 'idle' | 'reading' | 'timeout' } | { stato: 'completata' | 'fallita'; estrazione: Estrazione };

/**
 * saved: what the sale held when the screen opened (a bill uploaded before a reload); none: the bill
 * was deleted; waiting: uploaded at `since`, answers older than that do not count.
 */
type Slot = { kind: 'saved' } | { kind: 'none' } | { kind: 'waiting'; since: number; timedOut: boolean };

const latestOf = (list: readonly Estrazione[] | undefined, tipo: TipoBolletta) =>
  list?.filter((e) => e.tipo === tipo).at(-1);

function statusOf(
  slot: Slot | undefined,
  tipo: TipoBolletta,
  saved: readonly Estrazione[] | undefined,
  polled: { data: Estrazione[] | undefined; at: number },
): BillStatus {
  if (!slot || slot.kind === 'none') return { stato: 'idle' };
  const latest =
    slot.kind === 'saved'
      ? latestOf(saved, tipo)
      : polled.at >= slot.since
        ? latestOf(polled.data, tipo)
        : undefined;
  if (latest && latest.stato !== 'in_corso') return { stato: latest.stato, estrazione: latest };
  if (slot.kind === 'saved') return { stato: 'idle' };
  return { stato: slot.timedOut ? 'timeout' : 'reading' };
}

export function useBillExtractions(tipi: readonly TipoBolletta[]) {
  const { uuid, vendita } = useFunnel();
  const saved = vendita.estrazioniBollette;
  // a bill still being read when the screen opens (a reload during the wait) is waited for again
  const [slots, setSlots] = useState<Partial<Record<TipoBolletta, Slot>>>(() =>
    Object.fromEntries(
      tipi.map((tipo) => [
        tipo,
        latestOf(saved, tipo)?.stato === 'in_corso'
          ? { kind: 'waiting', since: Date.now(), timedOut: false }
          : { kind: 'saved' },
      ]),
    ),
  );
  const reading = (data: Estrazione[] | undefined, at: number) =>
    tipi.some((tipo) => statusOf(slots[tipo], tipo, saved, { data, at }).stato === 'reading');
  // its own key: the shell's ['vendita', uuid] refetching would make screens wait (use-sale-settled)
  const poll = useQuery({
    queryKey: ['estrazioni-bollette', uuid],
    // the request waits on the server while the bill is read; leaving the screen aborts it
    queryFn: ({ signal }) => billExtractions(uuid, signal),
    enabled: (q) => reading(q.state.data, q.state.dataUpdatedAt),
    refetchInterval: (q) => {
      if (!reading(q.state.data, q.state.dataUpdatedAt)) return false;
      const latest = Math.max(0, ...Object.values(slots).map((s) => (s?.kind === 'waiting' ? s.since : 0)));
      return Date.now() - latest < FAST_FOR_MS ? FAST_POLL_MS : POLL_MS;
    },
    gcTime: 0,
  });

  // each wait ends after MAX_WAIT_MS; the customer may then look again or go on by hand
  useEffect(() => {
    const timers = (Object.entries(slots) as [TipoBolletta, Slot][]).flatMap(([tipo, slot]) => {
      if (slot.kind !== 'waiting' || slot.timedOut) return [];
      const end = () =>
        setSlots((old) => (old[tipo] === slot ? { ...old, [tipo]: { ...slot, timedOut: true } } : old));
      return [setTimeout(end, Math.max(0, slot.since + MAX_WAIT_MS - Date.now()))];
    });
    return () => timers.forEach(clearTimeout);
  }, [slots]);

  const polled = { data: poll.data, at: poll.dataUpdatedAt };
  const statuses = Object.fromEntries(
    tipi.map((tipo) => [tipo, statusOf(slots[tipo], tipo, saved, polled)]),
  ) as Record<TipoBolletta, BillStatus>;

  return {
    statuses,
    /** a bill of `tipo` was uploaded: wait for its extraction */
    wait(tipo: TipoBolletta) {
      const since = Date.now();
      setSlots((old) => ({ ...old, [tipo]: { kind: 'waiting', since, timedOut: false } }));
      // an answer on its way was asked before the new bill: a fresh one replaces it
      void poll.refetch({ cancelRefetch: true });
    },
    /** the bill of `tipo` was deleted */
    clear(tipo: TipoBolletta) {
      setSlots((old) => ({ ...old, [tipo]: { kind: 'none' } }));
    },
  };
}
