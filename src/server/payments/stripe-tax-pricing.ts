/*
 * A priced checkout's tax worked out by Stripe Tax instead of the owner's rates
 * (STRIPE_TAX_ENABLED; docs/behaviour/rules.md#sales-tax). Loaded only when it is on, so the quote
 * and the payment intent load Stripe's SDK only then.
 */
import type { PricedCheckout, PricedDish } from '@/domain/checkout-pricing';
import type { DiscountRule } from '@/domain/order-money/discount';
import { discountedLines, orderMoneyWithTax } from '@/domain/order-money/order-money';
import { addressWhere, type TaxPlaceSetting } from '@/domain/order-money/tax-places';
import type { StripeSettings } from '../config';
import { badRequest, HttpError } from '../http/http-error';
import { loggableFailure } from '../http/loggable-failure';
import { stripeTax, type TaxAddress, TaxLocationError } from './stripe-tax';

/**
 * A checkout priced on the server, with the Stripe Tax calculation its tax came from, kept with the
 * checkout to record the sale once paid; null when the owner's rates taxed it, or nothing did.
 */
export type PricedOrder = PricedCheckout & { taxCalculationId: string | null };

export const TAX_UNAVAILABLE = "We couldn't work out the tax right now. Please try again.";
export const ZIP_NEEDED = 'Please add the ZIP code to the delivery address, so that we can work out the tax.';
export const ZIP_NOT_PLACED = "We couldn't find that ZIP code for the tax. Please check the delivery address.";

const unavailable = (why: string) => {
  console.error(`[tax] ${why}`);
  return new HttpError(503, TAX_UNAVAILABLE);
};

/**
 * Where the sale is taxed: a delivery's ZIP (400 when the address has none: Stripe cannot tax a US
 * address without one); a pickup at a spot away from the kitchen, its address's ZIP (issue 50);
 * else for a pickup the kitchen's place's first ZIP and its state, which places the kitchen closely
 * enough for a ZIP-centred rate without a street address setting.
 */
function taxAddress(
  checkout: PricedCheckout,
  places: readonly TaxPlaceSetting[],
  pickupAddress: string | null,
): TaxAddress {
  if (checkout.delivery) {
    const where = addressWhere(checkout.delivery.fullAddress);
    if (!where.zip) throw badRequest(ZIP_NEEDED);
    return { postalCode: where.zip, state: where.state };
  }
  const spot = pickupAddress === null ? null : addressWhere(pickupAddress);
  if (spot?.zip) return { postalCode: spot.zip, state: spot.state };
  const kitchen = places.find((place) => place.isKitchen);
  const zip = kitchen?.zips[0];
  if (!kitchen || !zip)
    throw unavailable("no tax place is the kitchen's with a ZIP code: Stripe Tax needs one for pickups");
  return { postalCode: zip, state: kitchen.state };
}

/**
 * The checkout's money with Stripe's tax on each line after its share of the discount, the
 * delivery fee as shipping, and the calculation's id to record the sale with once paid. Stripe
 * unreachable or refusing: 503, and nothing is saved; an address it cannot place: 400.
 */
export async function taxedByStripe(
  checkout: PricedCheckout,
  terms: {
    settings: StripeSettings;
    dishes: ReadonlyMap<number, PricedDish>;
    places: readonly TaxPlaceSetting[];
    discount: DiscountRule | null;
    /** A pickup spot's address away from the kitchen, or null. */
    pickupAddress: string | null;
  },
): Promise<PricedOrder> {
  const address = taxAddress(checkout, terms.places, terms.pickupAddress);
  const { lines } = discountedLines(
    checkout.items.map((item) => ({
      totalCents: item.totalCents,
      taxCategory: terms.dishes.get(item.productId)?.taxCategory ?? 'prepared',
      reference: `#${item.productId} ${item.name}`,
      quantity: item.quantity,
    })),
    terms.discount,
  );
  const money = {
    lines,
    deliveryFeeCents: checkout.deliveryFeeCents,
    tipCents: checkout.tipCents,
    discount: terms.discount,
  };
  // Stripe wants positive amounts: dishes a code made free carry no tax, and an order of only those asks nothing.
  const paid = lines.filter((line) => line.taxableCents > 0);
  if (paid.length === 0)
    return { ...checkout, ...orderMoneyWithTax({ ...money, taxLines: [] }), taxCalculationId: null };
  try {
    const calculation = await stripeTax(terms.settings).calculate({
      lines: paid.map((line) => ({
        reference: line.reference,
        quantity: line.quantity,
        amountCents: line.taxableCents,
        category: line.taxCategory,
      })),
      shippingCents: checkout.deliveryFeeCents,
      address,
      currency: 'usd',
    });
    return {
      ...checkout,
      ...orderMoneyWithTax({ ...money, taxLines: calculation.taxLines }),
      taxCalculationId: calculation.calculationId,
    };
  } catch (error) {
    // The customer can correct a delivery address; the kitchen's ZIP is the owner's to fix.
    if (error instanceof TaxLocationError && checkout.delivery) throw badRequest(ZIP_NOT_PLACED);
    throw unavailable(`Stripe Tax calculation failed: ${loggableFailure(error)}`);
  }
}
