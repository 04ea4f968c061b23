/*
 * The delivery run's route (issue 50): the day's stops in an order that keeps the drive short, from
 * the kitchen and back. No routing library fits a home kitchen's handful of stops without a map
 * service, so the order is a stated heuristic: nearest neighbour (from each possible first stop),
 * then 2-opt (reverse any stretch of the tour while that shortens it), the shortest kept. `npm run bench:route` measures it
 * against the exact optimum. Distances are straight lines on the Earth times a road factor, which
 * is what the estimated times use too. Pure: the server places the addresses and asks this.
 */
import { haversineMiles, type LatLon } from '../geo';

/**
 * Roads are longer than straight lines: across a metro's grid, a drive is about a quarter longer
 * than the crow flies (the ratio of Manhattan to Euclidean distance averaged over directions is
 * 4/π, about 1.27). Estimates only: it scales every leg alike, so it never changes the order.
 */
export const ROAD_FACTOR = 1.25;

export const roadMiles = (a: LatLon, b: LatLon): number => haversineMiles(a, b) * ROAD_FACTOR;

/** The miles of a round trip from `home` through `points` in their order and back. */
export function tourMiles(home: LatLon, points: readonly LatLon[]): number {
  let miles = 0;
  let at = home;
  for (const point of points) {
    miles += roadMiles(at, point);
    at = point;
  }
  return miles + roadMiles(at, home);
}

/** `first`, then each next stop the nearest one not yet visited. Answers the order as indexes. */
function nearestNeighbour(points: readonly LatLon[], first: number): number[] {
  const left = new Set(points.keys());
  left.delete(first);
  const order: number[] = [first];
  let at = points[first] as LatLon;
  while (left.size > 0) {
    let best = -1;
    let bestMiles = Infinity;
    for (const index of left) {
      const miles = roadMiles(at, points[index] as LatLon);
      if (miles < bestMiles) [best, bestMiles] = [index, miles];
    }
    order.push(best);
    left.delete(best);
    at = points[best] as LatLon;
  }
  return order;
}

/**
 * 2-opt on the round trip: the tour with `home` at both ends; reversing stops i..j replaces the
 * legs (i-1, i) and (j, j+1) by (i-1, j) and (i, j+1). Repeated while any reversal shortens it.
 */
function twoOpt(home: LatLon, points: readonly LatLon[], order: number[]): number[] {
  const tour = [...order];
  const at = (position: number): LatLon =>
    position < 0 || position >= tour.length ? home : (points[tour[position] as number] as LatLon);
  let improved = true;
  while (improved) {
    improved = false;
    for (let i = 0; i < tour.length - 1; i += 1) {
      for (let j = i + 1; j < tour.length; j += 1) {
        const before = roadMiles(at(i - 1), at(i)) + roadMiles(at(j), at(j + 1));
        const after = roadMiles(at(i - 1), at(j)) + roadMiles(at(i), at(j + 1));
        if (after < before - 1e-9) {
          tour.splice(i, j - i + 1, ...tour.slice(i, j + 1).reverse());
          improved = true;
        }
      }
    }
  }
  return tour;
}

/**
 * The order (indexes into `points`) of a short round trip from `home`: nearest neighbour from each
 * possible first stop, each tour then shortened by 2-opt, the shortest kept. A run has tens of
 * stops at most: each start costs a fraction of a millisecond.
 */
export function shortRoute(home: LatLon, points: readonly LatLon[]): number[] {
  let best: number[] = [];
  let bestMiles = Infinity;
  for (const first of points.keys()) {
    const tour = twoOpt(home, points, nearestNeighbour(points, first));
    const miles = tourMiles(
      home,
      tour.map((index) => points[index] as LatLon),
    );
    if (miles < bestMiles - 1e-9) [best, bestMiles] = [tour, miles];
  }
  return best;
}

/** A stop of the run: where it is, and the window its customer was promised (null: any time). */
export interface RunStop {
  at: LatLon;
  window: { start: Date; end: Date } | null;
}

/** The middle of some points (a group's, for the way towards it). */
const middleOf = (points: readonly LatLon[]): LatLon => ({
  lat: points.reduce((sum, point) => sum + point.lat, 0) / points.length,
  lon: points.reduce((sum, point) => sum + point.lon, 0) / points.length,
});

/** The miles from `from` through `points` in their order, then on to `towards`. */
const pathMiles = (from: LatLon, points: readonly LatLon[], towards: LatLon): number =>
  tourMiles(from, points) - roadMiles(points.at(-1) ?? from, from) + roadMiles(points.at(-1) ?? from, towards);

/**
 * The run's order: the stops grouped by their window's start, earliest first (a window is a
 * promise; the drive comes second), each group routed short from where the last one ended. A
 * group's short round trip can be driven either way round; the way kept is the one that ends
 * nearer what comes next (the next group's middle, or home after the last), so the run does not
 * double back across town. Answers indexes into `stops`.
 */
export function runOrder(home: LatLon, stops: readonly RunStop[]): number[] {
  const groups = new Map<number, number[]>();
  stops.forEach((stop, index) => {
    const key = stop.window?.start.getTime() ?? Number.MAX_SAFE_INTEGER;
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  const keys = [...groups.keys()].sort((a, b) => a - b);
  const pointsOf = (key: number | undefined) =>
    (groups.get(key ?? Number.NaN) ?? []).map((index) => (stops[index] as RunStop).at);
  const order: number[] = [];
  let from = home;
  keys.forEach((key, position) => {
    const members = groups.get(key) ?? [];
    const points = pointsOf(key);
    const next = pointsOf(keys[position + 1]);
    const towards = next.length > 0 ? middleOf(next) : home;
    const route = shortRoute(from, points);
    const back = [...route].reverse();
    const miles = (way: number[]) =>
      pathMiles(
        from,
        way.map((index) => points[index] as LatLon),
        towards,
      );
    for (const index of miles(back) < miles(route) - 1e-9 ? back : route) order.push(members[index] as number);
    from = (stops[order.at(-1) as number] as RunStop).at;
  });
  return order;
}

export interface Pace {
  /** The owner's average speed on the road (default 25 mph). */
  mph: number;
  /** Minutes at each stop: parking, the door, the hand-over (default 4). */
  minutesPerStop: number;
}

export const DEFAULT_PACE: Pace = { mph: 25, minutesPerStop: 4 };

export interface StopTime {
  /** Road miles from the stop before (the kitchen for the first). */
  miles: number;
  arrives: Date;
  /** It arrives after its window's end. */
  late: boolean;
}

/**
 * When the run reaches each stop, leaving home at `leaves`: each leg at the owner's speed, each
 * stop taking its minutes; a stop reached before its window starts waits for it. Late: reached
 * after the window's end.
 */
export function stopTimes(home: LatLon, ordered: readonly RunStop[], leaves: Date, pace: Pace): StopTime[] {
  const times: StopTime[] = [];
  let at = home;
  let clock = leaves.getTime();
  for (const stop of ordered) {
    const miles = roadMiles(at, stop.at);
    const driven = clock + (miles / pace.mph) * 3_600_000;
    const arrives = stop.window ? Math.max(driven, stop.window.start.getTime()) : driven;
    times.push({ miles, arrives: new Date(arrives), late: stop.window ? arrives > stop.window.end.getTime() : false });
    clock = arrives + pace.minutesPerStop * 60_000;
    at = stop.at;
  }
  return times;
}
