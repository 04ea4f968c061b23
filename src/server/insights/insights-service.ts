import { grainOf, type InsightsRange, previousRange } from '@/domain/insights/insights-range';
import { type InsightsView, toInsightsView } from '@/domain/insights/insights-view';
import { SHOP_TIME_ZONE, shopDayBounds } from '@/domain/fulfilment/schedule';
import { database } from '../db';
import { insightsOf } from '../repositories/insights-repository';

/**
 * GET /api/admin/insights (issue 38): the range's figures against the range before, on the shop's
 * clock (a day from its midnight in Kansas City, the daylight-saving days 23 and 25 hours long).
 */
export async function insightsFor(range: InsightsRange): Promise<InsightsView> {
  const previous = previousRange(range);
  const data = await insightsOf(database(), {
    previousFrom: shopDayBounds(previous.from).from,
    from: shopDayBounds(range.from).from,
    to: shopDayBounds(range.to).to,
    grain: grainOf(range),
    timeZone: SHOP_TIME_ZONE,
  });
  return toInsightsView(range, data);
}
