import type { feedbackSchemas as S } from './schemas';
import { forAnyone } from './route';

/* Ratings and their figures. */
export const list = /* @__PURE__ */ forAnyone<typeof S.list>('GET', '/api/feedback');
export const submit = /* @__PURE__ */ forAnyone<typeof S.submit>('POST', '/api/feedback');
export const stats = /* @__PURE__ */ forAnyone<typeof S.stats>('GET', '/api/feedback/stats');
