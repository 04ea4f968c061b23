import { describe, expect, it } from 'vitest';
import type { LatLon } from '@/domain/geo';
import { DEFAULT_PACE, roadMiles, runOrder, shortRoute, stopTimes, tourMiles } from '@/domain/deliveries/route';

// The kitchen in Overland Park, and points a few miles around it.
const kitchen: LatLon = { lat: 38.9822, lon: -94.6708 };
const offset = (north: number, east: number): LatLon => ({ lat: kitchen.lat + north, lon: kitchen.lon + east });

/** Every order of the points, for the exact optimum of a small set. */
function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((rest) =>
    Array.from({ length: n }, (_, at) => [...rest.slice(0, at), n - 1, ...rest.slice(at)]),
  );
}
const optimum = (points: LatLon[]) =>
  Math.min(
    ...permutations(points.length).map((order) =>
      tourMiles(
        kitchen,
        order.map((i) => points[i] as LatLon),
      ),
    ),
  );

describe('the route of a delivery run', () => {
  it('goes round a square of stops without crossing itself', () => {
    const corners = [offset(0.05, 0.05), offset(-0.05, -0.05), offset(0.05, -0.05), offset(-0.05, 0.05)];
    const order = shortRoute(kitchen, corners);
    const length = tourMiles(
      kitchen,
      order.map((i) => corners[i] as LatLon),
    );
    expect(length).toBeCloseTo(optimum(corners), 6);
  });

  it('undoes the crossing nearest neighbour leaves (2-opt): shorter, and here the optimum', () => {
    // Nearest neighbour takes the close pair first and must cross back to the far ones.
    const points = [offset(0.01, 0), offset(0.012, 0.03), offset(0.06, 0.001), offset(0.05, 0.04), offset(-0.03, 0.02)];
    const order = shortRoute(kitchen, points);
    const length = tourMiles(
      kitchen,
      order.map((i) => points[i] as LatLon),
    );
    expect(length).toBeCloseTo(optimum(points), 6);
    expect(new Set(order)).toEqual(new Set([0, 1, 2, 3, 4]));
  });

  it('measures a leg as the road does, a quarter longer than the straight line', () => {
    // One degree of latitude is about 69.1 miles.
    expect(roadMiles(kitchen, offset(0.1, 0))).toBeCloseTo(6.91 * 1.25, 1);
  });

  it('keeps each window’s stops before the next window’s, each group routed from where the last ended', () => {
    const at = (hour: number) => ({
      start: new Date(`2026-12-11T${hour}:00:00Z`),
      end: new Date(`2026-12-11T${hour}:30:00Z`),
    });
    const stops = [
      { at: offset(0.01, 0), window: at(19) },
      { at: offset(0.08, 0), window: at(18) },
      { at: offset(0.09, 0), window: at(18) },
      { at: offset(0.02, 0), window: null },
    ];
    expect(runOrder(kitchen, stops)).toEqual([1, 2, 0, 3]);
  });

  it('drives a window’s stops the way round that ends nearer the next window’s, not back across town', () => {
    const at = (hour: number) => ({
      start: new Date(`2026-12-11T${hour}:00:00Z`),
      end: new Date(`2026-12-11T${hour}:30:00Z`),
    });
    // Two stops at 18:00, one just north of the kitchen and one far south (a round trip either way
    // round is as long), then a stop at 19:00 further south, or further north.
    for (const [later, expected] of [
      [offset(-0.12, 0), [0, 1, 2]],
      [offset(0.12, 0), [1, 0, 2]],
    ] as const) {
      const stops = [
        { at: offset(0.01, 0.002), window: at(18) },
        { at: offset(-0.07, 0.002), window: at(18) },
        { at: later, window: at(19) },
      ];
      expect(runOrder(kitchen, stops)).toEqual(expected);
    }
  });
});

describe('the estimated times of a run', () => {
  const leaves = new Date('2026-12-11T17:00:00Z');
  // 10 road miles north is 8 straight-line miles: 0.1158 degrees of latitude.
  const tenMiles = offset(8 / 69.09, 0);

  it('drive each leg at the owner’s speed and spend her minutes at each stop', () => {
    const times = stopTimes(
      kitchen,
      [
        { at: tenMiles, window: null },
        { at: kitchen, window: null },
      ],
      leaves,
      DEFAULT_PACE,
    );
    expect(times[0]?.miles).toBeCloseTo(10, 1);
    // 10 miles at 25 mph is 24 minutes.
    expect(times[0]?.arrives.getTime()).toBeCloseTo(leaves.getTime() + 24 * 60_000, -4);
    // Back: 4 minutes at the door, 24 more on the road.
    expect(times[1]?.arrives.getTime()).toBeCloseTo(leaves.getTime() + 52 * 60_000, -4);
  });

  it('wait for a window that has not begun, and mark a stop reached after its window as late', () => {
    const early = { start: new Date('2026-12-11T18:00:00Z'), end: new Date('2026-12-11T18:30:00Z') };
    const tooSoon = { start: new Date('2026-12-11T17:00:00Z'), end: new Date('2026-12-11T17:10:00Z') };
    const [waits] = stopTimes(kitchen, [{ at: tenMiles, window: early }], leaves, DEFAULT_PACE);
    expect(waits).toMatchObject({ arrives: early.start, late: false });
    const [late] = stopTimes(kitchen, [{ at: tenMiles, window: tooSoon }], leaves, DEFAULT_PACE);
    expect(late?.late).toBe(true);
  });
});
