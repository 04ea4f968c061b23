/*
 * The delivery run's stops (issue 50; docs/behaviour/rules.md#the-delivery-run): where each stop and
 * the kitchen are, the order the run takes them in (the route's, or the one the owner kept), and
 * each stop's leg, estimated time and marks, with the run's totals. Pure: the server reads the day's
 * deliveries, the kitchen and the kept order, and asks this; the page shows the answer.
 */
import { approximatePoint } from '../delivery-zones';
import type { LatLon } from '../geo';
import { DELIVERY_ORIGIN } from '../service-area';
import { type Pace, type RunStop, roadMiles, runOrder, stopTimes } from './route';

/** A delivery of the day as the run needs it. */
export interface StopInput {
  orderId: number;
  /** The address as the customer typed it. */
  address: string;
  /** Where the geocoder placed it ('zip': only its ZIP's centre), or null until it has been asked. */
  point: { lat: number; lon: number; precision: 'address' | 'zip' } | null;
  window: { start: Date; end: Date } | null;
}

/** A stop placed on the map: approximate unless the geocoder found its very address. */
export interface PlacedStop extends RunStop {
  orderId: number;
  approximate: boolean;
}

/**
 * The kitchen's point: where the geocoder placed the kitchen's spot, else its ZIP's centre, else the
 * point the delivery fees are measured from.
 */
export function kitchenPoint(kitchen: { point: LatLon | null; address: string } | null): LatLon {
  if (kitchen?.point) return kitchen.point;
  return (kitchen && approximatePoint(kitchen.address)) ?? DELIVERY_ORIGIN;
}

/**
 * Where a stop is. A geocoded address is exact; a ZIP's centre (the geocoder's fallback, or the
 * ZIP table's guess while the geocoder has not answered) is approximate; an address neither places
 * counts at the kitchen, approximate, so it costs the route nothing and the owner sees the mark.
 */
export function placeStop(stop: StopInput, home: LatLon): PlacedStop {
  const { orderId, window, point } = stop;
  if (point) return { orderId, window, at: { lat: point.lat, lon: point.lon }, approximate: point.precision === 'zip' };
  return { orderId, window, at: approximatePoint(stop.address) ?? home, approximate: true };
}

const windowStart = (stop: RunStop): number => stop.window?.start.getTime() ?? Number.MAX_SAFE_INTEGER;

/**
 * Where a stop the owner has not placed goes among those she has: between the stops whose windows
 * start before its own and those that start after (anywhere, when her order mixes them), at the
 * place that adds the fewest road miles to the round trip.
 */
function insertByRoute(home: LatLon, ordered: PlacedStop[], stop: PlacedStop): PlacedStop[] {
  const start = windowStart(stop);
  let from = 0;
  let to = ordered.length;
  ordered.forEach((other, index) => {
    if (windowStart(other) < start) from = index + 1;
  });
  const after = ordered.findIndex((other) => windowStart(other) > start);
  if (after !== -1) to = after;
  if (from > to) [from, to] = [0, ordered.length];
  const at = (index: number): LatLon =>
    index < 0 || index >= ordered.length ? home : (ordered[index] as PlacedStop).at;
  let best = from;
  let bestMiles = Infinity;
  for (let index = from; index <= to; index += 1) {
    const added =
      roadMiles(at(index - 1), stop.at) + roadMiles(stop.at, at(index)) - roadMiles(at(index - 1), at(index));
    if (added < bestMiles - 1e-9) [best, bestMiles] = [index, added];
  }
  return [...ordered.slice(0, best), stop, ...ordered.slice(best)];
}

/**
 * The run's order. Without a kept order, the route's (windows first, then the drive: runOrder).
 * With one, the owner's: her stops in her order (those no longer the day's left out), and each
 * delivery booked since placed among them by the route (insertByRoute), in booking order.
 */
export function orderStops(home: LatLon, stops: readonly PlacedStop[], kept: readonly number[]): PlacedStop[] {
  if (kept.length === 0) return runOrder(home, stops).map((index) => stops[index] as PlacedStop);
  const byId = new Map(stops.map((stop) => [stop.orderId, stop]));
  const ordered = kept.flatMap((id) => byId.get(id) ?? []);
  const placed = new Set(ordered.map((stop) => stop.orderId));
  return stops
    .filter((stop) => !placed.has(stop.orderId))
    .sort((a, b) => a.orderId - b.orderId)
    .reduce((run, stop) => insertByRoute(home, run, stop), ordered);
}

/** A stop of the run with its leg and estimated time. */
export interface PlannedStop extends PlacedStop {
  /** Road miles from the stop before (the kitchen for the first). */
  miles: number;
  eta: Date;
  /** Reached after its window's end. */
  late: boolean;
}

export interface RunTotals {
  stops: number;
  /** Road miles of the whole round trip, the way back to the kitchen included. */
  miles: number;
  /** Back at the kitchen after the last stop. */
  backAt: Date;
  late: number;
  approximate: number;
}

export interface RunPlan {
  stops: PlannedStop[];
  totals: RunTotals;
}

/**
 * The run leaving `home` at `leaves` through `ordered`: each stop's leg and estimated time at the
 * owner's pace (stopTimes: a stop reached before its window waits for it), and the totals.
 */
export function planRun(home: LatLon, ordered: readonly PlacedStop[], leaves: Date, pace: Pace): RunPlan {
  const times = stopTimes(home, ordered, leaves, pace);
  const stops = ordered.map((stop, index) => {
    const time = times[index] as (typeof times)[number];
    return { ...stop, miles: time.miles, eta: time.arrives, late: time.late };
  });
  const last = stops.at(-1);
  const homeMiles = last ? roadMiles(last.at, home) : 0;
  const lastLeaves = last ? last.eta.getTime() + pace.minutesPerStop * 60_000 : leaves.getTime();
  return {
    stops,
    totals: {
      stops: stops.length,
      miles: stops.reduce((sum, stop) => sum + stop.miles, homeMiles),
      backAt: new Date(lastLeaves + (homeMiles / pace.mph) * 3_600_000),
      late: stops.filter((stop) => stop.late).length,
      approximate: stops.filter((stop) => stop.approximate).length,
    },
  };
}
