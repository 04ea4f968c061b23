import { formatAmount as usd } from '@/components/orders/order-format';
import type { DiscountCode } from '@/stores/admin/codes/codes';

/*
 * A code's terms as the owner reads them on its card: '10% off', 'from $25.00 · Dec 1 – Dec 24 ·
 * max 3 uses', 'Used 2 times · $4.00 given away'.
 */

/** What the code takes off: '10% off' or '$5.00 off'. */
export const discountWords = (code: Pick<DiscountCode, 'percentOff' | 'amountOff'>): string =>
  code.percentOff !== null ? `${code.percentOff}% off` : `${usd(code.amountOff ?? '0')} off`;

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const DAY_AND_YEAR = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A shop date 'YYYY-MM-DD' as 'Dec 1', with its year when it is not `thisYear` ('Jan 5, 2027'). */
export function dayWords(date: string, thisYear: string): string {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  return (date.startsWith(thisYear) ? DAY : DAY_AND_YEAR).format(new Date(Date.UTC(y, m - 1, d)));
}

/** The days a code works, both included: 'Dec 1 – Dec 24', 'starts Dec 1', 'ends Dec 24'; null for any day. */
export function datesWords(code: Pick<DiscountCode, 'startsAt' | 'endsAt'>, thisYear: string): string | null {
  const { startsAt, endsAt } = code;
  if (startsAt !== null && endsAt !== null) return `${dayWords(startsAt, thisYear)} – ${dayWords(endsAt, thisYear)}`;
  if (startsAt !== null) return `starts ${dayWords(startsAt, thisYear)}`;
  return endsAt === null ? null : `ends ${dayWords(endsAt, thisYear)}`;
}

/** The code's conditions, each in a few words, in the form's order; empty for none. */
export function conditionWords(code: DiscountCode, thisYear: string): string[] {
  const dates = datesWords(code, thisYear);
  return [
    code.minSubtotal === null ? null : `from ${usd(code.minSubtotal)}`,
    dates,
    code.maxUses === null ? null : `max ${code.maxUses} ${code.maxUses === 1 ? 'use' : 'uses'}`,
    code.oncePerCustomer ? 'once per customer' : null,
    code.firstOrderOnly ? 'first order only' : null,
  ].filter((words): words is string => words !== null);
}

/** How much the code has been used: 'Not used yet', 'Used 2 times · $4.00 given away'. */
export function usageWords(code: Pick<DiscountCode, 'uses' | 'givenAway'>): string {
  if (code.uses === 0) return 'Not used yet';
  return `Used ${code.uses} ${code.uses === 1 ? 'time' : 'times'} · ${usd(code.givenAway)} given away`;
}
