import type { cateringSchemas as S } from './schemas';
import { forAdmin, forAnyone } from './route';

/*
 * Catering (issue 48): the customer's request from /catering, as JSON or the page's plain form; the
 * owner's list, one request with its quotes, her quote's draft, sending it, declining a request,
 * and her defaults for a new quote.
 */
export const request = /* @__PURE__ */ forAnyone<typeof S.request>('POST', '/api/catering-requests');
export const list = /* @__PURE__ */ forAdmin<typeof S.list>('GET', '/api/admin/catering');

/* The customer's steps from her request's page, each with its page's token. */
const CUSTOMER_STEP = '/api/catering-requests/:action';
export const accept = /* @__PURE__ */ forAnyone<typeof S.accept>(
  'POST',
  '/api/catering-requests/accept',
  CUSTOMER_STEP,
);
export const payBalance = /* @__PURE__ */ forAnyone<typeof S.payBalance>(
  'POST',
  '/api/catering-requests/balance',
  CUSTOMER_STEP,
);
export const cancel = /* @__PURE__ */ forAnyone<typeof S.cancel>(
  'POST',
  '/api/catering-requests/cancel',
  CUSTOMER_STEP,
);
const ONE = '/api/admin/catering/:id';
const STEP = '/api/admin/catering/:id/:action';

export const detail = /* @__PURE__ */ forAdmin<typeof S.detail>('GET', ONE);
// The defaults share the function of one request ('terms' in the id's place), so no two functions take one path.
export const terms = /* @__PURE__ */ forAdmin<typeof S.terms>('GET', '/api/admin/catering/terms', ONE);
export const saveTerms = /* @__PURE__ */ forAdmin<typeof S.saveTerms>('PUT', '/api/admin/catering/terms', ONE);
export const saveQuote = /* @__PURE__ */ forAdmin<typeof S.saveQuote>('PUT', '/api/admin/catering/:id/quote', STEP);
export const send = /* @__PURE__ */ forAdmin<typeof S.send>('POST', '/api/admin/catering/:id/send', STEP);
export const decline = /* @__PURE__ */ forAdmin<typeof S.decline>('POST', '/api/admin/catering/:id/decline', STEP);
export const cancelEvent = /* @__PURE__ */ forAdmin<typeof S.cancelEvent>(
  'POST',
  '/api/admin/catering/:id/cancel',
  STEP,
);
