import { useFunnel } from '../shell/funnel-context';

/**
 * Whether the sale shown is the one the server has after the move that showed this step. The shell
 * shows a new step at once and refetches the sale beside it (funnel.tsx), so a screen that prefills
 * its form from the proposal waits for that refetch: what the previous step's Next filled in (the
 * registry's point, the customer's supply or holder, another operation) would be missing otherwise.
 * The flag comes with the sale itself (funnel-context.ts): a separate subscription to the fetching
 * state could say "done" one render before the new sale reached the screen, whose form would then
 * keep the old values (the two-tabs test saw an empty Nome after Back, once in a dozen runs).
 */
export function useSaleSettled(): boolean {
  return useFunnel().saleSettled;
}
