import { priceCheckout } from '@/domain/checkout-pricing';
import { windowNotSold } from '@/domain/fulfilment/drop-days';
import { shopDate } from '@/domain/fulfilment/schedule';
import { normaliseCode, unknownCode, usesRefusal } from '@/domain/order-money/discount-code';
import { ITEM_UNAVAILABLE, unorderableReason } from '@/domain/product-status';
import { toQuoteView, type QuoteView } from '@/domain/order/order-view';
import { splitTotal, toSplitView } from '@/domain/gift-cards/gift-card-split';
import { payingCards } from '../gift-cards/gift-card-payment';
import type { CheckoutQuotePayload, OrderData } from '@/domain/schemas/payment-intent';
import { getPickupSpot } from '../repositories/pickup-spots-repository';
import { MISSING_ADDRESS, OUTSIDE_DELIVERY_AREA } from '@/domain/schemas/checkout-contact';
import { badRequest, conflict } from '../http/http-error';
import { type CodeCustomer, countCodeUses, findDiscountCode } from '../repositories/discount-codes-repository';
import { listAllProducts, type ProductRecord } from '../repositories/products-repository';
import { listTaxPlaces } from '../repositories/tax-repository';
import { serverConfig } from '../config';
import type { PricedOrder } from './stripe-tax-pricing';
import { shopStatus } from '../settings/business-settings-service';
import { database } from '../db';

/** The checkout's quote: the order's money and how its total is paid. */
export type CheckoutQuoteView = QuoteView & ReturnType<typeof toSplitView>;

export const NOT_ACCEPTING_ORDERS = "We're not accepting orders right now. Please check back later.";

/**
 * Who is selling: the storefront's checkout, or the owner entering an order by hand (issue 37),
 * which the shop's being closed or between drops does not stop.
 */
export type Seller = 'storefront' | 'owner';

/** Closed by hand, paused, or in drops mode outside an open drop (one refusal for all three), or a day the drop does not sell. */
function refuseWhileClosed(orderData: OrderData, { settings, open }: Awaited<ReturnType<typeof shopStatus>>): void {
  if (!settings.isAcceptingOrders) throw conflict(NOT_ACCEPTING_ORDERS);
  const notSold =
    open && orderData.fulfilmentWindow ? windowNotSold(open.sellsDates, new Date(orderData.fulfilmentWindow)) : null;
  if (notSold) throw conflict(notSold);
}

/** The code the customer typed, as the owner set it; 400 naming it when there is no such code. */
async function enteredCode(typed: string) {
  if (typed === '') return null;
  const code = normaliseCode(typed);
  const found = code && (await findDiscountCode(database(), code));
  if (!found) throw badRequest(unknownCode(code ?? typed));
  return found;
}

/**
 * The address of the pickup spot an order names, when it is not the kitchen: that spot's place
 * taxes the pickup (issue 50). Null for a delivery, the kitchen, or a spot that is no more; whether
 * the spot can be chosen is the checkout's question (../fulfilment/spot-choice.ts).
 */
async function pickupAddressOf(orderData: OrderData): Promise<string | null> {
  if (orderData.orderType !== 'pickup' || orderData.pickupSpotId === undefined) return null;
  const spot = await getPickupSpot(database(), orderData.pickupSpotId);
  return spot && !spot.isKitchen ? spot.address : null;
}

/**
 * Prices an order as the server charges it (POST /api/checkout/quote and the payment intent):
 * refuses it while the shop is closed (by hand, paused, or outside an open drop), for a window on
 * a day the open drop does not sell, for a dish that cannot be sold (409 naming it), for an
 * address outside the area or in a state the shop does not deliver into, and for a code that does
 * not apply (400 naming the code); then the catalogue's prices, the code's discount, the tax of
 * the place that taxes it and the tip. `customer`: who is buying, once known, for a code's limits
 * per customer (checked again when the order is booked). With STRIPE_TAX_ENABLED the tax is Stripe
 * Tax's (./stripe-tax-pricing.ts: 503 when it cannot be had), unless the owner collects none; the
 * places still decide where the shop delivers.
 */
export async function priceOrder(
  orderData: OrderData,
  customer: CodeCustomer | null,
  seller: Seller = 'storefront',
  // Every product, archived ones too, so a refusal can name what the cart holds that cannot be
  // sold; a caller that also needs the dishes' limits passes the read it shares.
  allProducts: Promise<ProductRecord[]> = listAllProducts(database()),
): Promise<PricedOrder> {
  // Everything is read at once; a closed shop is said first all the same.
  const state = shopStatus();
  const reads = Promise.all([
    allProducts,
    listTaxPlaces(database()),
    enteredCode(orderData.discountCode),
    pickupAddressOf(orderData),
  ]);
  reads.catch(() => undefined);
  const status = await state;
  if (seller === 'storefront') refuseWhileClosed(orderData, status);
  const collects = status.collectsTax;
  const [products, places, code, pickupAddress] = await reads;
  const byId = new Map(products.map((product) => [product.id, product]));
  for (const item of orderData.items) {
    const reason = seller === 'storefront' ? unorderableReason(byId.get(item.productId)) : null;
    if (reason) throw conflict(reason);
  }
  const result = priceCheckout(
    {
      orderType: orderData.orderType,
      items: orderData.items,
      tipPercent: orderData.tipPercent,
      address: orderData.customerInfo.address,
      pickupAddress,
    },
    // The owner may sell a dish the storefront shows as sold out (she knows what she has left).
    products.filter((product) => product.status === 'on_menu' || (seller === 'owner' && product.status === 'sold_out')),
    { tax: { collects, places }, code, today: shopDate(new Date()) },
  );
  if (result.kind === 'unknown-product') throw conflict(ITEM_UNAVAILABLE);
  if (result.kind === 'outside-area') throw badRequest(OUTSIDE_DELIVERY_AREA);
  if (result.kind === 'missing-address') throw badRequest(MISSING_ADDRESS);
  if (result.kind === 'code-refused') throw badRequest(result.refusal);
  if (code && customer && (customer.email || customer.phone)) {
    const refusal = usesRefusal(code, await countCodeUses(database(), code.id, customer));
    if (refusal) throw badRequest(refusal);
  }
  const stripeTax = serverConfig().stripeTax;
  if (!stripeTax || !collects) return { ...result.checkout, taxCalculationId: null };
  const { taxedByStripe } = await import('./stripe-tax-pricing');
  return taxedByStripe(result.checkout, {
    settings: stripeTax,
    dishes: byId,
    places,
    discount: code?.rule ?? null,
    pickupAddress,
  });
}

/**
 * POST /api/checkout/quote: the order's money as the payment intent would charge it, with what the
 * gift cards pay of its total and what is left for the bank card; or its refusal.
 */
export async function quoteOrder({ orderData, giftCards }: CheckoutQuotePayload): Promise<CheckoutQuoteView> {
  const { email, phone } = orderData.customerInfo;
  const cards = payingCards(giftCards);
  cards.catch(() => undefined);
  const priced = await priceOrder(orderData, { email: email || null, phone: phone || null });
  return { ...toQuoteView(priced), ...toSplitView(splitTotal(priced.totalCents, await cards)) };
}
