import { isOrderStatus, ORDER_STATUSES } from '@/domain/order-status';
import { badRequest } from '../http/http-error';
import type { OrderListFilter, OrderPage } from '../repositories/orders-repository';

/** The most orders one page may hold; a larger `limit` is capped to it. */
export const MAX_PAGE_SIZE = 200;
/** Far beyond any real offset, small enough that Postgres's bigint and JavaScript agree on it. */
const MAX_OFFSET = 1_000_000_000;

/** The single value of a query parameter; '' counts as absent, a repeated parameter is refused. */
function single(params: URLSearchParams, name: string): string | null {
  const values = params.getAll(name);
  if (values.length > 1) throw badRequest(`Give ${name} at most once`);
  const value = values[0]?.trim() ?? '';
  return value === '' ? null : value;
}

function wholeNumber(value: string, name: string, min: number): number {
  const number = /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
  if (!(number >= min)) throw badRequest(`${name} must be a whole number of at least ${min}`);
  return number;
}

/**
 * A page of a list of orders (GET /api/orders, GET /api/orders/history): `limit` (1 or more, capped
 * at 200), `offset` (0 or more) and `after` (an order's id, the cursor: the page starts after that
 * order; docs/behaviour/api.md#orders). Without `limit` every order from the cursor on is answered.
 */
export function parseOrderPageQuery(params: URLSearchParams): OrderPage {
  const limit = single(params, 'limit');
  const offset = single(params, 'offset');
  const after = single(params, 'after');
  const offsetValue = offset === null ? 0 : wholeNumber(offset, 'offset', 0);
  if (offsetValue > MAX_OFFSET) throw badRequest(`offset must be at most ${MAX_OFFSET}`);
  return {
    limit: limit === null ? null : Math.min(wholeNumber(limit, 'limit', 1), MAX_PAGE_SIZE),
    offset: offsetValue,
    after: after === null ? null : wholeNumber(after, 'after', 1),
  };
}

/** GET /api/orders query: `status` (one of the six statuses) and the page (parseOrderPageQuery). */
export function parseOrderListQuery(params: URLSearchParams): OrderListFilter {
  const status = single(params, 'status');
  if (status !== null && !isOrderStatus(status)) {
    throw badRequest(`Unknown status "${status.slice(0, 50)}". Status must be one of: ${ORDER_STATUSES.join(', ')}`);
  }
  return { status, ...parseOrderPageQuery(params) };
}
