import { listPickupSpots } from '../repositories/pickup-spots-repository';
import { textablePhone } from '@/domain/phone';
import { MISSING_ADDRESS, OUTSIDE_DELIVERY_AREA } from '@/domain/schemas/checkout-contact';
import { type EnteredOrder, type EnteredOrderQuote, enteredLineProblems } from '@/domain/owner-orders/entered-order';
import { moneyOf } from '@/domain/order/order-contract';
import { toQuoteView, type QuoteView } from '@/domain/order/order-view';
import { type Db, database, withTransaction } from '../db';
import { bookOwnersWindow } from '../fulfilment/window-booking';
import { queueOrderGeocode } from '../outbox/geocode-queue';
import { HttpError, refuseFields } from '../http/http-error';
import type { PricedOrder } from '../payments/stripe-tax-pricing';
import { priceOrder } from '../payments/order-pricing';
import { lockSchedule } from '../repositories/fulfilment-repository';
import { findOrderById, insertEnteredOrder, type StoredOrder } from '../repositories/orders-repository';
import { codeRefusalAtBooking } from '../discounts/code-uses';
import { listAllProducts } from '../repositories/products-repository';
import { sendPaymentLink } from './payment-links';

export const cannotTextLink = (typed: string) =>
  `We can't send texts to ${typed.trim() || 'that number'}. Enter a US mobile number, or send the link by e-mail.`;

/** Who entered it: the administrator, as the order records. */
export interface Owner {
  userId: number;
  email: string;
}

/** The order's lines against the menu: 400 naming each line's dish or quantity at fault. */
export async function checkLines(items: EnteredOrderQuote['items']): Promise<void> {
  const problems = enteredLineProblems(items, await listAllProducts(database()));
  if (Object.keys(problems).length > 0) refuseFields(problems);
}

type Priced = Pick<EnteredOrderQuote, 'orderType' | 'items' | 'discountCode' | 'fulfilmentWindow'> & {
  customerInfo: { name: string; phone: string; email: string | null; address: string };
};

/** The order as the storefront's pricing reads it: no tip (the owner takes none by phone). */
const orderDataOf = (body: Priced) => ({
  orderType: body.orderType,
  items: body.items,
  customerInfo: { ...body.customerInfo, email: body.customerInfo.email ?? '' },
  tipPercent: 0 as const,
  fulfilmentWindow: body.fulfilmentWindow,
  textUpdates: false,
  discountCode: body.discountCode,
});

/** The pricing's 400s about the address and the code name their field, as the rest do. */
function namedField(error: unknown): unknown {
  if (!(error instanceof HttpError) || error.status !== 400 || 'fields' in error.fields) return error;
  const field =
    error.message === OUTSIDE_DELIVERY_AREA || error.message === MISSING_ADDRESS
      ? 'customerInfo.address'
      : 'discountCode';
  return new HttpError(400, error.message, {}, { fields: { [field]: error.message } });
}

/** Priced by the storefront's code (the catalogue, the zone, the code, the tax), as the owner sells. */
async function priced(body: Priced): Promise<PricedOrder> {
  await checkLines(body.items);
  const { email, phone } = body.customerInfo;
  return priceOrder(orderDataOf(body), { email: email || null, phone: phone || null }, 'owner').catch(
    (error: unknown) => {
      throw namedField(error);
    },
  );
}

/** POST /api/admin/orders/quote: the order's money as entering it would charge it. */
export async function quoteEnteredOrder(body: EnteredOrderQuote): Promise<QuoteView> {
  return toQuoteView(
    await priced({ ...body, customerInfo: { ...body.customerInfo, email: body.customerInfo.email || null } }),
  );
}

/** The phone in E.164 when the link goes by text; 400 naming the phone when it cannot take texts. */
function linkPhone(body: EnteredOrder): string | null {
  if (body.payment !== 'link' || !body.sendLinkBy.includes('text')) return null;
  const phone = textablePhone(body.customerInfo.phone);
  if ('problem' in phone) refuseFields({ 'customerInfo.phone': cannotTextLink(body.customerInfo.phone) });
  return phone.e164;
}

/** A 400 for a window that is not an instant at all, before anything is priced. */
function windowStart(body: EnteredOrder): Date {
  const start = new Date(body.fulfilmentWindow);
  if (Number.isNaN(start.getTime())) refuseFields({ fulfilmentWindow: "That isn't one of our times." });
  return start;
}

/**
 * POST /api/admin/orders (issue 37): an order the owner took by phone, text or at the door. Priced
 * by the storefront's code; booked under the schedule's lock like a paid checkout, so it takes its
 * place in the window and the day's pieces at once, and the kitchen's limits refuse it with their
 * words unless the owner confirmed taking it anyway (recorded on the order). Paid by a link, it
 * waits 'pending' and its link goes out through the outbox in the same transaction (the token
 * answered once, here, for the owner to copy); paid in person, it is confirmed at once.
 */
export async function enterOrder(
  body: EnteredOrder,
  owner: Owner,
): Promise<{ order: StoredOrder; payUrl: string | null }> {
  const start = windowStart(body);
  const textTo = linkPhone(body);
  const order = await priced(body);
  return withTransaction(async (tx) => {
    const schedule = await lockSchedule(tx);
    const { discountCode, discountCodeId, subtotalCents } = order;
    const { email, phone } = body.customerInfo;
    const customer = { email, phone };
    const codeRefused = await codeRefusalAtBooking(tx, { discountCode, discountCodeId, customer, subtotalCents });
    if (codeRefused) refuseFields({ discountCode: codeRefused });
    // The owner's pickups are the kitchen's (the orders table's default), counted in its windows.
    const spot =
      order.orderType === 'pickup' ? ((await listPickupSpots(tx)).find((each) => each.isKitchen) ?? null) : null;
    return bookOwnersWindow(tx, schedule, { ...order, spot }, start, {
      override: body.overrideLimits,
      book: async (window, overLimits) => {
        const entered = await insertEntered(tx, body, order, { window, overLimits, owner });
        await queueOrderGeocode(tx, entered);
        if (body.payment === 'in-person') return { order: entered, payUrl: null };
        const { url: payUrl } = await sendPaymentLink(tx, entered, {
          purpose: 'order',
          amountCents: entered.totalCents,
          holdHours: body.holdHours,
          textTo,
          emailTo: body.sendLinkBy.includes('email') ? entered.customerEmail : null,
        });
        return { order: (await findOrderById(tx, entered.id)) ?? entered, payUrl };
      },
    });
  });
}

async function insertEntered(
  tx: Db,
  body: EnteredOrder,
  order: PricedOrder,
  booking: { window: { start: Date; end: Date }; overLimits: boolean; owner: Owner },
): Promise<StoredOrder> {
  const { name, phone, email } = body.customerInfo;
  return insertEnteredOrder(
    tx,
    {
      userId: null,
      orderType: order.orderType,
      customerName: name,
      customerEmail: email,
      customerPhone: phone,
      ...moneyOf(order),
      discountCodeId: order.discountCodeId,
      taxPlace: order.taxPlace,
      notes: body.notes,
      deliveryAddress: order.delivery && {
        fullAddress: order.delivery.fullAddress,
        zone: order.delivery.zone,
        feeCents: order.delivery.feeCents,
      },
      items: order.items,
      fulfilmentWindow: booking.window,
      textPhone: null,
      taxCalculationId: order.taxCalculationId,
    },
    { paymentMethod: body.payment, enteredByEmail: booking.owner.email, overLimits: booking.overLimits },
  );
}
