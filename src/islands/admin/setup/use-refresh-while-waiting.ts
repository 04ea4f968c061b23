import { useEffect, useState } from 'react';

/** How often the page asks for a waiting test's result, and for how long (texts go out within the minute). */
export const REFRESH_MS = 3_000;
export const REFRESH_FOR_MS = 2 * 60_000;

/**
 * Calls `refresh` every REFRESH_MS while `waitingKey` names tests that wait (the ids of those
 * waiting; empty for none), for REFRESH_FOR_MS at most from when they started waiting; answers
 * true once it has stopped asking with tests still waiting.
 */
export function useRefreshWhileWaiting(waitingKey: string, refresh: () => void): boolean {
  const [stopped, setStopped] = useState(false);
  useEffect(() => {
    setStopped(false);
    if (waitingKey === '') return;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started < REFRESH_FOR_MS) return refresh();
      clearInterval(timer);
      setStopped(true);
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [waitingKey, refresh]);
  return stopped;
}
