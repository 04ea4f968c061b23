/*
 * Placing standing orders (issue 49; docs/behaviour/rules.md#standing-orders). The scheduled
 * sender, each minute before it queues announcements, places every standing order of each due
 * cycle (a drop from 15 minutes before it opens, or the owner's weekly time) that has no run in it
 * yet: planned and priced outside any lock, then booked under the schedule's lock, which every
 * checkout's booking takes too, after counting again; so its pieces are held before the crowd's,
 * and within the kitchen's limits. Its order, its run and her message are one transaction, and the
 * run is unique per standing order and cycle: a stopped function leaves nothing half done, and two
 * runs at once place it once.
 */
import { dishPiecesOn, piecesLeft } from '@/domain/fulfilment/piece-limits';
import { bookingsOn, type FulfilmentSchedule, shopDayBounds } from '@/domain/fulfilment/schedule';
import { moneyOf } from '@/domain/order/order-contract';
import { orderNumber } from '@/domain/order-number';
import { fewestPieces } from '@/domain/owner-orders/entered-order';
import { textablePhone } from '@/domain/phone';
import { dropCycle, dueCycles, type StandingCycle, weekDays } from '@/domain/standing/standing-cycle';
import type { OrderSnapshot } from '@/domain/order/order-snapshot';
import { placedMail, placedText, skippedMail, skippedText } from '@/domain/standing/standing-messages';
import {
  ALL_SOLD_OUT,
  NO_ROOM,
  NOTHING_ON_MENU,
  type PlanDish,
  planStandingOrder,
  SKIPPED_ENDED,
  type StandingPlan,
  type StandingTemplate,
  templateOf,
} from '@/domain/standing/standing-plan';
import { cycleWindows } from '@/domain/standing/standing-windows';
import { contestedPoint, type Db, database, withTransaction } from '../db';
import { queueOrderGeocode } from '../outbox/geocode-queue';
import { priceOrder } from '../payments/order-pricing';
import type { PricedOrder } from '../payments/stripe-tax-pricing';
import { getSchedule, lockSchedule, takenBetween } from '../repositories/fulfilment-repository';
import { insertEnteredOrder, rewriteOrder } from '../repositories/orders-repository';
import { findPeriod } from '../repositories/ordering-periods-repository';
import { listAllProducts } from '../repositories/products-repository';
import { readShopState } from '../repositories/settings-repository';
import { readStandingSettings } from '../repositories/standing-settings-repository';
import {
  findStandingOrder,
  listUnplacedStandingOrders,
  lockStandingOrder,
  type StoredStandingOrder,
  updateStandingOrder,
} from '../repositories/standing-orders-repository';
import { findRun, insertRun, lockRun, type StandingRun, updateRun } from '../repositories/standing-runs-repository';
import { createStandingLink } from './standing-links';
import { tellStanding } from './standing-tell';

/** At most so many placements a run (the rest the next minute), so the scheduled function ends in time. */
const PLACEMENTS_PER_RUN = 50;
/** Counted again under the lock, a plan that changed meanwhile is made again, at most so many times. */
const ATTEMPTS = 3;
/** Skips she hears about: those the kitchen caused, not her own. */
const TOLD_SKIPS = new Set([NO_ROOM, ALL_SOLD_OUT, NOTHING_ON_MENU]);

/** The cycles due now: the drops read with the shop's settings, or the owner's weekly time. */
async function cyclesDue(now: Date): Promise<StandingCycle[]> {
  const db = database();
  const [shop, settings, schedule] = await Promise.all([
    readShopState(db, now),
    readStandingSettings(db),
    getSchedule(db),
  ]);
  const drops = shop.periods.map((period) => ({
    id: period.id,
    opensAt: period.opensAt,
    closesAt: period.closesAt,
    sellsDates: period.sellsDates,
  }));
  const weekly = { weekday: settings.placeWeekday, time: settings.placeTime };
  return dueCycles(shop.saved?.orderingMode ?? 'always', drops, weekly, schedule.horizonDays, now);
}

/** Each due cycle's standing orders placed (or skipped) once; answers how many runs were made. */
export async function placeStandingOrders(now = new Date()): Promise<number> {
  let runs = 0;
  for (const cycle of await cyclesDue(now)) {
    for (const standing of await listUnplacedStandingOrders(database(), cycle.key, PLACEMENTS_PER_RUN - runs)) {
      if (await placeStandingOrder(standing.id, cycle, now)) runs += 1;
    }
  }
  return runs;
}

/**
 * The plan, from what it reads: the cycle's windows with their room, the dishes, and what is left
 * of each a day (`leavingOut`: an order planned again, whose own places and pieces are not counted).
 */
