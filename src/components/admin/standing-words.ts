import { shopDate } from '@/domain/fulfilment/schedule';
import { dayLabel, shopTime } from '@/domain/fulfilment/window-label';
import { formatUsd } from '@/domain/money';
import { apiDecimalToCents } from '@/domain/order/api-money';
import type { OwnersStandingOrder } from '@/stores/admin/standing/standing-orders';

/*
 * How the owner's standing orders read on /admin/standing and in the dashboard's panel of the
 * charges that failed (issue 49).
 */

/** Whether this drop's (or week's) order could not be charged and waits for her to pay by its link. */
export const isFailing = (order: OwnersStandingOrder): boolean =>
  order.status !== 'cancelled' && order.upcoming?.status === 'failed';

/** 'Thu, Dec 10, 7:00 PM' on the shop's clock, from an ISO instant. */
export const momentWords = (instant: string): string => {
  const at = new Date(instant);
  return `${dayLabel(shopDate(at))}, ${shopTime(at)}`;
};

/** '$38.00' from the API's decimal string. */
export const totalWords = (total: string): string => formatUsd(apiDecimalToCents(total));
