import type { cateringSchemas as S } from './schemas';
import { forAdmin, forAnyone } from './route';

/* Catering (issue 48): the customer's request from /catering, as JSON or the page's plain form; the owner's list. */
export const request = /* @__PURE__ */ forAnyone<typeof S.request>('POST', '/api/catering-requests');
export const list = /* @__PURE__ */ forAdmin<typeof S.list>('GET', '/api/admin/catering');

/* The customer's steps from her request's page, each with its page's token (issue 48). */
const STEP = '/api/catering-requests/:action';
export const accept = /* @__PURE__ */ forAnyone<typeof S.accept>('POST', '/api/catering-requests/accept', STEP);
export const payBalance = /* @__PURE__ */ forAnyone<typeof S.payBalance>(
  'POST',
  '/api/catering-requests/balance',
  STEP,
);
export const cancel = /* @__PURE__ */ forAnyone<typeof S.cancel>('POST', '/api/catering-requests/cancel', STEP);
