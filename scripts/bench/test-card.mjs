// The built-in test gateway's card payment, as the payment page sends it: the benchmarks' buyers
// pay every started payment with it.

/** The test gateway's card that succeeds (src/domain/test-cards.ts). */
export const CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

/** Pays a started payment intent with the card: `send` is the benchmark's timed request. */
export const payWithCard = (send, label, intent, to) =>
  send(
    label,
    'POST',
    '/api/test-gateway/confirm',
    { clientSecret: intent.answer.clientSecret, card: CARD },
    undefined,
    to,
  );
