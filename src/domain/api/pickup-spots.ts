import type { pickupSpotsSchemas as S } from './schemas';
import { forAdmin } from './route';

/* The owner's pickup spots (issue 50): every one, archived too; a new one; one saved whole; archive or restore. */
export const list = /* @__PURE__ */ forAdmin<typeof S.list>('GET', '/api/admin/pickup-spots');
export const create = /* @__PURE__ */ forAdmin<typeof S.create>('POST', '/api/admin/pickup-spots');
export const update = /* @__PURE__ */ forAdmin<typeof S.update>('PUT', '/api/admin/pickup-spots/:id');
/** 'archive' or 'restore'. */
export const act = /* @__PURE__ */ forAdmin<typeof S.act>('POST', '/api/admin/pickup-spots/:id/:action');