async function planFor(
  db: Db,
  schedule: FulfilmentSchedule,
  template: StandingTemplate,
  cycle: StandingCycle,
  now: Date,
  leavingOut: number | null = null,
): Promise<StandingPlan> {
  const first = shopDayBounds(cycle.days[0] ?? '').from;
  const last = shopDayBounds(cycle.days.at(-1) ?? '').to;
  const [products, taken] = await Promise.all([listAllProducts(db), takenBetween(db, first, last, leavingOut)]);
  const dishes = new Map<number, PlanDish>(
    products.map((product) => [
      product.id,
      {
        productId: product.id,
        name: product.name,
        onMenu: product.status === 'on_menu',
        fewest: fewestPieces(product),
        maxPerOrder: product.maxPerOrder,
      },
    ]),
  );
  const limits = new Map(products.map((product) => [product.id, product.dailyLimit]));
  const leftOn = (date: string) => {
    const used = dishPiecesOn(taken.byWindowAndDish, date);
    return new Map([...limits].map(([id, limit]) => [id, piecesLeft(limit, used.get(id) ?? 0)]));
  };
  const windows = cycleWindows(schedule, cycle, now, (date) => bookingsOn(taken.byWindow, date));
  return planStandingOrder(template, cycle, windows, dishes, leftOn);
}

const samePlan = (a: StandingPlan, b: StandingPlan) => JSON.stringify(a) === JSON.stringify(b);

/** The plan's order priced by the storefront's code, as the owner sells (no tip, a closed shop allowed). */
function price(standing: StoredStandingOrder, plan: StandingPlan & { kind: 'place' }): Promise<PricedOrder> {
  return priceOrder(
    {
      orderType: standing.orderType,
      items: plan.lines,
      customerInfo: {
        name: standing.customerName,
        phone: standing.customerPhone,
        email: standing.email,
        address: standing.deliveryAddress ?? '',
      },
      tipPercent: 0,
      fulfilmentWindow: plan.window.start.toISOString(),
      textUpdates: false,
      discountCode: '',
    },
    { email: standing.email, phone: standing.customerPhone },
    'owner',
  );
}

/**
 * One standing order in one cycle: planned and priced, then, under the schedule's lock and its own,
 * counted again and booked if the plan still holds (else planned again). Answers whether it made
 * the cycle's run (false when another made it first, or it is no longer going).
 */
export async function placeStandingOrder(id: number, cycle: StandingCycle, now = new Date()): Promise<boolean> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const db = database();
    const standing = await findStandingOrder(db, id);
    if (!standing) return false;
    const plan = await planFor(db, await getSchedule(db), templateOf(standing), cycle, now);
    const priced = plan.kind === 'place' ? await price(standing, plan) : null;
    const outcome = await withTransaction(async (tx) => {
      const schedule = await lockSchedule(tx);
      const locked = await lockStandingOrder(tx, id);
      if (!locked || (locked.status !== 'active' && locked.status !== 'paused')) return 'gone';
      if (await findRun(tx, id, cycle.key)) return 'gone';
      if (!samePlan(plan, await planFor(tx, schedule, templateOf(locked), cycle, now))) return 'changed';
      await contestedPoint('standing-placement');
      if (plan.kind === 'skip') await skip(tx, locked, cycle, plan);
      else if (priced) await place(tx, locked, cycle, plan, priced);
      return 'made';
    });
    if (outcome !== 'changed') return outcome === 'made';
  }
  return false;
}

async function skip(
  tx: Db,
  standing: StoredStandingOrder,
  cycle: StandingCycle,
  plan: StandingPlan & { kind: 'skip' },
) {
  const run = await insertRun(tx, {
    standingOrderId: standing.id,
    cycleKey: cycle.key,
    status: 'skipped',
    orderId: null,
    chargeAt: null,
    notes: [],
    skipReason: plan.reason,
  });
  if (!run) throw new Error(`Standing order ${standing.id} has a run in ${cycle.key} already`);
  if (plan.usesSkip) await updateStandingOrder(tx, standing.id, { skipNext: false });
  if (plan.reason === SKIPPED_ENDED)
    await updateStandingOrder(tx, standing.id, { status: 'cancelled', pausedBy: null });
  if (!TOLD_SKIPS.has(plan.reason)) return;
  await tellStanding(tx, standing, {
    kind: 'standing-skipped',
    dedupeKey: `standing-skipped:${run.id}`,
    orderId: null,
    url: await createStandingLink(tx, standing.id),
    write: (url) => ({
      mail: skippedMail(standing.customerName, plan.reason, url),
      text: skippedText(plan.reason, url),
    }),
  });
}

