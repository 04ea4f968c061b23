import { grainOf, type InsightsRange, previousRange } from '@/domain/insights/insights-range';
import { type InsightsView, toInsightsView } from '@/domain/insights/insights-view';
import { SHOP_TIME_ZONE, shopDayBounds } from '@/domain/fulfilment/schedule';
import { database } from '../db';
import { type InsightsSpan, insightsOf } from '../repositories/insights-repository';

/**
 * GET /api/admin/insights (issue 38): the range's figures against the range before, on the shop's
 * clock (a day from its midnight in Kansas City, the daylight-saving days 23 and 25 hours long).
 */
export async function insightsFor(range: InsightsRange): Promise<InsightsView> {
  return toInsightsView(range, await insightsOf(database(), spanOf(range)));
}

/** The range and the one before as shop days and as instants, and its periods. */
export function spanOf(range: InsightsRange): InsightsSpan {
  const previous = previousRange(range);
  return {
    previousFromDay: previous.from,
    fromDay: range.from,
    toDay: range.to,
    previousFrom: shopDayBounds(previous.from).from,
    from: shopDayBounds(range.from).from,
    to: shopDayBounds(range.to).to,
    grain: grainOf(range),
    timeZone: SHOP_TIME_ZONE,
  };
}
