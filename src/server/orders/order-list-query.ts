import { isOrderStatus, ORDER_STATUSES } from '@/domain/order-status';
import { badRequest } from '../http/http-error';
import type { OrderListFilter } from '../repositories/orders-repository';

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
 * GET /api/orders query: `status` (one of the six statuses), `limit` (1 or more, capped at 200) and
 * `offset` (0 or more). Without `limit` every order is answered (docs/behaviour/api.md#orders).
 */
export function parseOrderListQuery(params: URLSearchParams): OrderListFilter {
  const status = single(params, 'status');
  if (status !== null && !isOrderStatus(status)) {
    throw badRequest(`Unknown status "${status.slice(0, 50)}". Status must be one of: ${ORDER_STATUSES.join(', ')}`);
  }
  const limit = single(params, 'limit');
  const offset = single(params, 'offset');
  const offsetValue = offset === null ? 0 : wholeNumber(offset, 'offset', 0);
  if (offsetValue > MAX_OFFSET) throw badRequest(`offset must be at most ${MAX_OFFSET}`);
  return {
    status,
    limit: limit === null ? null : Math.min(wholeNumber(limit, 'limit', 1), MAX_PAGE_SIZE),
    offset: offsetValue,
  };
}
