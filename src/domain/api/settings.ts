import type { settingsSchemas as S } from './schemas';
import { forAdmin, forAnyone } from './route';

/* Whether orders are accepted, the order-ahead schedule with its windows, the owner's alert devices, and the kitchen its labels name. */
export const business = /* @__PURE__ */ forAnyone<typeof S.business>('GET', '/api/business-settings');
export const updateBusiness = /* @__PURE__ */ forAdmin<typeof S.updateBusiness>('PATCH', '/api/business-settings');
export const fulfilment = /* @__PURE__ */ forAdmin<typeof S.fulfilment>('GET', '/api/fulfilment-settings');
export const saveFulfilment = /* @__PURE__ */ forAdmin<typeof S.saveFulfilment>('PUT', '/api/fulfilment-settings');
export const windows = /* @__PURE__ */ forAnyone<typeof S.windows>('GET', '/api/fulfilment-windows');
export const upcomingWindows = /* @__PURE__ */ forAnyone<typeof S.upcomingWindows>(
  'GET',
  '/api/fulfilment-windows/upcoming',
);
export const pushSetup = /* @__PURE__ */ forAdmin<typeof S.pushSetup>('GET', '/api/admin/push-subscriptions');
export const subscribePush = /* @__PURE__ */ forAdmin<typeof S.subscribePush>('POST', '/api/admin/push-subscriptions');
export const unsubscribePush = /* @__PURE__ */ forAdmin<typeof S.unsubscribePush>(
  'DELETE',
  '/api/admin/push-subscriptions',
);
export const alerts = /* @__PURE__ */ forAdmin<typeof S.alerts>('GET', '/api/admin/alert-settings');
export const saveAlerts = /* @__PURE__ */ forAdmin<typeof S.saveAlerts>('PUT', '/api/admin/alert-settings');
export const kitchenProfile = /* @__PURE__ */ forAdmin<typeof S.kitchenProfile>('GET', '/api/admin/kitchen-profile');
export const saveKitchenProfile = /* @__PURE__ */ forAdmin<typeof S.saveKitchenProfile>(
  'PUT',
  '/api/admin/kitchen-profile',
);
