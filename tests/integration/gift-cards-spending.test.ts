import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import checkoutQuote from '../../netlify/functions/checkout-quote.mts';
import { TOO_MANY_GIFT_CARDS } from '@/domain/gift-cards/gift-card-terms';
import { GIFT_CARD_NOT_FOUND } from '@/server/gift-cards/gift-card-balance';
import { giftCardDisabled } from '@/server/gift-cards/gift-card-payment';
import type { CheckoutQuoteView } from '@/server/payments/order-pricing';
import { call, type ErrorAnswer } from './support/call';
import { productId } from './support/checkout';
import { sql } from './support/db';
import { issueCard, removeGiftCards } from './support/gift-cards';
import { collectTax, order } from './support/taxed-orders';

/*
 * Gift cards paying an order (issue 47), through the real functions on this file's own database,
 * which collects tax as the seeded shop does: a card pays from the total after tax and tip.
 */

let chapati: number;
let mandazi: number;

beforeAll(async () => {
  await collectTax();
  chapati = await productId('Chapati');
  mandazi = await productId('Mandazi (6 pieces)');
});

afterEach(async () => {
  await removeGiftCards();
  await sql('DELETE FROM rate_limits');
});

const OVERLAND_PARK = '123 Main St, Overland Park, KS 66212';
/** 10 Chapati and a Mandazi delivered in Overland Park with a 20% tip: $28.00, tax $0.80, $3.50 fee, $5.60 tip. */
const delivery = () =>
  order(
    [
      { productId: chapati, quantity: 10 },
      { productId: mandazi, quantity: 1 },
    ],
    { address: OVERLAND_PARK, tipPercent: 20 },
  );

const quote = <Body = CheckoutQuoteView>(giftCards: unknown) =>
  call<Body>(checkoutQuote, '/api/checkout/quote', { method: 'POST', body: { orderData: delivery(), giftCards } });

describe('the quote with gift cards', () => {
  it('a $25 card on a $37.90 order: tax on the full price, the card pays $25.00, the bank card $12.90', async () => {
    const card = await issueCard(2500);
    const answer = await quote([card.code]);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      subtotal: '28.00',
      tax: '0.80',
      deliveryFee: '3.50',
      tip: '5.60',
      total: '37.90',
      giftCards: [{ last4: card.last4, applied: '25.00', remaining: '0.00' }],
      amountDue: '12.90',
    });
  });

  it('a $50 card pays the whole order and keeps the rest; the code as a person types it', async () => {
    const card = await issueCard(5000);
    const answer = await quote([card.code.toLowerCase().replace(/-/g, ' ')]);
    expect(answer.body).toMatchObject({
      total: '37.90',
      giftCards: [{ last4: card.last4, applied: '37.90', remaining: '12.10' }],
      amountDue: '0.00',
    });
  });

  it('two cards pay in the order given; the same card twice counts once', async () => {
    const small = await issueCard(1000);
    const large = await issueCard(5000);
    const answer = await quote([small.code, large.code, small.code]);
    expect(answer.body.giftCards).toEqual([
      { last4: small.last4, applied: '10.00', remaining: '0.00' },
      { last4: large.last4, applied: '27.90', remaining: '22.10' },
    ]);
    expect(answer.body.amountDue).toBe('0.00');
  });

  it('no cards: the bank card pays the total', async () => {
    const answer = await quote(undefined);
    expect(answer.body).toMatchObject({ total: '37.90', giftCards: [], amountDue: '37.90' });
  });

  it('refuses a code of no card, a disabled card and more than three cards, each with its sentence', async () => {
    const wrong = await quote<ErrorAnswer>(['ZZZZ-ZZZZ-ZZZZ-ZZZZ']);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(GIFT_CARD_NOT_FOUND);

    const card = await issueCard(2500);
    await sql("UPDATE gift_cards SET disabled_at = now(), disabled_reason = 'Reported lost' WHERE id = $1", [card.id]);
    const disabled = await quote<ErrorAnswer>([card.code]);
    expect(disabled.status).toBe(400);
    expect(disabled.body.message).toBe(giftCardDisabled(card.last4));

    const tooMany = await quote<ErrorAnswer>(['A', 'B', 'C', 'D']);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(TOO_MANY_GIFT_CARDS);
  });
});
