/*
 * The queries of GET /api/fulfilment-windows and /api/fulfilment-windows/upcoming, part of the
 * contract's schemas (src/domain/api/schemas.ts, which re-exports them). A module of their own so
 * that those two functions load these two schemas, not every endpoint's with their packages.
 */
import * as v from 'valibot';
import { ORDER_TYPES } from '../order-type';
import { isShopDate } from './schedule';

const orderTypeQuery = v.picklist(ORDER_TYPES, 'Choose pickup or delivery');

/** A pickup spot's id (issue 50); none is the kitchen. */
const spotQuery = v.optional(
  v.pipe(v.string(), v.regex(/^[1-9]\d{0,11}$/, 'Choose a pickup spot'), v.transform(Number)),
);

/** GET /api/fulfilment-windows's query. */
export const windowsQuerySchema = v.object({
  type: orderTypeQuery,
  date: v.pipe(v.string('Choose a date as YYYY-MM-DD'), v.check(isShopDate, 'Choose a date as YYYY-MM-DD')),
  spot: spotQuery,
});

/** GET /api/fulfilment-windows/upcoming's query. */
export const upcomingWindowsQuerySchema = v.object({ type: orderTypeQuery, spot: spotQuery });
