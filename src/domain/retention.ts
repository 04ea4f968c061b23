/**
 * How long personal data is kept (the privacy page's 'How long we keep it', src/content/pages/privacy.md,
 * says the same; tests/unit/domain/retention.test.ts holds the two together). In days.
 */
export const RETENTION_DAYS = {
  /** An order's name, email, phone, address and notes; its amounts and lines stay for the books. */
  orderDetails: 365,
  /**
   * A catering request's name, email, phone, address and note, after its event (not after it was
   * asked: the event may be months later); its event, dishes and status stay.
   */
  cateringDetails: 365,
  /** Checkouts (the priced order before payment), test-gateway payments and sent mail. */
  paymentRecordsAndMail: 30,
  /** Ended sessions and spent or expired one-time links, kept briefly to explain a refusal. */
  endedSessions: 30,
  /**
   * Counters of sign-in, reset and other attempts (stored under an HMAC, never an address), after
   * their last window began: the longest window is an hour. Order tracking links go when they expire.
   */
  attemptCounters: 1,
  /** A notify list e-mail never confirmed, after its confirmation link expired. */
  unconfirmedSubscribers: 30,
  /** A number put on the notify list that never replied YES, after it was put there. */
  unconfirmedNumbers: 30,
  /**
   * An ended notify list subscription (the unsubscribe link, STOP): its address and the evidence of
   * its consent, kept four years (365 * 4 + 1 days), as long as a claim about the texts or e-mails
   * it was sent can be brought under US law (the TCPA's four years).
   */
  endedSubscriptions: 1461,
} as const;

/** What replaces a removed name, phone or address: says what happened, still reads as text. */
export const REMOVED_DETAIL = 'Removed';
