import type { Config } from '@netlify/functions';
import { checkInsightsQuery } from '../../src/domain/insights/insights-range';
import { singleParam } from '../../src/domain/kitchen/kitchen-query';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { HttpError } from '../../src/server/http/http-error';
import { json } from '../../src/server/http/responses';
import { insightsFor } from '../../src/server/insights/insights-service';

/**
 * GET /api/admin/insights?from=YYYY-MM-DD&to=YYYY-MM-DD (administrator): the business in figures
 * for a range of shop dates (at most 400 days), against the range before
 * (docs/behaviour/api.md#insights). 400 naming the field for a date that is not one or a range that
 * does not fit.
 */
export default endpoint(
  { GET: api.insights.overview },
  {
    GET: async (request) => {
      const params = new URL(request.url).searchParams;
      const checked = checkInsightsQuery({ from: singleParam(params, 'from'), to: singleParam(params, 'to') });
      if (!checked.ok) throw new HttpError(400, checked.message, {}, { fields: checked.fields });
      return json(await insightsFor(checked.value));
    },
  },
);

export const config: Config = { path: '/api/admin/insights' };
