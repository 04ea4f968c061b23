import { useEffect, useState } from 'react';

/** A module fetched on demand: what it holds once arrived, and whether it could not be fetched. */
export interface LazyModule<M> {
  module: M | null;
  failed: boolean;
}

/**
 * Fetches a module once it is `wanted`, then keeps it. What the home page's first load can do
 * without comes after the islands have hydrated: words that name days and times need date-fns,
 * several kilobytes the menu and the banner need only once some dish is limited or the shop paused
 * (docs/decisions.md#performance-budgets). `load` must be the same function on every render.
 */
export function useLazyModule<M>(load: () => Promise<M>, wanted: boolean): LazyModule<M> {
  const [state, setState] = useState<LazyModule<M>>({ module: null, failed: false });
  const settled = state.module !== null || state.failed;
  useEffect(() => {
    if (!wanted || settled) return;
    let current = true;
    load().then(
      (module) => {
        if (current) setState({ module, failed: false });
      },
      () => {
        if (current) setState({ module: null, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [load, wanted, settled]);
  return state;
}
