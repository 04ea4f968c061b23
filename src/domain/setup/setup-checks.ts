import { mailCheck, paymentsCheck, pushCheck, textsCheck, webhookCheck } from './provider-checks';
import type { SetupCheck, SetupFacts } from './setup-check';
import { kitchenCheck, outboxCheck, taxCheck } from './shop-checks';
import { administratorCheck, siteUrlCheck } from './site-checks';

/** Every check, in the order of SETUP_CHECK_IDS: the page lists them so. */
export const setupChecks = (facts: SetupFacts): SetupCheck[] => [
  siteUrlCheck(facts.siteUrl),
  administratorCheck(facts.administrator),
  paymentsCheck(facts.payments),
  webhookCheck(facts.payments, facts.siteUrl),
  mailCheck(facts.smtp),
  textsCheck(facts.twilio, facts.siteUrl),
  pushCheck(facts.vapid),
  taxCheck(facts.tax),
  kitchenCheck(facts.kitchen),
  outboxCheck(facts.outbox),
];
