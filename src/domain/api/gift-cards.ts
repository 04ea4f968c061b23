import type { giftCardsSchemas as S } from './schemas';
import { forAdmin, forAnyone } from './route';

/* Gift cards and store credit (issue 47): the balance page's check and the owner's /admin/gift-cards. */
export const balance = /* @__PURE__ */ forAnyone<typeof S.balance>('POST', '/api/gift-cards/balance');
export const list = /* @__PURE__ */ forAdmin<typeof S.list>('GET', '/api/admin/gift-cards');
export const issueCredit = /* @__PURE__ */ forAdmin<typeof S.issueCredit>('POST', '/api/admin/gift-cards');
export const update = /* @__PURE__ */ forAdmin<typeof S.update>('PATCH', '/api/admin/gift-cards/:id');
/** Buying a card: its payment started, then its payment reported by the buyer's page. */
export const purchase = /* @__PURE__ */ forAnyone<typeof S.purchase>('POST', '/api/gift-cards/purchase');
export const purchasePaid = /* @__PURE__ */ forAnyone<typeof S.purchasePaid>('POST', '/api/gift-cards/purchase/paid');
/** The buyer's resend of a card to its recipient, with a new code; the link in the buyer's e-mail is the proof. */
export const resend = /* @__PURE__ */ forAnyone<typeof S.resend>('POST', '/api/gift-cards/resend');
/** The amounts the buying page offers, set by the owner. */
export const presets = /* @__PURE__ */ forAdmin<typeof S.presets>('GET', '/api/admin/gift-card-presets');
export const savePresets = /* @__PURE__ */ forAdmin<typeof S.savePresets>('PUT', '/api/admin/gift-card-presets');
