import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { api } from '../../src/domain/api';
import { checkQuoteBody } from '../../src/domain/catering/catering-quote-body';
import {
  checkDeclineBody,
  checkSendQuoteBody,
  REQUEST_NOT_FOUND,
} from '../../src/domain/catering/catering-quote-steps';
import type { Checked } from '../../src/domain/schemas/checked-fields';
import { endpoint } from '../../src/server/api/endpoint';
import { declineCateringRequest } from '../../src/server/catering/catering-decline-service';
import { cateringRequestDetail } from '../../src/server/catering/catering-admin-detail';
import { cancelCateringByOwner } from '../../src/server/catering/catering-cancellation';
import { checkOwnerCancelBody } from '../../src/domain/catering/catering-actions';
import { saveCateringQuote, sendCateringQuote } from '../../src/server/catering/catering-quote-service';
import { notFound, refuseFields } from '../../src/server/http/http-error';
import { parsePathId } from '../../src/server/http/path-id';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';

/** The body, checked by `check`: 400 naming each field at fault. */
async function bodyOf<T>(request: Request, check: (input: unknown) => Checked<T, string>): Promise<T> {
  const checked = check(await readJson(request, v.unknown()));
  if (!checked.ok) refuseFields(checked.fields, checked.message);
  return checked.value;
}

/**
 * The owner's steps with a catering request (administrator):
 * - PUT /api/admin/catering/{id}/quote: saves the quote's draft; answers it priced, with `limitWarnings`;
 * - POST /api/admin/catering/{id}/send {overrideLimits?}: sends the newest unsent version to the
 *   customer; 409 with `limitWarnings` when it passes the day's limit and overrideLimits is not true;
 * - POST /api/admin/catering/{id}/decline {message}: declines it before acceptance, e-mailing the message;
 * - POST /api/admin/catering/{id}/cancel {refund?}: cancels the event, paying back what its terms
 *   give back or more (400 naming `refund` outside that, 409 once it is over); answers the request.
 */
export default endpoint(
  { PUT: api.catering.saveQuote, POST: [api.catering.send, api.catering.decline, api.catering.cancelEvent] },
  {
    PUT: async (request, context) => {
      if (context.params?.['action'] !== 'quote') throw notFound();
      const id = parsePathId(context.params['id'], REQUEST_NOT_FOUND);
      return json(await saveCateringQuote(id, await bodyOf(request, checkQuoteBody)));
    },
    POST: async (request, context, auth) => {
      const action = context.params?.['action'];
      if (action !== 'send' && action !== 'decline' && action !== 'cancel') throw notFound();
      const id = parsePathId(context.params?.['id'], REQUEST_NOT_FOUND);
      if (action === 'cancel') {
        const { refund } = await bodyOf(request, checkOwnerCancelBody);
        await cancelCateringByOwner(id, refund, { userId: auth.user.id, email: auth.user.email });
        return json(await cateringRequestDetail(id));
      }
      if (action === 'send') {
        const { overrideLimits } = await bodyOf(request, checkSendQuoteBody);
        return json(await sendCateringQuote(id, overrideLimits));
      }
      const { message } = await bodyOf(request, checkDeclineBody);
      return json(await declineCateringRequest(id, message));
    },
  },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/admin/catering/:id/:action' };
