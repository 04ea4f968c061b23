import type { discountsSchemas as S } from './schemas';
import { forAdmin } from './route';

/* The owner's discount codes (/admin/codes): PATCH takes the whole code, as the form always sends it. */
export const list = /* @__PURE__ */ forAdmin<typeof S.list>('GET', '/api/admin/discount-codes');
export const create = /* @__PURE__ */ forAdmin<typeof S.create>('POST', '/api/admin/discount-codes');
export const update = /* @__PURE__ */ forAdmin<typeof S.update>('PATCH', '/api/admin/discount-codes/:id');
export const remove = /* @__PURE__ */ forAdmin<typeof S.remove>('DELETE', '/api/admin/discount-codes/:id');
