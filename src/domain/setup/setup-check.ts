/*
 * The owner's setup check (/admin/setup, GET /api/admin/setup): what a live shop needs, each as a
 * check with a stable id, whether it passes, and one sentence on what was found and what to do.
 * The server gathers the facts (src/server/setup/); they say whether a secret is set, and which kind
 * of key it is, never its value, so no wording here can ever show one.
 */
import type { KitchenProfile } from '../schemas/kitchen-profile';

export const SETUP_CHECK_IDS = [
  'site-url',
  'administrator',
  'payments',
  'webhook',
  'mail',
  'texts',
  'push',
  'tax',
  'kitchen',
  'outbox',
] as const;
export type SetupCheckId = (typeof SETUP_CHECK_IDS)[number];

export interface SetupCheck {
  id: SetupCheckId;
  ok: boolean;
  detail: string;
}

/** Which kind of Stripe secret key is set (the key itself stays on the server). */
export type StripeKeyMode = 'live' | 'test' | 'unknown';

/** What the checks are decided from. */
export interface SetupFacts {
  /** PUBLIC_SITE_URL, without a trailing slash. */
  siteUrl: string;
  /** ADMIN_EMAIL, and its account if it has one. */
  administrator: { email: string; account: { proven: boolean; twoFactor: boolean } | null };
  payments: {
    /** The mode of STRIPE_SECRET_KEY; null when it is not set. */
    stripe: StripeKeyMode | null;
    /** Whether the built-in test gateway may take payments (no Stripe, and development or TEST_GATEWAY_ENABLED). */
    testGateway: boolean;
    webhookSecret: boolean;
  };
  smtp: boolean;
  twilio: boolean;
  vapid: boolean;
  tax: { collects: boolean; stripeTax: boolean; places: number; unconfirmed: readonly string[] };
  kitchen: Pick<KitchenProfile, 'kitchenName' | 'kitchenAddress' | 'kitchenLicence'>;
  outbox: OutboxCounts;
}

/** The outbox's messages (every channel but the CDN's purges). */
export interface OutboxCounts {
  /** Neither sent nor given up, including those held back until later. */
  waiting: number;
  /** Waiting although due for longer than OVERDUE_MINUTES: nothing is sending them. */
  overdue: number;
  givenUp: number;
}

/** A message due this long and still unsent is stuck: the scheduled sender runs every minute. */
export const OVERDUE_MINUTES = 10;
