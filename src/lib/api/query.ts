import { nanoquery } from '@nanostores/query';
import { apiGet } from './request';

/**
 * The shared query cache (docs/architecture.md#browser-state): a GET returning parsed JSON, data never stale unless a
 * store says otherwise, no automatic retries, no refetch on focus unless a store asks for it.
 */
export const [createFetcherStore, createMutatorStore, { invalidateKeys, revalidateKeys, mutateCache }] = nanoquery({
  fetcher: (...keyParts) => apiGet(keyParts.join('')),
  dedupeTime: Infinity,
  onErrorRetry: null,
});

/**
 * The options of a store whose data changes while it is watched (the owner's orders, the kitchen's
 * day, a tracked order): never from the browser's HTTP cache (the answer depends on who asks, or
 * goes stale), asked again every `refreshMs` while the tab is visible (the cache skips timed asks
 * while it is hidden) and when the tab comes back into view.
 */
export function liveQuery(refreshMs: number) {
  return {
    fetcher: (...keyParts: unknown[]) => apiGet<never>(keyParts.join(''), { noCache: true }),
    dedupeTime: 0,
    revalidateOnFocus: true,
    revalidateInterval: refreshMs,
  } as const;
}
