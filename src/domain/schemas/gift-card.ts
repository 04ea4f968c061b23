/*
 * The gift cards' bodies (issue 47; docs/behaviour/api.md#gift-cards): the balance page's code, the
 * owner's store credit and the owner's disabling of a card. The forms and the server read them with
 * the same schema and words.
 */
import * as v from 'valibot';
import { apiAmountSchema } from '../order/api-money';
import {
  GIFT_CARD_AMOUNT_INVALID,
  GIFT_CARD_MESSAGE_TOO_LONG,
  giftCardAmountProblem,
  MOST_GIFT_CARD_PRESETS,
} from '../gift-cards/gift-card-terms';
import { RESEND_LINK_INVALID } from '../gift-cards/gift-card-resend';
import { isShopDate } from '../fulfilment/schedule';
import { checkBody, checkBodyPaths } from './checked-fields';
import { emailField, LIMITS, NOT_AN_OBJECT, objectOf, requiredText } from './fields';

export const GIFT_CARD_CODE_MISSING = 'Enter the code from your gift card';
export const STORE_CREDIT_AMOUNT_INVALID = 'The amount must be more than $0.00 and at most $500.00';
export const STORE_CREDIT_REASON_MISSING = 'Give a reason for the credit';
export const STORE_CREDIT_REASON_TOO_LONG = 'A reason has at most 300 characters';
export const STORE_CREDIT_NAME_TOO_LONG = 'A name has at most 100 characters';
export const DISABLE_REASON_MISSING = 'Give a reason for disabling the card';
export const DISABLED_INVALID = 'Say whether the card is disabled (true or false)';

/** The most store credit the owner issues at once, as much as the largest card sold. */
export const STORE_CREDIT_MAX_CENTS = 50000;
const REASON_MAX = 300;

export const balanceBodySchema = objectOf(
  {
    code: v.pipe(
      v.string(GIFT_CARD_CODE_MISSING),
      v.trim(),
      v.nonEmpty(GIFT_CARD_CODE_MISSING),
      v.maxLength(64, GIFT_CARD_CODE_MISSING),
    ),
  },
  NOT_AN_OBJECT,
);

const storeCreditEntries = {
  email: emailField,
  name: v.optional(
    v.pipe(
      v.nullable(v.string(STORE_CREDIT_NAME_TOO_LONG)),
      v.transform((name) => name?.trim() || null),
      v.nullable(v.pipe(v.string(), v.maxLength(LIMITS.name, STORE_CREDIT_NAME_TOO_LONG))),
    ),
    null,
  ),
  amount: v.pipe(
    apiAmountSchema(STORE_CREDIT_AMOUNT_INVALID),
    v.minValue(1, STORE_CREDIT_AMOUNT_INVALID),
    v.maxValue(STORE_CREDIT_MAX_CENTS, STORE_CREDIT_AMOUNT_INVALID),
  ),
  reason: requiredText(REASON_MAX, STORE_CREDIT_REASON_MISSING, STORE_CREDIT_REASON_TOO_LONG),
};

export const storeCreditBodySchema = objectOf(storeCreditEntries, NOT_AN_OBJECT);
export type StoreCreditBody = v.InferOutput<typeof storeCreditBodySchema>;

/** The store credit form's body checked as a whole: each field's first problem beside it. */
export const checkStoreCredit = (input: unknown) => checkBody(storeCreditBodySchema, storeCreditEntries, input);

const disableEntries = {
  disabled: v.boolean(DISABLED_INVALID),
  reason: v.optional(
    v.nullable(
      v.pipe(v.string(DISABLE_REASON_MISSING), v.trim(), v.maxLength(REASON_MAX, STORE_CREDIT_REASON_TOO_LONG)),
    ),
    null,
  ),
};

/** PATCH /api/admin/gift-cards/:id: disabled with a reason, or enabled again. */
export const giftCardPatchSchema = v.pipe(
  objectOf(disableEntries, NOT_AN_OBJECT),
  v.forward(
    v.check((body) => !body.disabled || (body.reason ?? '') !== '', DISABLE_REASON_MISSING),
    ['reason'],
  ),
);
export type GiftCardPatch = v.InferOutput<typeof giftCardPatchSchema>;

export const checkGiftCardPatch = (input: unknown) => checkBody(giftCardPatchSchema, disableEntries, input);

export const CHECKOUT_ID_INVALID = 'The checkout to place is missing';

/** POST /api/checkout/place: the checkout the gift cards pay in full, as POST /api/create-payment-intent answered it. */
export const placeCheckoutSchema = objectOf(
  { checkoutId: v.pipe(v.string(CHECKOUT_ID_INVALID), v.uuid(CHECKOUT_ID_INVALID)) },
  NOT_AN_OBJECT,
);

