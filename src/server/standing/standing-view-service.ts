/*
 * A standing order's view (issue 49), read for its customer (her account, her token link) and the
 * owner: its dishes against the menu now, its runs and their orders.
 */
import { orderNumber } from '@/domain/order-number';
import { STANDING_AGREEMENT } from '@/domain/standing/standing-agreement';
import {
  frequencyLabel,
  historyOf,
  type RunForView,
  type StandingOrderView,
  upcomingOf,
  usualWindowLabel,
} from '@/domain/standing/standing-view';
import { type Db, database } from '../db';
import { findOrderById, type StoredOrder } from '../repositories/orders-repository';
import { listAllProducts, type ProductRecord } from '../repositories/products-repository';
import { readShopState } from '../repositories/settings-repository';
import { listUsersStandingOrders, type StoredStandingOrder } from '../repositories/standing-orders-repository';
import { listRuns, type StandingRun } from '../repositories/standing-runs-repository';

/** What every view of a request shares: the menu and the shop's mode, read once. */
export interface ViewContext {
  products: ReadonlyMap<number, ProductRecord>;
  mode: 'always' | 'drops';
  now: Date;
}

export async function viewContext(db: Db = database(), now = new Date()): Promise<ViewContext> {
  const [products, shop] = await Promise.all([listAllProducts(db), readShopState(db, now)]);
  return {
    products: new Map(products.map((product) => [product.id, product])),
    mode: shop.saved?.orderingMode ?? 'always',
    now,
  };
}

/** A run's order as its view reads it: paid once it has left 'pending' for anything but 'cancelled'. */
export const orderForView = (
  order: Pick<StoredOrder, 'id' | 'status' | 'fulfilmentWindow' | 'totalCents'>,
): NonNullable<RunForView['order']> => ({
  number: orderNumber(order.id),
  status: order.status,
  window: order.fulfilmentWindow,
  totalCents: order.totalCents,
  paid: order.status !== 'pending' && order.status !== 'cancelled',
});

async function runForView(db: Db, run: StandingRun): Promise<RunForView> {
  const order = run.orderId === null ? null : await findOrderById(db, run.orderId);
  return { ...run, order: order && orderForView(order) };
}

/** Its runs, newest first, each with its order. */
export async function runsForView(db: Db, standingOrderId: number): Promise<RunForView[]> {
  return Promise.all((await listRuns(db, standingOrderId)).map((run) => runForView(db, run)));
}

/** The dishes as she chose them, each named from the menu and marked when it cannot be sold now. */
export const itemsForView = (stored: StoredStandingOrder, context: ViewContext) =>
  stored.items.map((item) => {
    const product = context.products.get(item.productId);
    return {
      productId: item.productId,
      name: product?.name ?? 'A dish no longer on the menu',
      quantity: item.quantity,
      available: product?.status === 'on_menu',
    };
  });

export const cardOf = (stored: StoredStandingOrder) =>
  stored.cardLast4 && stored.cardExpMonth !== null && stored.cardExpYear !== null
    ? {
        brand: stored.cardBrand ?? 'card',
        last4: stored.cardLast4,
        expMonth: stored.cardExpMonth,
        expYear: stored.cardExpYear,
      }
    : null;

export async function standingView(
  db: Db,
  stored: StoredStandingOrder,
  context: ViewContext,
): Promise<StandingOrderView> {
  const runs = await runsForView(db, stored.id);
  return {
    id: stored.id,
    status: stored.status,
    pausedBy: stored.pausedBy,
    ownerMessage: stored.ownerMessage,
    items: itemsForView(stored, context),
    orderType: stored.orderType,
    address: stored.deliveryAddress,
    window: {
      weekday: stored.preferredWeekday,
      time: stored.preferredTime,
      label: usualWindowLabel(stored.preferredWeekday, stored.preferredTime),
    },
    frequency: frequencyLabel(context.mode),
    endsOn: stored.endsOn,
    skipNext: stored.skipNext,
    name: stored.customerName,
    phone: stored.customerPhone,
    channel: stored.channel,
    card: cardOf(stored),
    agreement: { text: stored.agreementText, agreedAt: stored.agreedAt.toISOString() },
    upcoming: upcomingOf(runs[0], context.now),
    history: historyOf(runs),
  };
}

/** GET /api/standing-orders: her own, with the agreement's words and how often they are placed. */
export async function listStandingOrders(userId: number) {
  const db = database();
  const context = await viewContext(db);
  const stored = await listUsersStandingOrders(db, userId);
  return {
    standingOrders: await Promise.all(stored.map((order) => standingView(db, order, context))),
    agreement: STANDING_AGREEMENT,
    frequency: frequencyLabel(context.mode),
  };
}
