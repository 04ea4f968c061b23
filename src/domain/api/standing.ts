import type { standingSchemas as S } from './schemas';
import { forAdmin, forAnyone, forUser } from './route';

/*
 * Standing orders (issue 49): a signed-in customer's own (list, save one with its card, change it,
 * change its card), the same through her messages' token link, and the owner's list, settings and
 * pause, resume or end.
 */
export const list = /* @__PURE__ */ forUser<typeof S.list>('GET', '/api/standing-orders');
export const create = /* @__PURE__ */ forUser<typeof S.create>('POST', '/api/standing-orders');
export const change = /* @__PURE__ */ forUser<typeof S.change>('PATCH', '/api/standing-orders/:id');

const STEP = '/api/standing-orders/:id/:action';
/** A new card: answers the gateway's setup for the card form. */
export const newCard = /* @__PURE__ */ forUser<typeof S.newCard>('POST', '/api/standing-orders/:id/card', STEP);
/** The card form saved the card: the server asks the gateway and keeps it. */
export const cardSaved = /* @__PURE__ */ forUser<typeof S.cardSaved>(
  'POST',
  '/api/standing-orders/:id/card-saved',
  STEP,
);

/* The token link in her messages: the same, with the token as the proof instead of her session. */
const LINK = '/api/standing-order-links/:action';
export const linkOpen = /* @__PURE__ */ forAnyone<typeof S.linkOpen>('POST', '/api/standing-order-links/open', LINK);
export const linkChange = /* @__PURE__ */ forAnyone<typeof S.linkChange>(
  'POST',
  '/api/standing-order-links/change',
  LINK,
);
export const linkCard = /* @__PURE__ */ forAnyone<typeof S.linkCard>('POST', '/api/standing-order-links/card', LINK);
export const linkCardSaved = /* @__PURE__ */ forAnyone<typeof S.linkCardSaved>(
  'POST',
  '/api/standing-order-links/card-saved',
  LINK,
);

export const adminList = /* @__PURE__ */ forAdmin<typeof S.adminList>('GET', '/api/admin/standing-orders');
export const adminSettings = /* @__PURE__ */ forAdmin<typeof S.adminSettings>(
  'PUT',
  '/api/admin/standing-orders/settings',
);
/** 'pause', 'resume' or 'end', with a message to the customer. */
export const adminAction = /* @__PURE__ */ forAdmin<typeof S.adminAction>(
  'POST',
  '/api/admin/standing-orders/:id/:action',
);
