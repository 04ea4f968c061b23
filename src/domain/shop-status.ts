/*
 * Whether the shop takes orders at an instant (GET /api/business-settings, the checkout): the
 * owner's switch, a pause (./shop-pause.ts) and, in drops mode, the ordering periods
 * (./fulfilment/drops.ts). Read against the clock at each request, never flipped by a job, so the
 * shop reopens after a pause, and opens and closes with its drops, on time with nothing running.
 */
import type { BusinessSettings } from './api-shapes';
import { nextPeriod, type OrderingMode, type OrderingPeriod, openPeriod } from './fulfilment/drops';
import { isPaused } from './shop-pause';

/** The settings as the owner saved them. */
export interface SavedShopStatus {
  /** The open/closed switch. */
  isAcceptingOrders: boolean;
  message: string | null;
  pausedUntil: Date | null;
  orderingMode: OrderingMode;
}

/** The migration's defaults, used if the settings row is ever missing: open, no banner, no pause, always. */
export const DEFAULT_SHOP_STATUS: SavedShopStatus = {
  isAcceptingOrders: true,
  message: null,
  pausedUntil: null,
  orderingMode: 'always',
};

/**
 * The settings at `now`, with the period open then (null in 'always' mode or outside one).
 * `periods` need only hold those not closed at `now`. Switched off by hand, the shop is closed
 * whatever a pause or a drop says, and neither is shown. A pause still holding closes ordering and
 * says until when; one that has passed is as if it never was. In drops mode ordering is open only
 * inside a period, and the answer says when it closes, or when the next one opens.
 */
export function shopStatusAt<P extends OrderingPeriod>(
  saved: SavedShopStatus,
  periods: readonly P[],
  now: Date,
): { settings: BusinessSettings; open: P | null } {
  const switchOn = saved.isAcceptingOrders;
  const drops = switchOn && saved.orderingMode === 'drops';
  const open = drops ? openPeriod(periods, now) : null;
  const next = drops ? nextPeriod(periods, now) : null;
  const paused = switchOn && isPaused(saved.pausedUntil, now);
  return {
    open,
    settings: {
      isAcceptingOrders: switchOn && !paused && (saved.orderingMode === 'always' || open !== null),
      switchOn,
      message: saved.message,
      pausedUntil: paused && saved.pausedUntil ? saved.pausedUntil.toISOString() : null,
      orderingMode: saved.orderingMode,
      nextOpening: next ? next.opensAt.toISOString() : null,
      closesAt: open ? open.closesAt.toISOString() : null,
    },
  };
}
