import * as v from 'valibot';
import { NOT_AN_OBJECT, objectOf } from './fields';

export const MISSING_CLIENT_SECRET = 'Missing payment reference';

const clientSecretField = v.pipe(
  v.string(MISSING_CLIENT_SECRET),
  v.nonEmpty(MISSING_CLIENT_SECRET),
  v.maxLength(200, MISSING_CLIENT_SECRET),
);

const cardText = (max: number, message: string) => v.pipe(v.string(message), v.maxLength(max, message));

const cardField = objectOf(
  {
    number: cardText(40, 'Your card number is invalid.'),
    expiry: cardText(20, "Your card's expiration date is incomplete."),
    cvc: cardText(10, "Your card's security code is incomplete."),
  },
  'Please enter your card details',
);

/** POST /api/test-gateway/confirm: a typed card for the test gateway's payment intent. */
export const testPaymentConfirmSchema = objectOf({ clientSecret: clientSecretField, card: cardField }, NOT_AN_OBJECT);

export const RETURN_PATH_INVALID = 'The page to come back to must be a page of this shop.';

/** POST /api/test-gateway/setup: a typed card to save, and the page (this shop's) the bank's check comes back to. */
export const testSetupConfirmSchema = objectOf(
  {
    clientSecret: clientSecretField,
    card: cardField,
    returnPath: v.pipe(
      v.string(RETURN_PATH_INVALID),
      v.maxLength(300, RETURN_PATH_INVALID),
      v.regex(/^\/(?![/\\])\S*$/, RETURN_PATH_INVALID),
    ),
  },
  NOT_AN_OBJECT,
);

/** POST /api/test-gateway/authenticate: the test bank's answer to an authentication request. */
export const testPaymentAuthenticateSchema = objectOf(
  { clientSecret: clientSecretField, approve: v.boolean('approve must be true or false') },
  NOT_AN_OBJECT,
);

/** POST /api/test-gateway/payment: which payment the authentication page is about. */
export const testPaymentLookupSchema = objectOf({ clientSecret: clientSecretField }, NOT_AN_OBJECT);
