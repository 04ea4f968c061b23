import type { dropsSchemas as S } from './schemas';
import { forAdmin } from './route';

/* The owner's ordering periods (issue 36); the mode itself is PATCH /api/business-settings {orderingMode}. */
export const list = /* @__PURE__ */ forAdmin<typeof S.list>('GET', '/api/admin/drops');
export const create = /* @__PURE__ */ forAdmin<typeof S.create>('POST', '/api/admin/drops');
export const update = /* @__PURE__ */ forAdmin<typeof S.update>('PATCH', '/api/admin/drops/:id');
export const remove = /* @__PURE__ */ forAdmin<typeof S.remove>('DELETE', '/api/admin/drops/:id');