export const RECIPIENT_NAME_MISSING = "Enter the recipient's name";
export const BUYER_NAME_MISSING = 'Enter your name';
export const NAME_TOO_LONG = 'A name has at most 100 characters';
export const SEND_ON_INVALID = 'Choose the date to send the card';

/** A card's amount, as the buyer or the owner's presets give it: whole dollars from $10 to $500, in cents. */
const cardAmount = v.pipe(
  apiAmountSchema(GIFT_CARD_AMOUNT_INVALID),
  v.check((cents: number) => giftCardAmountProblem(cents) === null, GIFT_CARD_AMOUNT_INVALID),
);

const purchaseEntries = {
  amount: cardAmount,
  recipientName: requiredText(LIMITS.name, RECIPIENT_NAME_MISSING, NAME_TOO_LONG),
  recipientEmail: emailField,
  message: v.optional(
    v.pipe(
      v.nullable(v.string(GIFT_CARD_MESSAGE_TOO_LONG)),
      v.transform((text) => text?.trim() || null),
      v.nullable(v.pipe(v.string(), v.maxLength(300, GIFT_CARD_MESSAGE_TOO_LONG))),
    ),
    null,
  ),
  sendOn: v.pipe(v.string(SEND_ON_INVALID), v.check(isShopDate, SEND_ON_INVALID)),
  buyerName: requiredText(LIMITS.name, BUYER_NAME_MISSING, NAME_TOO_LONG),
  buyerEmail: emailField,
};

/** POST /api/gift-cards/purchase: the card the buyer asks for (the send date's range is checked on the server's today). */
export const purchaseBodySchema = objectOf(purchaseEntries, NOT_AN_OBJECT);
export type PurchaseBody = v.InferOutput<typeof purchaseBodySchema>;
export type PurchaseField = keyof typeof purchaseEntries;
export const checkPurchase = (input: unknown) => checkBody(purchaseBodySchema, purchaseEntries, input);

/** POST /api/gift-cards/purchase/paid: the paid purchase, proved by the payment's client secret. */
export const purchasePaidSchema = objectOf(
  {
    paymentIntentId: v.pipe(v.string(), v.nonEmpty(), v.maxLength(255)),
    clientSecret: v.pipe(v.string(), v.nonEmpty(), v.maxLength(255)),
  },
  NOT_AN_OBJECT,
);

/**
 * POST /api/gift-cards/resend: the token of the buyer's link (43 characters), as the resend page's
 * form posts it or as JSON. A string that cannot be one is looked up all the same, at the same cost.
 */
export const resendBodySchema = v.object(
  { token: v.pipe(v.string(RESEND_LINK_INVALID), v.maxLength(64, RESEND_LINK_INVALID)) },
  RESEND_LINK_INVALID,
);

export const PRESETS_NOT_A_LIST = `Give the amounts as a list of at most ${MOST_GIFT_CARD_PRESETS}`;
export const TOO_MANY_PRESETS = `Offer at most ${MOST_GIFT_CARD_PRESETS} amounts`;

/** One of the owner's amounts: blank (an empty box) is none. */
const presetAmount = v.pipe(
  v.unknown(),
  v.transform((value) => (value === null || (typeof value === 'string' && value.trim() === '') ? null : value)),
  v.nullable(cardAmount),
);

/**
 * PUT /api/admin/gift-card-presets: the amounts the buying page offers, as the owner's boxes hold
 * them (blank ones left out), each a card's amount; kept once each, smallest first. None: the
 * defaults again.
 */
export const giftCardPresetsBodySchema = objectOf(
  {
    amounts: v.pipe(
      v.array(presetAmount, PRESETS_NOT_A_LIST),
      v.maxLength(MOST_GIFT_CARD_PRESETS, TOO_MANY_PRESETS),
      v.transform((amounts) => [...new Set(amounts.filter((cents) => cents !== null))].sort((a, b) => a - b)),
    ),
  },
  NOT_AN_OBJECT,
);
export type GiftCardPresetsBody = v.InferOutput<typeof giftCardPresetsBodySchema>;

/** The presets' body checked as a whole: each box's problem under its path (`amounts.2`). */
export const checkGiftCardPresets = (input: unknown) => checkBodyPaths(giftCardPresetsBodySchema, input);

/** GET /api/admin/gift-cards: the list as JSON (the page), or as a spreadsheet (its download link). */
export const giftCardsQuerySchema = v.object({
  format: v.optional(v.picklist(['json', 'csv'], 'Choose json or csv'), 'json'),
});
