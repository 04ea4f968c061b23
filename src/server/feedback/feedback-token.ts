import { createHmac, timingSafeEqual } from 'node:crypto';
import { serverConfig } from '../config';

/**
 * The proof that a guest bought an order, for rating it: an HMAC-SHA256 of the order's id under the
 * server's secret (256 bits, base64url). Only the buyer gets it, in POST /api/orders' answer (which
 * needs the paid payment), and the confirmation keeps it with the recent order for the popup.
 * Derived rather than stored, so every path that records the order (the browser, Stripe's webhook)
 * agrees on it and nothing secret is at rest; changing JWT_SECRET voids outstanding ones, which
 * only matters for 24 hours (the popup's lifetime).
 */
export function feedbackTokenFor(orderId: number): string {
  return createHmac('sha256', serverConfig().jwtSecret).update(`feedback-token:${orderId}`).digest('base64url');
}

/** Whether `token` is the order's, compared in constant time. */
export function isFeedbackTokenFor(orderId: number, token: string | null): boolean {
  if (!token) return false;
  const expected = Buffer.from(feedbackTokenFor(orderId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
