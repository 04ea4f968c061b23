// The bare baseline's routes (baseline-process.mjs): each the one repository function an endpoint
// is built on, so the baseline sends the very SQL the product sends without a copy of it. Bundled
// with esbuild like the functions (harness.mjs), since the repositories are TypeScript with path
// aliases. Each route takes the pool (a `Db`) and the request's query string, and answers what
// the repository answers; the process sends it as JSON.
import { shopDayBounds } from '../../src/domain/fulfilment/schedule.ts';
import { shopMonthBounds } from '../../src/domain/order-money/tax-report.ts';
import { withDefaultUser } from '../../src/server/db/connection.ts';
import { spanOf } from '../../src/server/insights/insights-service.ts';
import { insightsOf } from '../../src/server/repositories/insights-repository.ts';
import {
  listOrders,
  listOrdersInWindows,
  listOrdersOfUser,
  orderStats,
} from '../../src/server/repositories/orders-repository.ts';
import { listMenuProducts } from '../../src/server/repositories/products-repository.ts';
import { taxReportRows, taxReportTotals } from '../../src/server/repositories/tax-report-repository.ts';
import { findSessionUser } from '../../src/server/repositories/users-repository.ts';
import { orderIdForTrackingToken } from '../../src/server/tracking/tracking-links.ts';

/** The connection string as the functions' pool gets it (src/server/db/connection.ts). */
export { withDefaultUser };

/** A page of a list as the query string gives it: ?limit=&offset=&after=, each optional. */
const pageOf = (query) => ({
  limit: query.has('limit') ? Number(query.get('limit')) : null,
  offset: Number(query.get('offset') ?? 0),
  after: query.has('after') ? Number(query.get('after')) : null,
});

/** By path: GET /listMenuProducts, /findSessionUser?session=&user=, /listOrders[?limit=&offset=&after=], ... */
export const routes = {
  listMenuProducts: (pool) => listMenuProducts(pool),
  // The floor of a step of ?times= statements (drop-rush.mjs): the menu query that many times, in turn.
  listMenuProductsInTurn: async (pool, query) => {
    let menu = [];
    for (let i = 0; i < Number(query.get('times') ?? 1); i += 1) menu = await listMenuProducts(pool);
    return menu;
  },
  findSessionUser: (pool, query) => findSessionUser(pool, query.get('session'), Number(query.get('user'))),
  listOrders: (pool, query) => listOrders(pool, { status: null, ...pageOf(query) }),
  listOrdersOfUser: (pool, query) => listOrdersOfUser(pool, Number(query.get('user')), pageOf(query)),
  // The kitchen's day and the CSV export: the orders of windows between two shop dates (bench:scale).
  listOrdersInWindows: (pool, query) =>
    listOrdersInWindows(pool, shopDayBounds(query.get('from')).from, shopDayBounds(query.get('to')).to),
  // The tax report's two statements, side by side as the service sends them.
  taxReport: (pool, query) => {
    const { from, to } = shopMonthBounds(query.get('month'));
    return Promise.all([taxReportRows(pool, from, to), taxReportTotals(pool, from, to)]);
  },
  orderStats: (pool) => orderStats(pool),
  // The lookup every tracking link starts with (a hash, then one primary-key lookup).
  orderIdForTrackingToken: (pool, query) => orderIdForTrackingToken(pool, query.get('token') ?? ''),
  // The insights' one statement, for the range the endpoint is asked (issue 38).
  insightsOf: (pool, query) => insightsOf(pool, spanOf({ from: query.get('from'), to: query.get('to') })),
};
