import type { ordersSchemas as S } from './schemas';
import { forAdmin, forAnyone, forUser, routeFor } from './route';

/* Orders: recorded, listed, changed, tracked, the kitchen's day and export, and the messages sent about them. */
export const list = /* @__PURE__ */ forAdmin<typeof S.list>('GET', '/api/orders');
export const record = /* @__PURE__ */ forAnyone<typeof S.record>('POST', '/api/orders');
export const history = /* @__PURE__ */ forUser<typeof S.history>('GET', '/api/orders/history');
export const stats = /* @__PURE__ */ forAdmin<typeof S.stats>('GET', '/api/orders/stats');
export const exportCsv = /* @__PURE__ */ forAdmin<typeof S.exportCsv>('GET', '/api/orders/export');
export const setStatus = /* @__PURE__ */ forAdmin<typeof S.setStatus>('PATCH', '/api/orders/:id/status');
export const track = /* @__PURE__ */ forAnyone<typeof S.track>('GET', '/api/orders/track');
export const kitchen = /* @__PURE__ */ forAdmin<typeof S.kitchen>('GET', '/api/admin/kitchen');
export const messages = /* @__PURE__ */ forAdmin<typeof S.messages>('GET', '/api/admin/messages');
/** Replies to the shop's texts, forwarded and signed by Twilio. */
export const inboundText = /* @__PURE__ */ routeFor('signature')<typeof S.inboundText>('POST', '/api/twilio/inbound');
/** Orders the owner enters by phone, text or at the door (issue 37), their quote, and a payment taken in person. */
export const enter = /* @__PURE__ */ forAdmin<typeof S.enter>('POST', '/api/admin/orders');
export const quoteEntered = /* @__PURE__ */ forAdmin<typeof S.quoteEntered>('POST', '/api/admin/orders/quote');
export const paidInPerson = /* @__PURE__ */ forAdmin<typeof S.paidInPerson>('POST', '/api/admin/orders/:id/paid');
export const change = /* @__PURE__ */ forAdmin<typeof S.change>('PATCH', '/api/admin/orders/:id');
