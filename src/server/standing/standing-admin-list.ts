/*
 * The owner's standing orders (GET /api/admin/standing-orders; issue 49): each one but those
 * cancelled over 30 days ago, with its order of this drop (or week), the shop's mode, her settings,
 * and the next placement's forecast of pieces per day and dish.
 */
import type { Answer } from '@/domain/api';
import type * as standingApi from '@/domain/api/standing';
import { cycleMoment, dropCycle, nextWeekCycle, type StandingCycle } from '@/domain/standing/standing-cycle';
import { forecastPieces } from '@/domain/standing/standing-forecast';
import { templateOf } from '@/domain/standing/standing-plan';
import type { StandingSettings } from '@/domain/standing/standing-order-body';
import { type RunForView, upcomingOf, usualWindowLabel } from '@/domain/standing/standing-view';
import { type Db, database } from '../db';
import { getSchedule } from '../repositories/fulfilment-repository';
import { periodsClosingAfter } from '../repositories/ordering-periods-repository';
import { listNewestRuns, type NewestRun } from '../repositories/standing-admin-repository';
import { listStandingOrdersForOwner, type StoredStandingOrder } from '../repositories/standing-orders-repository';
import { readStandingSettings } from '../repositories/standing-settings-repository';
import { cardOf, itemsForView, orderForView, type ViewContext, viewContext } from './standing-view-service';

export type AdminStandingOrdersView = Answer<typeof standingApi.adminList>;
export type AdminStandingOrderView = Answer<typeof standingApi.adminAction>;

const runForView = (run: NewestRun): RunForView => ({
  ...run,
  order:
    run.orderId === null || run.orderStatus === null || run.totalCents === null
      ? null
      : orderForView({
          id: run.orderId,
          status: run.orderStatus,
          fulfilmentWindow: run.windowStart && run.windowEnd && { start: run.windowStart, end: run.windowEnd },
          totalCents: run.totalCents,
        }),
});

/** The newest run of each standing order, by its id. */
async function newestRuns(db: Db, ids: readonly number[]): Promise<Map<number, RunForView>> {
  const runs = await listNewestRuns(db, ids);
  return new Map(runs.map((run) => [run.standingOrderId, runForView(run)]));
}

const rowOf = (stored: StoredStandingOrder, context: ViewContext, newest: RunForView | undefined) => ({
  id: stored.id,
  customerName: stored.customerName,
  email: stored.email,
  phone: stored.customerPhone,
  status: stored.status,
  pausedBy: stored.pausedBy,
  ownerMessage: stored.ownerMessage,
  items: itemsForView(stored, context),
  orderType: stored.orderType,
  address: stored.deliveryAddress,
  windowLabel: usualWindowLabel(stored.preferredWeekday, stored.preferredTime),
  endsOn: stored.endsOn,
  skipNext: stored.skipNext,
  card: cardOf(stored),
  createdAt: stored.createdAt.toISOString(),
  upcoming: upcomingOf(newest, context.now),
});

/** One standing order as the owner's list shows it (the answer of her pause, resume or end). */
export async function adminStandingRow(db: Db, stored: StoredStandingOrder): Promise<AdminStandingOrderView> {
  const [context, runs] = await Promise.all([viewContext(db), newestRuns(db, [stored.id])]);
  return rowOf(stored, context, runs.get(stored.id));
}

/**
 * The next placement: the first drop whose standing orders are not placed yet, or, while the shop
 * is always open, the owner's next weekly time; null when no drop is scheduled.
 */
async function nextCycle(db: Db, context: ViewContext, settings: StandingSettings): Promise<StandingCycle | null> {
  const { now } = context;
  if (context.mode === 'always')
    return nextWeekCycle({ weekday: settings.placeWeekday, time: settings.placeTime }, now);
  const [periods, schedule] = await Promise.all([periodsClosingAfter(db, now), getSchedule(db)]);
  const cycles = periods.map((period) => dropCycle(period, schedule.horizonDays));
  return cycles.find((cycle) => cycle.placeAt.getTime() > now.getTime()) ?? null;
}

/** What the next placement will take, per day and dish, of the standing orders that are going. */
function forecastOf(cycle: StandingCycle | null, stored: readonly StoredStandingOrder[], context: ViewContext) {
  if (!cycle) return null;
  const dishes = new Map(
    [...context.products].map(([id, product]) => [id, { name: product.name, onMenu: product.status === 'on_menu' }]),
  );
  return {
    label: cycleMoment(cycle.placeAt),
    placeAt: cycle.placeAt.toISOString(),
    pieces: forecastPieces(stored.map(templateOf), cycle, dishes),
  };
}

export async function listStandingForOwner(now = new Date()): Promise<AdminStandingOrdersView> {
  const db = database();
  const [context, settings, stored] = await Promise.all([
    viewContext(db, now),
    readStandingSettings(db),
    listStandingOrdersForOwner(db),
  ]);
  const [runs, cycle] = await Promise.all([
    newestRuns(
      db,
      stored.map((order) => order.id),
    ),
    nextCycle(db, context, settings),
  ]);
  return {
    mode: context.mode,
    settings,
    next: forecastOf(cycle, stored, context),
    standingOrders: stored.map((order) => rowOf(order, context, runs.get(order.id))),
  };
}
