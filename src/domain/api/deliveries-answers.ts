/*
 * What the delivery run's calls answer (issue 50), as valibot schemas of the JSON on the wire
 * (times as ISO instants, miles to one decimal): the day's run as the page shows and prints it.
 */
import * as v from 'valibot';
import { ORDER_STATUSES } from '../order-status';

const whole = v.pipe(v.number(), v.safeInteger());
const instant = v.string();
const channel = v.picklist(['sms', 'email']);

export const paceAnswer = v.object({ mph: whole, minutesPerStop: whole });

const stopAnswer = v.object({
  orderId: whole,
  orderNumber: v.string(),
  status: v.picklist(ORDER_STATUSES),
  customerName: v.string(),
  phone: v.string(),
  address: v.string(),
  /** Opens the address in the phone's maps app (Google's cross-platform Maps URL). */
  mapsUrl: v.string(),
  notes: v.nullable(v.string()),
  /** Each line: the dish, its pieces and the packs they fill. */
  packs: v.array(v.object({ name: v.string(), quantity: whole, packs: whole })),
  window: v.nullable(v.object({ start: instant, end: instant })),
  /** Road miles from the stop before (the kitchen for the first). */
  miles: v.number(),
  eta: instant,
  /** Reached after its window's end. */
  late: v.boolean(),
  /** Placed at its ZIP's centre (or not placed at all), not at its very address. */
  approximate: v.boolean(),
  /** How 'Start the run' tells its customer: a text, an e-mail, or null when neither can be sent. */
  tellBy: v.nullable(channel),
  /** The estimated time its customer was sent, when and how; null until told. */
  told: v.nullable(v.object({ eta: instant, at: instant, by: channel })),
});

export const deliveryRunAnswer = v.object({
  date: v.string(),
  pace: paceAnswer,
  /** Where the run leaves from and comes back to. */
  kitchen: v.object({ name: v.string(), address: v.string() }),
  /** True when the order is the owner's (kept), false when it is the route's. */
  ordered: v.boolean(),
  startedAt: v.nullable(instant),
  /** When the estimated times count from: the start, or now while the run has not started. */
  leaves: instant,
  stops: v.array(stopAnswer),
  totals: v.object({ stops: whole, miles: v.number(), backAt: instant, late: whole, approximate: whole }),
});

export const startedRunAnswer = v.object({
  run: deliveryRunAnswer,
  /** The customers told by this start (those told before are not told again). */
  told: whole,
});