async function place(
  tx: Db,
  standing: StoredStandingOrder,
  cycle: StandingCycle,
  plan: StandingPlan & { kind: 'place' },
  priced: PricedOrder,
) {
  const phone = standing.channel === 'sms' ? textablePhone(standing.customerPhone) : null;
  const order = await insertEnteredOrder(
    tx,
    {
      userId: standing.userId,
      orderType: priced.orderType,
      customerName: standing.customerName,
      customerEmail: standing.email,
      customerPhone: standing.customerPhone,
      ...moneyOf(priced),
      discountCodeId: null,
      taxPlace: priced.taxPlace,
      notes: null,
      deliveryAddress: priced.delivery && {
        fullAddress: priced.delivery.fullAddress,
        zone: priced.delivery.zone,
        feeCents: priced.delivery.feeCents,
      },
      items: priced.items,
      fulfilmentWindow: plan.window,
      textPhone: phone && 'e164' in phone ? phone.e164 : null,
      taxCalculationId: priced.taxCalculationId,
    },
    { paymentMethod: 'link', enteredByEmail: null, overLimits: false, standingOrderId: standing.id },
  );
  await queueOrderGeocode(tx, order);
  const run = await insertRun(tx, {
    standingOrderId: standing.id,
    cycleKey: cycle.key,
    status: 'placed',
    orderId: order.id,
    chargeAt: cycle.closesAt,
    notes: plan.notes,
    skipReason: null,
  });
  if (!run) throw new Error(`Standing order ${standing.id} has a run in ${cycle.key} already`);
  const content = {
    customerName: standing.customerName,
    orderNumber: orderNumber(order.id),
    orderType: order.orderType,
    items: order.items,
    window: plan.window,
    totalCents: order.totalCents,
    chargeAt: cycle.closesAt,
    notes: plan.notes,
  };
  await tellStanding(tx, standing, {
    kind: 'standing-placed',
    dedupeKey: `standing-placed:${run.id}`,
    orderId: order.id,
    url: await createStandingLink(tx, standing.id),
    write: (url) => ({ mail: placedMail(content, url), text: placedText(content, url) }),
  });
}

/** A run's cycle again, from its key: its drop, or its week (closing when the run is charged). */
async function cycleOfRun(db: Db, run: StandingRun, horizonDays: number): Promise<StandingCycle | null> {
  const [kind, value = ''] = run.cycleKey.split(':');
  if (kind === 'drop') {
    const drop = await findPeriod(db, Number(value));
    return drop && dropCycle(drop, horizonDays);
  }
  return (
    run.chargeAt && { key: run.cycleKey, placeAt: run.createdAt, closesAt: run.chargeAt, days: weekDays(run.chargeAt) }
  );
}

/**
 * Her change of dishes or time applied to this cycle's order, still placed and not charged: planned
 * and priced again for the same cycle, its own places and pieces left out of the count, and the
 * order rewritten in place (same number) under the schedule's lock; or, when it no longer fits
 * anywhere, the order left as it was and the run saying why.
 */
export async function replanPlacedRun(standingOrderId: number, run: StandingRun, now = new Date()): Promise<void> {
  const db = database();
  const schedule = await getSchedule(db);
  const cycle = await cycleOfRun(db, run, schedule.horizonDays);
  if (!cycle || run.orderId === null) return;
  const orderId = run.orderId;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const standing = await findStandingOrder(db, standingOrderId);
    if (!standing) return;
    const template = { ...templateOf(standing), status: 'active' as const, skipNext: false, endsOn: null };
    const plan = await planFor(db, await getSchedule(db), template, cycle, now, orderId);
    const priced = plan.kind === 'place' ? await price(standing, plan) : null;
    const outcome = await withTransaction(async (tx) => {
      const locked = await lockSchedule(tx);
      await lockStandingOrder(tx, standingOrderId);
      const current = await lockRun(tx, run.id);
      if (current?.status !== 'placed') return 'gone';
      if (!samePlan(plan, await planFor(tx, locked, template, cycle, now, orderId))) return 'changed';
      if (plan.kind === 'skip' || !priced) {
        await updateRun(tx, run.id, { status: 'placed', notes: [...current.notes, changeNextTime(plan)] }, now);
        return 'made';
      }
      await rewriteOrder(tx, orderId, snapshotOf(plan, priced), null);
      await updateRun(tx, run.id, { status: 'placed', notes: plan.notes }, now);
      return 'made';
    });
    if (outcome !== 'changed') return;
  }
}

const changeNextTime = (plan: StandingPlan) =>
  `Your change applies from next time: ${plan.kind === 'skip' ? plan.reason : ''}`.trim();

const snapshotOf = (plan: StandingPlan & { kind: 'place' }, priced: PricedOrder): OrderSnapshot => ({
  items: priced.items,
  window: plan.window,
  notes: null,
  money: moneyOf(priced),
  taxCalculationId: priced.taxCalculationId,
});
