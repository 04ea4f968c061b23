/*
 * Saving a standing order and its card (issue 49; docs/behaviour/rules.md#standing-orders). The
 * standing order is saved first, 'setting-up', with the agreement's words as she was shown them;
 * the gateway then sets up her card for charges without her (a SetupIntent), and the page reports
 * it saved. The server asks the gateway itself: a card counts only when the gateway says it was
 * saved for this standing order.
 */
import { deliveryTo } from '@/domain/checkout-pricing';
import { textablePhone } from '@/domain/phone';
import { OUTSIDE_DELIVERY_AREA } from '@/domain/schemas/checkout-contact';
import { STANDING_AGREEMENT } from '@/domain/standing/standing-agreement';
import { type StandingOrderBody, STANDING_UNKNOWN_DISH } from '@/domain/standing/standing-order-body';
import { database, withTransaction } from '../db';
import { conflict, refuseFields } from '../http/http-error';
import type { PaymentGateway } from '../payments/payment-gateway';
import { listAllProducts } from '../repositories/products-repository';
import {
  findStandingOrder,
  insertStandingOrder,
  type StoredStandingOrder,
  updateStandingOrder,
} from '../repositories/standing-orders-repository';
import { listTaxPlaces } from '../repositories/tax-repository';
import { standingView, viewContext } from './standing-view-service';

export const CARD_NOT_SAVED = 'Your card was not saved. Please try again.';

/** The setup the card form needs. */
const setupAnswer = (clientSecret: string, gateway: PaymentGateway) => ({
  clientSecret,
  gateway: gateway.name,
  publishableKey: gateway.publishableKey,
});

/**
 * Its dishes must be dishes the shop has (400 naming the line); one the owner has sold out or
 * archived is kept, never refused, so it cannot block the rest of an edit: it is shown as not on
 * the menu now and left out of each order until it is back.
 */
export async function checkStandingItems(items: ReadonlyArray<{ productId: number }>): Promise<void> {
  const known = new Set((await listAllProducts(database())).map((product) => product.id));
  const problems: Record<string, string> = {};
  items.forEach((item, index) => {
    if (!known.has(item.productId)) problems[`items.${index}.productId`] = STANDING_UNKNOWN_DISH;
  });
  if (Object.keys(problems).length > 0) refuseFields(problems);
}

async function checkBody(body: StandingOrderBody): Promise<void> {
  await checkStandingItems(body.items);
  if (body.orderType === 'delivery') {
    const to = deliveryTo(body.address, await listTaxPlaces(database()));
    if (to.kind !== 'in-area') refuseFields({ address: OUTSIDE_DELIVERY_AREA });
  }
  if (body.channel === 'sms') {
    const phone = textablePhone(body.phone);
    if ('problem' in phone) refuseFields({ phone: phone.problem });
  }
}

/** Asks the gateway to set up a card for the standing order, and remembers which setup it is. */
async function startSetup(stored: StoredStandingOrder, gateway: PaymentGateway) {
  const setup = await gateway.createSetup({
    standingOrderId: stored.id,
    customerId: stored.gateway === gateway.name ? stored.gatewayCustomerId : null,
    email: stored.email,
    name: stored.customerName,
  });
  await updateStandingOrder(database(), stored.id, { setupIntentId: setup.id, gatewayCustomerId: setup.customerId });
  return setupAnswer(setup.clientSecret, gateway);
}

/** POST /api/standing-orders: saved 'setting-up', and the card form's setup. */
export async function createStandingOrder(
  user: { id: number },
  body: StandingOrderBody,
  gateway: PaymentGateway,
  agreedFrom: string | null,
) {
  await checkBody(body);
  const id = await withTransaction((tx) =>
    insertStandingOrder(tx, {
      userId: user.id,
      items: body.items,
      orderType: body.orderType,
      deliveryAddress: body.address,
      customerName: body.name,
      customerPhone: body.phone,
      channel: body.channel,
      weekday: body.window.weekday,
      time: body.window.time,
      endsOn: body.endsOn,
      gateway: gateway.name,
      agreementText: STANDING_AGREEMENT,
      agreedFrom,
    }),
  );
  const stored = await findStandingOrder(database(), id);
  if (!stored) throw new Error('The standing order was not stored');
  const setup = await startSetup(stored, gateway);
  return { standingOrder: await standingView(database(), stored, await viewContext()), setup };
}

/** POST …/card: a new card for a standing order still going. */
export async function newCard(stored: StoredStandingOrder, gateway: PaymentGateway) {
  if (stored.status === 'cancelled') throw conflict('This standing order has been cancelled.');
  return { setup: await startSetup(stored, gateway) };
}

/**
 * POST …/card-saved: the gateway's own word that the setup the page reports is this standing
 * order's latest, and saved; then the card is kept and a standing order still setting up becomes
 * active. Anything else is 409, and nothing changes.
 */
export async function cardSaved(stored: StoredStandingOrder, setupIntentId: string, gateway: PaymentGateway) {
  if (stored.setupIntentId !== setupIntentId || stored.status === 'cancelled') throw conflict(CARD_NOT_SAVED);
  const setup = await gateway.retrieveSetup(setupIntentId);
  const card = setup?.card;
  if (
    !setup ||
    !card ||
    setup.status !== 'succeeded' ||
    setup.standingOrderId !== stored.id ||
    !setup.paymentMethodId
  ) {
    throw conflict(CARD_NOT_SAVED);
  }
  const paymentMethodId = setup.paymentMethodId;
  await withTransaction(async (tx) => {
    await updateStandingOrder(tx, stored.id, {
      card: { paymentMethodId, ...card },
      // The gateway the card was saved with is the one that charges it.
      gateway: gateway.name,
      gatewayCustomerId: setup.customerId,
      setupIntentId: null,
      ...(stored.status === 'setting-up' && { status: 'active' as const }),
    });
  });
  const saved = await findStandingOrder(database(), stored.id);
  if (!saved) throw conflict(CARD_NOT_SAVED);
  return standingView(database(), saved, await viewContext());
}
