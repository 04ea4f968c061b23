import type { cateringSchemas as S } from './schemas';
import { forAnyone } from './route';

/* Catering (issue 48): the customer's request from /catering, as JSON or the page's plain form. */
export const request = /* @__PURE__ */ forAnyone<typeof S.request>('POST', '/api/catering-requests');
