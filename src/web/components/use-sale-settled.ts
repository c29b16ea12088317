import { useIsFetching } from '@tanstack/react-query';
import { useFunnel } from '../shell/funnel-context';

/**
 * Whether the sale shown is the one the server has after the move that showed this step. The shell
 * shows a new step at once and refetches the sale beside it (funnel.tsx), so a screen that prefills
 * its form from the proposal waits for that refetch: what the previous step's Next filled in (the
 * registry's point, the customer's supply or holder, another operation) would be missing otherwise.
 */
export function useSaleSettled(): boolean {
  const { uuid } = useFunnel();
  return useIsFetching({ queryKey: ['vendita', uuid] }) === 0;
}
