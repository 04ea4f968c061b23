import type { deliveriesSchemas as S } from './schemas';
import { forAdmin } from './route';

/*
 * The delivery run (issue 50): the owner's day of deliveries as stops in order, her order of them
 * kept, her pace, 'Start the run' (each customer told an estimated time) and 'Delivered' for a stop.
 */
export const run = /* @__PURE__ */ forAdmin<typeof S.run>('GET', '/api/admin/deliveries');

const STEP = '/api/admin/deliveries/:action';
export const saveOrder = /* @__PURE__ */ forAdmin<typeof S.saveOrder>('PUT', '/api/admin/deliveries/order', STEP);
export const savePace = /* @__PURE__ */ forAdmin<typeof S.savePace>('PUT', '/api/admin/deliveries/pace', STEP);
export const start = /* @__PURE__ */ forAdmin<typeof S.start>('POST', '/api/admin/deliveries/start', STEP);
export const delivered = /* @__PURE__ */ forAdmin<typeof S.delivered>('POST', '/api/admin/deliveries/delivered', STEP);
