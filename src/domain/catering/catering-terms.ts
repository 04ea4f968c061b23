/*
 * A catering event's cancellation terms and balance date (issue 48; docs/behaviour/rules.md#catering),
 * on the shop's clock: days before the event are calendar days in America/Chicago at the event's
 * own time of day, so a cut-off across a clock change is still "7 days before, at 6 PM".
 */
import { TZDate } from '@date-fns/tz';
import { subDays } from 'date-fns/subDays';
import { SHOP_TIME_ZONE } from '../fulfilment/schedule';
import type { Cents } from '../money';

/** The owner's default: the deposit back in full up to 7 days before the event, kept after that. */
export const DEFAULT_FULL_REFUND_DAYS = 7;
/** The balance falls due 2 days before the event unless the owner sets another date. */
export const DEFAULT_BALANCE_DUE_DAYS = 2;

/** The instant `days` shop calendar days before `instant`, at the same wall-clock time. */
export const shopDaysBefore = (instant: Date, days: number): Date =>
  new Date(subDays(new TZDate(instant.getTime(), SHOP_TIME_ZONE), days).getTime());

/**
 * What a cancellation pays back of the deposit by the accepted terms: all of it until the cut-off
 * (`fullRefundDays` before the event), nothing after. The owner may always pay back more.
 */
export function depositRefundCents(
  terms: { fullRefundDays: number },
  event: { at: Date; depositPaidCents: Cents },
  now: Date,
): { refundCents: Cents; cutOff: Date } {
  const cutOff = shopDaysBefore(event.at, terms.fullRefundDays);
  return { refundCents: now.getTime() <= cutOff.getTime() ? event.depositPaidCents : 0, cutOff };
}
