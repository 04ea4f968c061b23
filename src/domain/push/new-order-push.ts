/*
 * The owner's push notification for a new paid order (issue 25): 'New order KBT-12', with the
 * window and the total; tapping it opens the order in /admin. The service worker (public/sw.js)
 * shows it as the shop sends it.
 */
export interface PushPayload {
  title: string;
  body: string;
  /** Where tapping the notification goes (same site). */
  url: string;
  /** One notification per order: a repeat replaces it rather than piling up. */
  tag: string;
}

export const newOrderPush = (orderNumber: string, when: string, total: string, orderId: number): PushPayload => ({
  title: `New order ${orderNumber}`,
  body: `${when} · ${total}`,
  url: `/admin#order-${orderId}`,
  tag: `order-${orderId}`,
});
