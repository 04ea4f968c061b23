import { confettiParticles, TIMINGS } from '@/domain/timings';

/** Where a burst comes from: the left or the right edge of the screen. */
export type ConfettiSide = 'left' | 'right';

export interface ConfettiBurst {
  side: ConfettiSide;
  particles: number;
}

/**
 * The bursts of the tick `elapsedMs` into the celebration (docs/behaviour/rules.md#timings): one from the left and
 * one from the right, sharing the tick's particles, so a tick never throws more than 50 and throws
 * fewer as time runs out. Null once the 3 seconds are up: the celebration is over.
 */
export function confettiTick(elapsedMs: number): ConfettiBurst[] | null {
  if (elapsedMs >= TIMINGS.confettiMs) return null;
  const particles = confettiParticles(Math.max(0, elapsedMs));
  const left = Math.ceil(particles / 2);
  const bursts: ConfettiBurst[] = [
    { side: 'left', particles: left },
    { side: 'right', particles: particles - left },
  ];
  return bursts.filter((burst) => burst.particles > 0);
}

/**
 * Runs the celebration: the first tick at once, then one every 250 ms, each timed by the clock
 * (timers drift and stall on a busy phone; the 3 seconds should not). Calls `onEnd` once when the
 * time is up. The returned function stops it early (the page is left) without calling `onEnd`.
 */
export function startConfettiBursts(
  fire: (burst: ConfettiBurst) => void,
  onEnd: () => void,
  now: () => number = Date.now,
): () => void {
  const start = now();
  let timer: ReturnType<typeof setInterval> | undefined;
  const stop = () => clearInterval(timer);
  const tick = () => {
    const bursts = confettiTick(now() - start);
    if (bursts === null) {
      stop();
      onEnd();
      return;
    }
    for (const burst of bursts) fire(burst);
  };
  tick();
  timer = setInterval(tick, TIMINGS.confettiTickMs);
  return stop;
}
