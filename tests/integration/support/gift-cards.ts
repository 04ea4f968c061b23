import purchase from '../../../netlify/functions/gift-card-purchase.mts';
import purchasePaid from '../../../netlify/functions/gift-card-purchase-paid.mts';
import { shopDate } from '@/domain/fulfilment/schedule';
import { issueStoreCredit } from '@/server/gift-cards/gift-cards-service';
import { uniqueEmail } from './accounts';
import { call, type ErrorAnswer } from './call';
import { type CheckoutBody, intentIdOf, payWithCard, startPayment } from './checkout';
import { sql } from './db';

/** The code in the newest gift card letter queued to `to`: the only place it exists. */
export async function mailedCode(to: string): Promise<string> {
  const [letter] = await sql<{ text_body: string }>(
    "SELECT text_body FROM outbox WHERE kind = 'gift-card' AND to_address = $1 ORDER BY id DESC LIMIT 1",
    [to],
  );
  const code = /Your code: ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})/.exec(letter?.text_body ?? '')?.[1];
  if (!code) throw new Error(`no gift card letter to ${to}`);
  return code;
}

/** A card of `amountCents`, issued as the owner issues store credit; its id and its code. */
export async function issueCard(amountCents: number): Promise<{ id: number; code: string; last4: string }> {
  const email = uniqueEmail('card');
  const card = await issueStoreCredit({ email, name: 'Achieng', amount: amountCents, reason: 'A test card' });
  return { id: card.id, code: await mailedCode(email), last4: card.last4 };
}

/** A card of `dollars` bought at /gift-cards, paid with the 4242 card and sent today; its last four. */
export async function buyCard(dollars: number): Promise<string> {
  const started = await call<{ clientSecret: string }>(purchase, '/api/gift-cards/purchase', {
    method: 'POST',
    body: {
      amount: dollars,
      recipientName: 'Achieng',
      recipientEmail: uniqueEmail('friend'),
      sendOn: shopDate(new Date()),
      buyerName: 'Amina Otieno',
      buyerEmail: uniqueEmail('buyer'),
    },
  });
  const { clientSecret } = started.body;
  await payWithCard(clientSecret, '4242 4242 4242 4242');
  const reported = await call<{ last4: string }>(purchasePaid, '/api/gift-cards/purchase/paid', {
    method: 'POST',
    body: { paymentIntentId: intentIdOf(clientSecret), clientSecret },
  });
  if (reported.status !== 200) throw new Error(`buying a card failed: ${reported.status}`);
  return reported.body.last4;
}

/** Empties both gift card tables (the ledger refuses deletes while its trigger is on). */
export async function removeGiftCards(): Promise<void> {
  await sql('ALTER TABLE gift_card_ledger DISABLE TRIGGER gift_card_ledger_no_update');
  await sql('DELETE FROM gift_card_ledger');
  await sql('ALTER TABLE gift_card_ledger ENABLE TRIGGER gift_card_ledger_no_update');
  await sql('DELETE FROM gift_cards');
}

/**
 * A card bought on the test gateway (POST /api/gift-cards/purchase, paid, reported), sent on
 * `sendOn`: its id, the code the buyer was shown, and the link of the buyer's e-mail.
 */
export async function buyGiftCard(sendOn: string) {
  const buyerEmail = uniqueEmail('buyer');
  const recipientEmail = uniqueEmail('friend');
  const body = {
    amount: 50,
    recipientName: 'Achieng',
    recipientEmail,
    message: 'Happy birthday!',
    sendOn,
    buyerName: 'Amina',
    buyerEmail,
  };
  const started = await call<{ clientSecret: string }>(purchase, '/api/gift-cards/purchase', { method: 'POST', body });
  const { clientSecret } = started.body;
  await payWithCard(clientSecret, '4242 4242 4242 4242');
  const paid = await call<{ code: string | null }>(purchasePaid, '/api/gift-cards/purchase/paid', {
    method: 'POST',
    body: { paymentIntentId: intentIdOf(clientSecret), clientSecret },
  });
  const [card] = await sql<{ id: string }>('SELECT id FROM gift_cards WHERE buyer_email = $1', [buyerEmail]);
  const [mail] = await sql<{ text_body: string }>(
    "SELECT text_body FROM outbox WHERE kind = 'gift-card-bought' AND to_address = $1",
    [buyerEmail],
  );
  const link = /https?:\S+\/gift-cards\/resend\?token=\S+/.exec(mail?.text_body ?? '')?.[0];
  if (!card || !link) throw new Error('the card or the buyer’s e-mail is missing');
  return { id: Number(card.id), code: paid.body.code, link, buyerEmail, recipientEmail };
}

/** Starts paying for a checkout with gift cards besides (their codes as typed): the started payment or its refusal. */
export const startPayingWithCards = (checkout: CheckoutBody, giftCards: string[]) =>
  startPayment<{ clientSecret: string } & ErrorAnswer>({ ...checkout, giftCards });

/** A checkout paid by a new card of `cardCents` and the 4242 card: the card, the payment and the order's id. */
export async function payPartlyByCard(checkout: CheckoutBody, cardCents = 2500) {
  const card = await issueCard(cardCents);
  const started = await startPayingWithCards(checkout, [card.code]);
  const paid = await payWithCard(started.body.clientSecret, '4242 4242 4242 4242');
  const [order] = await sql<{ id: string }>('SELECT id FROM orders WHERE payment_intent_id = $1', [
    paid.body.paymentIntent.id,
  ]);
  return { card, paid, id: Number(order?.id) };
}
