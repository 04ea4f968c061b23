import type { feedbackSchemas as S } from './schemas';
import { forAdmin, forAnyone } from './route';

/* Ratings and their figures. */
export const list = /* @__PURE__ */ forAnyone<typeof S.list>('GET', '/api/feedback');
export const submit = /* @__PURE__ */ forAnyone<typeof S.submit>('POST', '/api/feedback');
export const stats = /* @__PURE__ */ forAnyone<typeof S.stats>('GET', '/api/feedback/stats');
/* The owner hides a review from the home page or shows it again (under /api/admin, so no path of
   the public ones above could be taken for an id). */
export const setHidden = /* @__PURE__ */ forAdmin<typeof S.setHidden>('PATCH', '/api/admin/feedback/:id');
