import { randomBytes } from 'node:crypto';
import {
  AUTHENTICATION_FAILED,
  cardDigits,
  cardEntryProblem,
  parseExpiry,
  savedTestCard,
  testCardBrand,
  type TestCardInput,
} from '@/domain/test-cards';
import { notFound } from '../http/http-error';
import {
  findTestSetupBySecret,
  type TestSavedCard,
  type TestSetupRecord,
  type TestSetupStatus,
  updateTestSetup,
} from '../repositories/test-setups-repository';
import { database } from '../db';

export const UNKNOWN_TEST_SETUP = 'This card could not be found. Please start again.';

/** Answers shaped like Stripe.js's confirmSetup result: a setup intent, or an error to show. */
export interface TestSetupResult {
  setupIntent: { id: string; status: TestSetupStatus };
  error?: { code: string; message: string };
  /** For cards that need authentication: where the browser goes next. */
  nextAction?: { redirectUrl: string };
}

/** A setup's client secret, as against a payment's: the authentication page and its endpoint take either. */
export const isSetupSecret = (clientSecret: string): boolean => clientSecret.startsWith('seti_');

const view = (setup: TestSetupRecord, extra: Omit<TestSetupResult, 'setupIntent'> = {}): TestSetupResult => ({
  setupIntent: { id: setup.id, status: setup.status },
  ...extra,
});

async function setupFor(clientSecret: string): Promise<TestSetupRecord> {
  const setup = await findTestSetupBySecret(database(), clientSecret);
  if (!setup) throw notFound(UNKNOWN_TEST_SETUP);
  return setup;
}

/** The setup behind a client secret, for the authentication page. */
export async function lookUpTestSetup(clientSecret: string): Promise<TestSetupResult> {
  return view(await setupFor(clientSecret));
}

/** The card as Stripe keeps it once saved: never its number. */
function savedCard(card: TestCardInput, chargeDecline: TestSavedCard['chargeDecline']): TestSavedCard {
  const expiry = parseExpiry(card.expiry);
  // cardEntryProblem has accepted it: the expiry is a month and a year.
  if (!expiry) throw new Error('A checked card has no expiry');
  return {
    paymentMethodId: `pm_test_${randomBytes(18).toString('base64url')}`,
    brand: testCardBrand(card.number),
    last4: cardDigits(card.number).slice(-4),
    expMonth: expiry.month,
    expYear: expiry.year,
    chargeDecline,
  };
}

/** Where the test bank's page sends the customer back to, with Stripe's return parameters for a setup. */
function returnAddress(setup: TestSetupRecord, redirectStatus: 'succeeded' | 'failed'): string {
  const address = new URL(setup.returnPath ?? '/', 'http://shop.invalid');
  address.searchParams.set('setup_intent', setup.id);
  address.searchParams.set('setup_intent_client_secret', setup.clientSecret);
  address.searchParams.set('redirect_status', redirectStatus);
  // A page of this shop, whatever was stored: '//host' would be another site's.
  return `${address.pathname.replace(/^\/+/, '/')}${address.search}`;
}

/**
 * Saves a typed card on a test setup: Stripe's test numbers behave as in Stripe's test mode when a
 * card is saved for later (src/domain/test-cards.ts, savedTestCard). A card that asks for
 * authentication waits for the test bank's page, which then sends the customer back to `returnPath`.
 */
export async function confirmTestSetup(
  clientSecret: string,
  card: TestCardInput,
  returnPath: string,
  now = new Date(),
): Promise<TestSetupResult> {
  const setup = await setupFor(clientSecret);
  if (setup.status === 'succeeded' || setup.status === 'canceled') return view(setup);
  const problem = cardEntryProblem(card, now);
  if (problem) return view(setup, { error: { code: 'invalid_card', message: problem } });

  const { saving, chargeDecline } = savedTestCard(card.number);
  if (saving.kind === 'declined') {
    const refused = await updateTestSetup(database(), setup.id, {
      status: 'requires_payment_method',
      lastError: saving.message,
    });
    return view(refused ?? setup, { error: { code: saving.code, message: saving.message } });
  }
  const status = saving.kind === 'succeeds' ? 'succeeded' : 'requires_action';
  const saved = await updateTestSetup(database(), setup.id, {
    status,
    lastError: null,
    card: savedCard(card, chargeDecline),
    returnPath,
  });
  // Already final (a repeated confirmation): answered as it is, nothing done twice.
  if (!saved) return view((await findTestSetupBySecret(database(), clientSecret)) ?? setup);
  if (status === 'succeeded') return view(saved);
  const params = new URLSearchParams({ setup_intent_client_secret: clientSecret });
  return view(saved, { nextAction: { redirectUrl: `/checkout/authenticate?${params}` } });
}

/** The test bank's decision on a setup waiting for it: saved, or back to needing a card. */
async function decide(setup: TestSetupRecord, approve: boolean): Promise<TestSetupResult> {
  const change = approve
    ? { status: 'succeeded' as const, lastError: null }
    : { status: 'requires_payment_method' as const, lastError: AUTHENTICATION_FAILED };
  const decided = await updateTestSetup(database(), setup.id, change, 'requires_action');
  // Decided meanwhile (a second click): answered as it is.
  if (!decided) return view(await setupFor(setup.clientSecret));
  if (approve) return view(decided);
  return view(decided, { error: { code: 'setup_intent_authentication_failure', message: AUTHENTICATION_FAILED } });
}

/**
 * The test bank's authentication page decides for a card being saved (4000 0025 0000 3155, 4000
 * 0027 6000 3184): the setup succeeds, or goes back to needing a card. Answers the caller's return
 * address with Stripe's return parameters for a setup.
 */
export async function authenticateTestSetup(
  clientSecret: string,
  approve: boolean,
): Promise<{ redirectUrl: string; result: TestSetupResult }> {
  const setup = await setupFor(clientSecret);
  const result = setup.status === 'requires_action' ? await decide(setup, approve) : view(setup);
  const status = result.setupIntent.status === 'succeeded' ? 'succeeded' : 'failed';
  return { redirectUrl: returnAddress(setup, status), result };
}
