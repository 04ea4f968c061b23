/*
 * The day's run as GET /api/admin/deliveries answers it (./run-stops.ts plans it): each stop with
 * what the owner needs at the door (name, phone, address with its maps link, notes, packs, window)
 * beside its leg, estimated time and marks. Pure: the server hands in what it read.
 */
import type * as v from 'valibot';
import type { deliveryRunAnswer } from '../api/deliveries-answers';
import { type LabelDish, packCounts } from '../kitchen/labels';
import { roundMiles } from '../geo';
import { orderNumber } from '../order-number';
import { deliveryAddressText } from '../order/delivery-address-text';
import type { StoredOrder } from '../order/stored-order';
import type { Pace } from './route';
import type { RunPlan, StopInput } from './run-stops';

export type DeliveryRunView = v.InferOutput<typeof deliveryRunAnswer>;
export type RunStopView = DeliveryRunView['stops'][number];
export type TellChannel = 'sms' | 'email';

/** The orders a day's run takes: its deliveries, the cancelled left out. */
export const isRunDelivery = (order: Pick<StoredOrder, 'orderType' | 'status'>): boolean =>
  order.orderType === 'delivery' && order.status !== 'cancelled';

/** How 'Start the run' tells a customer: a text when they asked for texts, else an e-mail, else not at all. */
export const tellChannel = (order: Pick<StoredOrder, 'textPhone' | 'customerEmail'>): TellChannel | null =>
  order.textPhone ? 'sms' : order.customerEmail ? 'email' : null;

/** Whether 'Start the run' tells a stop's customer: one not delivered yet, not told by this run, and reachable. */
export const awaitsEta = (stop: Pick<RunStopView, 'tellBy' | 'told' | 'status'>): boolean =>
  stop.tellBy !== null && stop.told === null && stop.status !== 'delivered';

/** Google's Maps URL opens the maps app on a phone that has it, and the map in a browser otherwise. */
export const mapsUrl = (address: string): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** What the run needs of a delivery to place it. */
export const stopInput = (order: StoredOrder): StopInput => ({
  orderId: order.id,
  address: deliveryAddressText(order.deliveryAddress) ?? '',
  point: order.deliveryPoint,
  window: order.fulfilmentWindow,
});

/** A stop's customer was told: the time sent, when, and how. */
export interface ToldStop {
  eta: Date;
  at: Date;
  by: TellChannel;
}

export interface RunFacts {
  date: string;
  pace: Pace;
  kitchen: { name: string; address: string };
  ordered: boolean;
  startedAt: Date | null;
  leaves: Date;
  /** The day's deliveries, by order id. */
  orders: ReadonlyMap<number, StoredOrder>;
  told: ReadonlyMap<number, ToldStop>;
  dishes: readonly LabelDish[];
}

/** The answer for the planned run. */
export function runView(plan: RunPlan, facts: RunFacts): DeliveryRunView {
  const packSizes = new Map(facts.dishes.map((dish) => [dish.productId, dish.packSize]));
  const stops = plan.stops.flatMap((stop): RunStopView[] => {
    const order = facts.orders.get(stop.orderId);
    if (!order) return [];
    const told = facts.told.get(order.id);
    const address = deliveryAddressText(order.deliveryAddress) ?? '';
    const window = order.fulfilmentWindow;
    return [
      {
        orderId: order.id,
        orderNumber: orderNumber(order.id),
        status: order.status,
        customerName: order.customerName,
        phone: order.customerPhone,
        address,
        mapsUrl: mapsUrl(address),
        notes: order.notes,
        packs: order.items.map((item) => ({
          name: item.name,
          quantity: item.quantity,
          packs: packCounts(item.quantity, packSizes.get(item.productId) ?? null).length,
        })),
        window: window && { start: window.start.toISOString(), end: window.end.toISOString() },
        miles: roundMiles(stop.miles),
        eta: stop.eta.toISOString(),
        late: stop.late,
        approximate: stop.approximate,
        tellBy: tellChannel(order),
        told: told ? { eta: told.eta.toISOString(), at: told.at.toISOString(), by: told.by } : null,
      },
    ];
  });
  return {
    date: facts.date,
    pace: facts.pace,
    kitchen: facts.kitchen,
    ordered: facts.ordered,
    startedAt: facts.startedAt?.toISOString() ?? null,
    leaves: facts.leaves.toISOString(),
    stops,
    totals: { ...plan.totals, miles: roundMiles(plan.totals.miles), backAt: plan.totals.backAt.toISOString() },
  };
}
