import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { api } from '../../src/domain/api';
import { cateringTokenBodySchema, noticeCodeOf } from '../../src/domain/catering/catering-actions';
import { endpoint } from '../../src/server/api/endpoint';
import { acceptCateringQuote } from '../../src/server/catering/catering-acceptance';
import { payCateringBalance } from '../../src/server/catering/catering-balance';
import { cancelCateringByCustomer } from '../../src/server/catering/catering-cancellation';
import { badRequest, HttpError, notFound } from '../../src/server/http/http-error';
import { json } from '../../src/server/http/responses';
import { readPosted, seeOther } from '../../src/server/notify/posted-form';

/** The request's page again, with the notice of a refusal when there was one. */
const backToPage = (token: string, notice: string | null = null) =>
  seeOther(`/catering/request?${new URLSearchParams({ token, ...(notice ? { notice } : {}) })}`);

/** Each step: what it answers as JSON, and where its plain form goes next. */
const STEPS = {
  accept: async (token: string) => {
    const { payUrl } = await acceptCateringQuote(token);
    return { answer: { payUrl }, next: payUrl };
  },
  balance: async (token: string) => {
    const { payUrl } = await payCateringBalance(token);
    return { answer: { payUrl }, next: payUrl };
  },
  cancel: async (token: string) => {
    const answer = await cancelCateringByCustomer(token);
    return { answer, next: null };
  },
} as const;

/**
 * The customer's steps from her catering request's page (public, limited per address; the page's
 * token is the proof): POST /api/catering-requests/accept books the event's order and answers
 * where to pay the deposit `{payUrl}` (null when no deposit is asked); /balance answers where to
 * pay the balance; /cancel cancels by the accepted terms and answers what was refunded. 404 for a
 * token that opens no request, 409 for a step the request cannot take now. The page's plain forms
 * go on to the payment page, or back to the request's page with the refusal's notice.
 */
export default endpoint(
  { POST: [api.catering.accept, api.catering.payBalance, api.catering.cancel] },
  {
    POST: async (request, context) => {
      const action = context.params?.['action'];
      if (action !== 'accept' && action !== 'balance' && action !== 'cancel') throw notFound();
      const posted = await readPosted(request);
      const parsed = v.safeParse(cateringTokenBodySchema, posted.fields);
      if (posted.kind === 'json') {
        if (!parsed.success) throw badRequest(parsed.issues[0].message);
        return json((await STEPS[action](parsed.output.token)).answer);
      }
      if (!parsed.success) return backToPage('');
      const { token } = parsed.output;
      try {
        const { next } = await STEPS[action](token);
        return next ? seeOther(next) : backToPage(token);
      } catch (error) {
        if (!(error instanceof HttpError) || error.status >= 500) throw error;
        return backToPage(token, noticeCodeOf(error.message));
      }
    },
  },
  { limit: 'cateringStep', body: 'form' },
);

export const config: Config = { path: '/api/catering-requests/:action' };
