import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { api } from '../../src/domain/api';
import { REQUEST_NOT_FOUND } from '../../src/domain/catering/catering-quote-steps';
import { checkCateringTermsBody } from '../../src/domain/catering/catering-terms-body';
import { endpoint } from '../../src/server/api/endpoint';
import { cateringRequestDetail } from '../../src/server/catering/catering-admin-detail';
import { cateringTerms, saveOwnersCateringTerms } from '../../src/server/catering/catering-terms-service';
import { notFound, refuseFields } from '../../src/server/http/http-error';
import { parsePathId } from '../../src/server/http/path-id';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';

/** The path's word for the owner's defaults, in the place of a request's id. */
const TERMS = 'terms';

/**
 * (administrator)
 * - GET /api/admin/catering/{id}: the request, every version of its quote, its states with their
 *   times, the owner's message if declined, the day's limits its newest quote passes, and the defaults;
 * - GET /api/admin/catering/terms: the owner's defaults for a new quote {depositPercent, fullRefundDays, terms};
 * - PUT /api/admin/catering/terms: saves them whole; 400 naming each field at fault.
 */
export default endpoint(
  { GET: [api.catering.detail, api.catering.terms], PUT: api.catering.saveTerms },
  {
    GET: async (_request, context) => {
      const id = context.params?.['id'];
      if (id === TERMS) return json(await cateringTerms());
      return json(await cateringRequestDetail(parsePathId(id, REQUEST_NOT_FOUND)));
    },
    PUT: async (request, context) => {
      if (context.params?.['id'] !== TERMS) throw notFound();
      const checked = checkCateringTermsBody(await readJson(request, v.unknown()));
      if (!checked.ok) refuseFields(checked.fields, checked.message);
      return json(await saveOwnersCateringTerms(checked.value));
    },
  },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/admin/catering/:id' };
