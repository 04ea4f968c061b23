import type { Cents } from '@/domain/money';
import type { GatewayName } from '../repositories/checkouts-repository';

export type { GatewayName };

/** A payment intent as either gateway reports it; `status` uses Stripe's words ('succeeded', ...). */
export interface GatewayIntent {
  id: string;
  status: string;
  amountCents: Cents;
  /** What the gateway has taken of it (Stripe's amount_received): 0 until captured, less when captured less. */
  receivedCents: Cents;
  currency: string;
  /** The checkout named in the intent's metadata, if any. */
  checkoutId: string | null;
}

export interface NewIntent {
  /** What the payment is for: a checkout (an order), or a gift card's purchase (issue 47). */
  checkoutId: string | null;
  purchaseId?: string;
  amountCents: Cents;
  receiptEmail: string | null;
  description: string;
}

export interface NewRefund {
  paymentIntentId: string;
  amountCents: Cents;
  /** The same key answers the same refund, however often it is sent (Stripe's Idempotency-Key). */
  idempotencyKey: string;
}

/**
 * A refund as the gateway made it, however it was made (the shop, or Stripe's Dashboard): `status`
 * in Stripe's words ('succeeded', 'pending'), `amountCents` what it pays back, as the gateway says.
 */
export interface GatewayRefund {
  id: string;
  status: string;
  amountCents: Cents;
}

/** A card to save for a standing order's later charges (issue 49): the customer the gateway keeps it with. */
export interface NewSetup {
  standingOrderId: number;
  /** The gateway's customer already made for her, or null to make one (once per standing order). */
  customerId: string | null;
  email: string;
  name: string;
}

/** A setup (Stripe's SetupIntent) as either gateway reports it, with the card it saved once it has one. */
export interface GatewaySetup {
  id: string;
  /** Stripe's words: 'requires_payment_method', 'requires_action', 'processing', 'succeeded' or 'canceled'. */
  status: string;
  /** The standing order named in the setup's metadata, if any. */
  standingOrderId: number | null;
  customerId: string;
  paymentMethodId: string | null;
  card: { brand: string; last4: string; expMonth: number; expYear: number } | null;
}

/** A charge of a saved card without its customer (off-session), for a checkout priced beforehand. */
export interface SavedCardCharge {
  checkoutId: string;
  amountCents: Cents;
  customerId: string;
  paymentMethodId: string;
  receiptEmail: string | null;
  description: string;
  /** One per charge attempt: a retry answers the same intent (Stripe's Idempotency-Key). */
  idempotencyKey: string;
  /** The charge's time as the shop's clock reads it (the test gateway judges a saved card's expiry by it). */
  at: Date;
}

/** Authorised (to be booked, then captured), or refused by the bank with Stripe's code, decline code and words. */
export type SavedCardChargeResult =
  | { kind: 'authorised'; paymentIntentId: string }
  | { kind: 'failed'; paymentIntentId: string | null; code: string; declineCode: string | null; message: string };

/** The gateway would not refund the payment (unknown, not paid, already refunded, or a refund that failed). */
export class RefundRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefundRefusedError';
  }
}

/** The payment can no longer be captured: its authorisation was cancelled or ran out at the gateway. */
export class PaymentGoneError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentGoneError';
  }
}

/**
 * What the checkout needs from a card payment provider. Stripe and the built-in test gateway both
 * implement it, so the rest of the server never knows which one is taking the money.
 */
export interface PaymentGateway {
  readonly name: GatewayName;
  /** The key the browser's card form needs (Stripe only). */
  readonly publishableKey: string | null;
  /**
   * A payment that the card form confirms and the gateway only authorises (Stripe's manual capture):
   * no money is taken until `capture`, once the order has a place (docs/architecture.md#payments).
   */
  createIntent(intent: NewIntent): Promise<{ id: string; clientSecret: string }>;
  /**
   * Takes an authorised payment's money, all of it or `amountCents` of it (the rest of the hold let
   * go: an order changed to less before its capture); nothing more if already taken. Answers what
   * the gateway has taken in all (its amount_received), which is more than asked when the payment
   * was already captured in full. PaymentGoneError when it cannot be.
   */
  capture(paymentIntentId: string, amountCents?: Cents): Promise<{ receivedCents: Cents }>;
  /** Lets an authorised payment go (cancels it, so the card's hold ends); nothing more if already let go. */
  release(paymentIntentId: string): Promise<void>;
  /** Null when the gateway knows no such intent. */
  retrieveIntent(id: string): Promise<GatewayIntent | null>;
  /** Pays a paid intent's money back; throws (RefundRefusedError or the gateway's own error) when it cannot. */
  refund(refund: NewRefund): Promise<GatewayRefund>;
  /** Every refund of the payment the gateway knows of, made here or elsewhere. */
  refundsOf(paymentIntentId: string): Promise<GatewayRefund[]>;
  /**
   * What the gateway holds of the payment now: the money it took less what it paid back, however
   * either was done; 0 for a payment it never took or does not know (the reconciliation's side).
   */
  netReceived(paymentIntentId: string): Promise<Cents>;
  /**
   * A setup the card form confirms to save a card for later (off-session) charges, kept with the
   * gateway's customer (made now when `customerId` is null).
   */
  createSetup(setup: NewSetup): Promise<{ id: string; clientSecret: string; customerId: string }>;
  /** Null when the gateway knows no such setup. */
  retrieveSetup(id: string): Promise<GatewaySetup | null>;
  /**
   * Charges a saved card without its customer: off-session, authorise only (manual capture,
   * metadata.checkoutId), so `settlePayment` books then captures it as any payment. A bank's
   * refusal is answered as `failed`; a fault of the gateway itself throws.
   */
  chargeSaved(charge: SavedCardCharge): Promise<SavedCardChargeResult>;
}
