/*
 * What the standing orders' endpoints answer (issue 49), as valibot schemas of the JSON on the wire
 * (money as 2-decimal strings, times as ISO strings): the customer's view of one, and the owner's.
 */
import * as v from 'valibot';
import { ORDER_TYPES } from '../order-type';
import { money, startedPaymentAnswer } from './answers';

const whole = v.pipe(v.number(), v.safeInteger());
const instant = v.string();

export const STANDING_STATUSES = ['setting-up', 'active', 'paused', 'cancelled'] as const;
/** Where this drop's (or week's) order of a standing order stands. */
export const STANDING_RUN_STATUSES = ['placed', 'skipped', 'charging', 'paid', 'failed', 'cancelled'] as const;

const standingItem = v.object({
  productId: whole,
  name: v.string(),
  quantity: whole,
  /** False: the dish is not on the menu now; kept, left out of each order until it is back. */
  available: v.boolean(),
});

const savedCard = v.object({ brand: v.string(), last4: v.string(), expMonth: whole, expYear: whole });

/** This drop's (or week's) order, while it can still be changed, charged or paid. */
const upcomingRun = v.object({
  orderNumber: v.string(),
  status: v.picklist(STANDING_RUN_STATUSES),
  window: v.object({ start: instant, end: instant }),
  windowLabel: v.string(),
  total: money,
  /** When the saved card is charged (the drop's close); she may change or skip it until then. */
  chargeAt: instant,
  /** A failed charge: the reason in words, and until when its link holds the order. */
  failure: v.nullable(v.object({ reason: v.string(), payBy: instant })),
  /** What the placement changed, in words ('Only 10 of 20 Chapati were left.'). */
  notes: v.array(v.string()),
});

/** One line of its history: placed, skipped (with the reason), paid, failed, cancelled. */
const historyLine = v.object({ at: instant, status: v.picklist(STANDING_RUN_STATUSES), text: v.string() });

export const standingOrderAnswer = v.object({
  id: whole,
  status: v.picklist(STANDING_STATUSES),
  pausedBy: v.nullable(v.picklist(['customer', 'owner'])),
  ownerMessage: v.nullable(v.string()),
  items: v.array(standingItem),
  orderType: v.picklist(ORDER_TYPES),
  address: v.nullable(v.string()),
  window: v.object({ weekday: whole, time: v.string(), label: v.string() }),
  /** 'Every drop' while the shop runs on drops, else 'Every week'. */
  frequency: v.string(),
  endsOn: v.nullable(v.string()),
  skipNext: v.boolean(),
  name: v.string(),
  phone: v.string(),
  channel: v.picklist(['email', 'sms']),
  card: v.nullable(savedCard),
  agreement: v.object({ text: v.string(), agreedAt: instant }),
  upcoming: v.nullable(upcomingRun),
  history: v.array(historyLine),
});

export const standingOrdersAnswer = v.object({
  standingOrders: v.array(standingOrderAnswer),
  /** The words she agrees to when she saves one (kept with it as she saw them). */
  agreement: v.string(),
  frequency: v.string(),
});

/** A saved standing order and the gateway's setup for its card form. */
export const savedStandingOrderAnswer = v.object({ standingOrder: standingOrderAnswer, setup: startedPaymentAnswer });

export const standingSetupAnswer = v.object({ setup: startedPaymentAnswer });

/** The owner's row: the customer, what and when, the card's last four, and a failing charge. */
export const adminStandingOrderAnswer = v.object({
  id: whole,
  customerName: v.string(),
  email: v.string(),
  phone: v.string(),
  status: v.picklist(STANDING_STATUSES),
  pausedBy: v.nullable(v.picklist(['customer', 'owner'])),
  ownerMessage: v.nullable(v.string()),
  items: v.array(standingItem),
  orderType: v.picklist(ORDER_TYPES),
  address: v.nullable(v.string()),
  windowLabel: v.string(),
  endsOn: v.nullable(v.string()),
  skipNext: v.boolean(),
  card: v.nullable(savedCard),
  createdAt: instant,
  upcoming: v.nullable(upcomingRun),
});

export const standingSettingsAnswer = v.object({ placeWeekday: whole, placeTime: v.string(), payHours: whole });

export const adminStandingOrdersAnswer = v.object({
  mode: v.picklist(['drops', 'always']),
  settings: standingSettingsAnswer,
  /** The next placement: when, and the pieces it will take per dish and day (each active one at its usual time). */
  next: v.nullable(
    v.object({
      label: v.string(),
      placeAt: instant,
      pieces: v.array(
        v.object({ date: v.string(), dayLabel: v.string(), productId: whole, name: v.string(), pieces: whole }),
      ),
    }),
  ),
  standingOrders: v.array(adminStandingOrderAnswer),
});
