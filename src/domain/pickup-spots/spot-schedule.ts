/*
 * A pickup spot's windows (issue 50). A spot with the shop's hours (the kitchen) books into the
 * shop's own windows, shared with the deliveries, under the shop's orders per window and per day.
 * A spot with its own hours has its own windows, limited by its pieces per window; the dishes'
 * pieces per day are the kitchen's, whatever the spot. The lead time, the horizon and the days the
 * kitchen is closed are the shop's for every spot.
 */
import { SCHEDULE_LIMITS } from '../fulfilment/opening-hours';
import type { FulfilmentSchedule } from '../fulfilment/schedule';
import type { PickupSpot } from './pickup-spot';

/** Whose windows an order counts against: the shop's (null) or a spot's own (its id). */
export type WindowLane = number | null;

/** What of a spot decides its windows. */
export type SpotHours = Pick<PickupSpot, 'id' | 'hours' | 'windowMinutes' | 'windowPieces'>;

/** The lane of an order at a spot (null for a delivery, or for a spot with the shop's hours). */
export const laneOf = (spot: SpotHours | null): WindowLane => (spot?.hours ? spot.id : null);

/** The schedule a spot's windows follow: the shop's, or the shop's with the spot's own hours and limits. */
export function spotSchedule(shop: FulfilmentSchedule, spot: SpotHours | null): FulfilmentSchedule {
  if (!spot?.hours || spot.windowMinutes === null) return shop;
  return {
    ...shop,
    hours: spot.hours,
    windowMinutes: spot.windowMinutes,
    windowPieces: spot.windowPieces,
    // A spot is limited by its pieces per window; the orders per window and per day are the kitchen door's.
    windowCapacity: SCHEDULE_LIMITS.windowCapacity,
    dayCapacity: SCHEDULE_LIMITS.dayCapacity,
  };
}

/** An order's own schedule and lane: where its windows come from, and whose windows it counts against. */
export const windowsOf = (shop: FulfilmentSchedule, spot: SpotHours | null | undefined) => ({
  schedule: spotSchedule(shop, spot ?? null),
  lane: laneOf(spot ?? null),
});
