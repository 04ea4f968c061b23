import type { Config } from '@netlify/functions';
import { checkInsightsQuery } from '../../src/domain/insights/insights-range';
import * as v from 'valibot';
import {
  formatField,
  insightsCsv,
  insightsFileName,
  SECTION_INVALID,
  sectionField,
} from '../../src/domain/insights/insights-csv';
import { optionalParam, singleParam } from '../../src/domain/kitchen/kitchen-query';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { badRequest, HttpError } from '../../src/server/http/http-error';
import { csvFile, json } from '../../src/server/http/responses';
import { insightsFor } from '../../src/server/insights/insights-service';

/**
 * GET /api/admin/insights?from=YYYY-MM-DD&to=YYYY-MM-DD[&section=&format=csv] (administrator): the
 * business in figures for a range of shop dates (at most 400 days), against the range before, or
 * one section of it as a CSV (docs/behaviour/api.md#insights). 400 naming the field for a date that
 * is not one or a range that does not fit.
 */
export default endpoint(
  { GET: api.insights.overview },
  {
    GET: async (request) => {
      const params = new URL(request.url).searchParams;
      const checked = checkInsightsQuery({ from: singleParam(params, 'from'), to: singleParam(params, 'to') });
      if (!checked.ok) throw new HttpError(400, checked.message, {}, { fields: checked.fields });
      const download = v.safeParse(v.object({ section: sectionField, format: formatField }), {
        section: optionalParam(params, 'section'),
        format: optionalParam(params, 'format'),
      });
      if (!download.success) throw badRequest(download.issues[0].message);
      const view = await insightsFor(checked.value);
      const { section, format } = download.output;
      if (format === 'json') return json(view);
      // A CSV is of one section: the page's link for it is a plain GET, downloaded without any script.
      if (!section) throw badRequest(SECTION_INVALID);
      return csvFile(insightsFileName(view, section), insightsCsv(view, section));
    },
  },
);

export const config: Config = { path: '/api/admin/insights' };
