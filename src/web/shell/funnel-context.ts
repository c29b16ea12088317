import { createContext, useContext } from 'react';
import type { Marchio, Offerta, Step, Vendita } from '../../shared/schemas/api';

/** What every screen may use: the sale, its step, and the moves. Screens render; the server decides. */
export type FunnelApi = {
  uuid: string;
  step: Step;
  vendita: Vendita;
  offerta: Offerta;
  marchio: Marchio;
  /** Sends the step's data with the taskId the screen was shown with; resolves with field errors, if any. */
  next(data: Record<string, unknown>): Promise<Record<string, string> | null>;
  back(): Promise<void>;
  /** the summary's edit links: back to a visited step */
  edit(step: string): Promise<void>;
  /** the screen of step `taskId` offers Back or not: browser Back follows the same rule */
  setCanGoBack(taskId: string, allowed: boolean): void;
  /** replace the current step after a call that moved the sale itself (signing) */
  showStep(step: Step): void;
  submitting: boolean;
  /**
   * The sale shown is the one the server has after the last move: no refetch of it is running. Read
   * from the same query result as `vendita`, so a screen never sees "settled" with the older sale.
   */
  saleSettled: boolean;
  /** an upload is running: Back and Next wait for it (architecture.md "The shell") */
  uploading: boolean;
  /** marks an upload as running until the returned `done` is called (safe to call twice) */
  beginUpload(): () => void;
};

export const FunnelContext = createContext<FunnelApi | null>(null);

export function useFunnel(): FunnelApi {
  const f = useContext(FunnelContext);
  if (!f) throw new Error('useFunnel outside the funnel');
  return f;
}
