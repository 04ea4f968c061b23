import type { settingsSchemas as S } from './schemas';
import { forAdmin, forAnyone } from './route';

/* Whether orders are accepted, and the order-ahead schedule with its windows. */
export const business = /* @__PURE__ */ forAnyone<typeof S.business>('GET', '/api/business-settings');
export const updateBusiness = /* @__PURE__ */ forAdmin<typeof S.updateBusiness>('PATCH', '/api/business-settings');
export const fulfilment = /* @__PURE__ */ forAdmin<typeof S.fulfilment>('GET', '/api/fulfilment-settings');
export const saveFulfilment = /* @__PURE__ */ forAdmin<typeof S.saveFulfilment>('PUT', '/api/fulfilment-settings');
export const windows = /* @__PURE__ */ forAnyone<typeof S.windows>('GET', '/api/fulfilment-windows');
export const upcomingWindows = /* @__PURE__ */ forAnyone<typeof S.upcomingWindows>(
  'GET',
  '/api/fulfilment-windows/upcoming',
);
