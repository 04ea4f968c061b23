import type { Config } from '@netlify/functions';
import { checkReconciliationQuery } from '../../src/domain/reconciliation/reconciliation';
import { singleParam } from '../../src/domain/kitchen/kitchen-query';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { HttpError } from '../../src/server/http/http-error';
import { json } from '../../src/server/http/responses';
import { reconciliation } from '../../src/server/reconciliation/reconciliation-service';

/**
 * GET /api/admin/reconciliation?from=YYYY-MM-DD&to=YYYY-MM-DD (administrator): the orders whose
 * money moved in a range of shop dates (at most 31 days) and whose recorded money differs from what
 * the gateway holds (docs/behaviour/api.md#reconciliation). 400 naming the field for a date that is
 * not one or a range that does not fit.
 */
export default endpoint(
  { GET: api.payments.reconciliation },
  {
    GET: async (request) => {
      const params = new URL(request.url).searchParams;
      const checked = checkReconciliationQuery({ from: singleParam(params, 'from'), to: singleParam(params, 'to') });
      if (!checked.ok) throw new HttpError(400, checked.message, {}, { fields: checked.fields });
      return json(await reconciliation(checked.value));
    },
  },
);

export const config: Config = { path: '/api/admin/reconciliation' };
