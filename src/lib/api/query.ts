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
