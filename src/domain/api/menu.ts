import type { menuSchemas as S } from './schemas';
import { forAdmin, forAnyone } from './route';

/* The menu, the owner's menu editor, its photos and the delivery zones. */
export const list = /* @__PURE__ */ forAnyone<typeof S.list>('GET', '/api/products');
export const create = /* @__PURE__ */ forAdmin<typeof S.create>('POST', '/api/products');
export const update = /* @__PURE__ */ forAdmin<typeof S.update>('PATCH', '/api/products/:id');
export const uploadImage = /* @__PURE__ */ forAdmin<typeof S.uploadImage>('PUT', '/api/products/:id/image');
export const adminList = /* @__PURE__ */ forAdmin<typeof S.adminList>('GET', '/api/admin/products');
export const image = /* @__PURE__ */ forAnyone<typeof S.image>('GET', '/api/images/:key');
export const deliveryZones = /* @__PURE__ */ forAnyone<typeof S.deliveryZones>('GET', '/api/delivery-zones');
