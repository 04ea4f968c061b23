import type { notifySchemas as S } from './schemas';
import { forAdmin, forAnyone } from './route';

/*
 * The notify list and its announcements (issue 36). Joining, confirming and leaving are public
 * (confirming and leaving are proven by the mailed token); the list's counts, its export and
 * announcements are the owner's.
 */
export const subscribe = /* @__PURE__ */ forAnyone<typeof S.subscribe>('POST', '/api/subscribers');
export const confirm = /* @__PURE__ */ forAnyone<typeof S.confirm>('POST', '/api/subscribers/confirm');
export const unsubscribe = /* @__PURE__ */ forAnyone<typeof S.unsubscribe>('POST', '/api/subscribers/unsubscribe');
export const counts = /* @__PURE__ */ forAdmin<typeof S.counts>('GET', '/api/admin/subscribers');
export const exportCsv = /* @__PURE__ */ forAdmin<typeof S.exportCsv>('GET', '/api/admin/subscribers/export');
export const announcements = /* @__PURE__ */ forAdmin<typeof S.announcements>('GET', '/api/admin/announcements');
export const announce = /* @__PURE__ */ forAdmin<typeof S.announce>('POST', '/api/admin/announcements');
