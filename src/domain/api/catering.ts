import type { cateringSchemas as S } from './schemas';
import { forAdmin, forAnyone } from './route';

/* Catering (issue 48): the customer's request from /catering, as JSON or the page's plain form; the owner's list. */
export const request = /* @__PURE__ */ forAnyone<typeof S.request>('POST', '/api/catering-requests');
export const list = /* @__PURE__ */ forAdmin<typeof S.list>('GET', '/api/admin/catering');
