import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { optionalParam, singleParam } from '../../src/domain/kitchen/kitchen-query';
import { taxReportCsv, taxReportQuerySchema, taxReportView } from '../../src/domain/order-money/tax-report';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { badRequest } from '../../src/server/http/http-error';
import { csvFile, json } from '../../src/server/http/responses';
import { taxReport } from '../../src/server/tax/tax-report-service';

/**
 * GET /api/admin/tax-report?month=YYYY-MM[&format=csv] (administrator): the month's sales tax by
 * place, category and rate, and its totals, to file from (docs/behaviour/api.md#sales-tax-report).
 * A plain GET, so the page's link downloads the CSV without any script.
 */
export default endpoint(
  { GET: api.tax.report },
  {
    GET: async (request) => {
      const params = new URL(request.url).searchParams;
      const query = v.safeParse(taxReportQuerySchema, {
        month: singleParam(params, 'month'),
        format: optionalParam(params, 'format'),
      });
      if (!query.success) throw badRequest(query.issues[0].message);
      const report = await taxReport(query.output.month);
      if (query.output.format === 'json') return json(taxReportView(report));
      return csvFile(`sales-tax-${report.month}.csv`, taxReportCsv(report));
    },
  },
);

export const config: Config = { path: '/api/admin/tax-report' };
