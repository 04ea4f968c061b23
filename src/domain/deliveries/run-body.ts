/*
 * What the delivery run's calls take (docs/behaviour/api.md#the-delivery-run), with the words each
 * field is refused in: a shop date, the stops' order as order ids, the owner's pace, a stop.
 */
import * as v from 'valibot';
import { kitchenDaySchema } from '../kitchen/kitchen-query';
import { NOT_AN_OBJECT, objectOf } from '../schemas/fields';

/** A day has tens of deliveries at most; far more ids than that is no day's run. */
export const MAX_RUN_STOPS = 500;

export const CHOOSE_STOPS = 'List the stops as order numbers, each once';
export const CHOOSE_STOP = 'Choose a stop of the run';
export const MPH_RANGE = 'Choose an average speed of 5 to 80 mph';
export const MINUTES_RANGE = 'Choose 0 to 60 minutes a stop';

/** The pace's limits, as the table's checks have them. */
export const PACE_LIMITS = { mph: { min: 5, max: 80 }, minutesPerStop: { min: 0, max: 60 } } as const;

const orderId = (message: string) => v.pipe(v.number(message), v.safeInteger(message), v.minValue(1, message));
const whole = (message: string, min: number, max: number) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));

/** A shop date in a body, as the GET's query has it. */
const date = kitchenDaySchema.entries.date;

/** PUT /api/admin/deliveries/order: the day's stops in the owner's order, every one of them once. */
export const runOrderBodySchema = objectOf(
  {
    date,
    orderIds: v.pipe(
      v.array(orderId(CHOOSE_STOPS), CHOOSE_STOPS),
      v.minLength(1, CHOOSE_STOPS),
      v.maxLength(MAX_RUN_STOPS, CHOOSE_STOPS),
      v.check((ids) => new Set(ids).size === ids.length, CHOOSE_STOPS),
    ),
  },
  NOT_AN_OBJECT,
);

/** PUT /api/admin/deliveries/pace: her average speed and the minutes each stop takes. */
export const paceBodySchema = objectOf(
  {
    mph: whole(MPH_RANGE, PACE_LIMITS.mph.min, PACE_LIMITS.mph.max),
    minutesPerStop: whole(MINUTES_RANGE, PACE_LIMITS.minutesPerStop.min, PACE_LIMITS.minutesPerStop.max),
  },
  NOT_AN_OBJECT,
);

export type PaceBody = v.InferOutput<typeof paceBodySchema>;
export type PaceField = keyof PaceBody;

/** POST /api/admin/deliveries/start: the day whose run starts. */
export const runDayBodySchema = objectOf({ date }, NOT_AN_OBJECT);

/** POST /api/admin/deliveries/delivered: the day and the stop (its order's id) delivered. */
export const deliveredBodySchema = objectOf({ date, orderId: orderId(CHOOSE_STOP) }, NOT_AN_OBJECT);
