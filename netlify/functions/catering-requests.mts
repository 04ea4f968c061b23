import type { Config } from '@netlify/functions';
import { api } from '../../src/domain/api';
import { bodyOfForm, returnQuery } from '../../src/domain/catering/catering-form';
import { checkCateringRequest } from '../../src/domain/catering/catering-request';
import { endpoint } from '../../src/server/api/endpoint';
import { submitCateringRequest } from '../../src/server/catering/catering-request-service';
import { HttpError, refuseFields } from '../../src/server/http/http-error';
import { json } from '../../src/server/http/responses';
import { readPosted, seeOther } from '../../src/server/notify/posted-form';

/** The fields a refusal names, from its 400 (`fields`), or null for any other failure. */
const refusedFields = (error: unknown): Record<string, string> | null =>
  error instanceof HttpError && error.status === 400 && typeof error.fields['fields'] === 'object'
    ? (error.fields['fields'] as Record<string, string>)
    : null;

/**
 * POST /api/catering-requests (public, limited per address): a catering request. JSON answers 201
 * `{reference}`; a refused body is 400 with each field's problem in `fields` ('eventAt',
 * 'items.0.pieces'), nothing stored or sent. The /catering page's plain form (shop date and time
 * fields, a pieces field per dish) goes on to /catering?sent={reference}, or back to /catering
 * naming the fields at fault with what was chosen that is not personal.
 */
export default endpoint(
  { POST: api.catering.request },
  {
    POST: async (request) => {
      const posted = await readPosted(request);
      if (posted.kind === 'json') {
        const checked = checkCateringRequest(posted.fields);
        if (!checked.ok) refuseFields(checked.fields, checked.message);
        return json(await submitCateringRequest(checked.value), 201);
      }
      const checked = checkCateringRequest(bodyOfForm(posted.fields));
      if (!checked.ok) return seeOther(returnQuery(posted.fields, checked.fields));
      try {
        const { reference } = await submitCateringRequest(checked.value);
        return seeOther(`/catering?${new URLSearchParams({ sent: reference })}`);
      } catch (error) {
        const fields = refusedFields(error);
        if (!fields) throw error;
        return seeOther(returnQuery(posted.fields, fields));
      }
    },
  },
  { limit: 'cateringRequest', body: 'form' },
);

export const config: Config = { path: '/api/catering-requests' };
