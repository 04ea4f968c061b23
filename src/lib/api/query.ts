import { nanoquery } from '@nanostores/query';
import type { Route } from '@/domain/api';
import { getAt } from './call';

/**
 * The shared query cache (docs/architecture.md#browser-state): data never stale unless a store says
 * otherwise, no automatic retries, no refetch on focus unless a store asks for it. Keys are URLs of
 * the contract's routes (`urlOf`); each store names the route its key belongs to (`fromRoute`).
 */
export const [createFetcherStore, createMutatorStore, { invalidateKeys, revalidateKeys, mutateCache }] = nanoquery({
  dedupeTime: Infinity,
  onErrorRetry: null,
});

/** A store's fetcher: GETs its key, a URL of `route`. */
export const fromRoute = <R extends Route>(route: R, noCache = false) => ({
  fetcher: (...keyParts: unknown[]) => getAt(route, keyParts.join(''), noCache),
});

/**
 * The options of a store whose data changes while it is watched (the owner's orders, the kitchen's
 * day, a tracked order): never from the browser's HTTP cache (the answer depends on who asks, or
 * goes stale), asked again every `refreshMs` while the tab is visible (the cache skips timed asks
 * while it is hidden) and when the tab comes back into view.
 */
export function liveQuery<R extends Route>(route: R, refreshMs: number) {
  return {
    ...fromRoute(route, true),
    dedupeTime: 0,
    revalidateOnFocus: true,
    revalidateInterval: refreshMs,
  } as const;
}
