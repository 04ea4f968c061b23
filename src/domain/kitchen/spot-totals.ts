/*
 * Totals per spot (issue 50, item 2): a window's pieces of each dish for each pickup spot, and for
 * the deliveries as their own group, so the owner packs one crate per spot. Counted as the
 * window's own totals (productTotals: cancelled orders left out), so the crates add up to them.
 */
import type { OrderType } from '../order-type';
import { piecesOf } from './kitchen-limits';
import { needsCooking, type PrepOrder, type ProductTotal, productTotals } from './prep-list';

/** What grouping an order by its spot reads of it. */
export type SpotOrder = Pick<PrepOrder, 'status' | 'items'> & {
  orderType: OrderType;
  pickupSpot: { id: number; name: string } | null;
};

/** One crate: a spot's (or the deliveries') dishes of a window. */
export interface SpotTotal {
  /** 'spot-3', 'deliveries', or 'pickup' for a pickup that names no spot (recorded before spots). */
  key: string;
  /** The spot's name, 'Deliveries', or 'Pickup'. */
  name: string;
  /** The spot's id; null for the deliveries and a pickup without a spot. */
  spotId: number | null;
  totals: ProductTotal[];
  /** Every dish's pieces together. */
  pieces: number;
}

export const DELIVERIES_GROUP = 'Deliveries';

const groupOf = (order: SpotOrder): Pick<SpotTotal, 'key' | 'name' | 'spotId'> => {
  if (order.orderType === 'delivery') return { key: 'deliveries', name: DELIVERIES_GROUP, spotId: null };
  if (order.pickupSpot === null) return { key: 'pickup', name: 'Pickup', spotId: null };
  return { key: `spot-${order.pickupSpot.id}`, name: order.pickupSpot.name, spotId: order.pickupSpot.id };
};

/**
 * The crates of one window's orders: the spots by name, then the deliveries; a group whose orders
 * are all cancelled has nothing to pack and is left out.
 */
export function spotTotals(orders: readonly SpotOrder[]): SpotTotal[] {
  const groups = new Map<string, { group: Pick<SpotTotal, 'key' | 'name' | 'spotId'>; orders: SpotOrder[] }>();
  for (const order of orders.filter(needsCooking)) {
    const group = groupOf(order);
    const found = groups.get(group.key);
    if (found) found.orders.push(order);
    else groups.set(group.key, { group, orders: [order] });
  }
  const last = (key: string) => (key === 'deliveries' ? 1 : 0);
  return [...groups.values()]
    .map(({ group, orders: grouped }) => {
      const totals = productTotals(grouped);
      return { ...group, totals, pieces: piecesOf(totals) };
    })
    .sort((a, b) => last(a.key) - last(b.key) || a.name.localeCompare(b.name, 'en') || a.key.localeCompare(b.key));
}

/** 'Pack for Grace Church car park: 20 x Beef Samosa, 10 x Chapati': a crate on one line (the morning prep e-mail). */
export const crateLine = (crate: SpotTotal): string =>
  `Pack for ${crate.name}: ${crate.totals.map((total) => `${total.quantity} x ${total.name}`).join(', ')}`;
