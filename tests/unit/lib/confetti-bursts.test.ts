import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confettiParticles, TIMINGS } from '@/domain/timings';
import {
  confettiTick,
  startConfettiBursts,
  type ConfettiBurst,
} from '@/islands/checkout/order-confirmation/confetti-bursts';

const total = (bursts: ConfettiBurst[]) => bursts.reduce((sum, burst) => sum + burst.particles, 0);

describe('confettiTick (3000 ms, a tick every 250 ms, up to 50 particles a tick)', () => {
  it('throws from the left and the right, 50 particles in all at the start', () => {
    expect(confettiTick(0)).toEqual([
      { side: 'left', particles: 25 },
      { side: 'right', particles: 25 },
    ]);
  });

  it('shares out fewer particles as time runs out, never more than 50 a tick', () => {
    let previous = Infinity;
    for (let elapsed = 0; elapsed < TIMINGS.confettiMs; elapsed += TIMINGS.confettiTickMs) {
      const bursts = confettiTick(elapsed) ?? [];
      expect(bursts.map((burst) => burst.side)).toEqual(['left', 'right']);
      expect(total(bursts)).toBe(confettiParticles(elapsed));
      expect(total(bursts)).toBeLessThanOrEqual(50);
      expect(total(bursts)).toBeLessThanOrEqual(previous);
      previous = total(bursts);
    }
    // The last tick, at 2750 ms, still throws a few from each side.
    expect(confettiTick(2750)).toEqual([
      { side: 'left', particles: 2 },
      { side: 'right', particles: 2 },
    ]);
  });

  it('leaves out a side with nothing to throw', () => {
    // 1 particle left at 2950 ms: it goes left, and the right throws nothing.
    expect(confettiTick(2950)).toEqual([{ side: 'left', particles: 1 }]);
    expect(confettiTick(2990)).toEqual([]);
  });

  it('is over at 3 seconds', () => {
    expect(confettiTick(3000)).toBeNull();
    expect(confettiTick(10_000)).toBeNull();
  });
});

describe('startConfettiBursts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires at once and every 250 ms for 3 seconds, then ends once', () => {
    const fired: Array<{ at: number } & ConfettiBurst> = [];
    const start = Date.now();
    const onEnd = vi.fn();
    startConfettiBursts((burst) => fired.push({ at: Date.now() - start, ...burst }), onEnd);

    vi.advanceTimersByTime(2999);
    expect(onEnd).not.toHaveBeenCalled();
    const ticks = [...new Set(fired.map((burst) => burst.at))];
    expect(ticks).toEqual([0, 250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2250, 2500, 2750]);
    expect(fired.filter((burst) => burst.side === 'left')).toHaveLength(12);
    expect(fired.filter((burst) => burst.side === 'right')).toHaveLength(12);
    expect(fired.slice(0, 2).map((burst) => burst.particles)).toEqual([25, 25]);

    vi.advanceTimersByTime(1);
    expect(onEnd).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(fired).toHaveLength(24);
  });

  it('keeps to the clock when the timer stalls', () => {
    let clock = 0;
    const fire = vi.fn();
    const onEnd = vi.fn();
    startConfettiBursts(fire, onEnd, () => clock);
    expect(fire).toHaveBeenCalledTimes(2);

    // The tab was busy: the next tick comes 1.5 s late and throws what 1.5 s in calls for.
    clock = 1500;
    vi.advanceTimersByTime(250);
    expect(fire).toHaveBeenLastCalledWith({ side: 'right', particles: 12 });
    clock = 3200;
    vi.advanceTimersByTime(250);
    expect(fire).toHaveBeenCalledTimes(4);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('stops early without ending when the page is left', () => {
    const fire = vi.fn();
    const onEnd = vi.fn();
    const stop = startConfettiBursts(fire, onEnd);
    vi.advanceTimersByTime(600);
    stop();
    vi.advanceTimersByTime(5000);
    expect(fire).toHaveBeenCalledTimes(6);
    expect(onEnd).not.toHaveBeenCalled();
  });
});
