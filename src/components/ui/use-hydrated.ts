import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML; true once the island is live
 * (and at once for anything rendered in the browser only). A control that needs the island's code
 * uses it to stay visibly not ready, instead of dead, until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
