/*
 * Stripe Tax (docs/architecture.md#payments, docs/behaviour/rules.md#sales-tax): the sales tax of
 * an order worked out by Stripe's Calculations API, recorded as a tax transaction once the money is
 * taken, and reversed when it is refunded. The one module that speaks Stripe Tax; it runs on the
 * payments' client (stripeClient: the same time limits and test endpoint).
 */
import Stripe from 'stripe';
import type { Cents } from '@/domain/money';
import { type TaxCategory, type TaxLine, type TaxPart, taxLinesByRate } from '@/domain/order-money/order-money';
import type { TaxRate } from '@/domain/order-money/tax-rate';
import type { StripeSettings } from '../config';
import { stripeClient } from './stripe-gateway';

/** Stripe's product tax codes: prepared food, and food the buyer still has to prepare. */
export const TAX_CODES: Readonly<Record<TaxCategory, string>> = {
  prepared: 'txcd_40060003',
  food: 'txcd_40040000',
};

/** Stripe's tax code for a delivery charge stated apart (not taxed in Kansas). */
export const SHIPPING_TAX_CODE = 'txcd_92010001';

/** An order line as Stripe Tax is asked about it: its amount after its share of the discount. */
export interface TaxedLine {
  /** Unique within the order; names the line in Stripe's tax reports. */
  reference: string;
  quantity: number;
  amountCents: Cents;
  category: TaxCategory;
}

/**
 * Where the sale happens: the delivery address, or the kitchen for a pickup. A US address needs no
 * more than its 5-digit ZIP for Stripe Tax (it taxes at the ZIP's centre); the state is sent when known.
 */
export interface TaxAddress {
  postalCode: string;
  state: string | null;
}

export interface TaxCalculationRequest {
  lines: readonly TaxedLine[];
  shippingCents: Cents;
  address: TaxAddress;
  currency: 'usd';
}

export interface TaxCalculation {
  calculationId: string;
  /** Grouped by rate into the order's tax lines, with Stripe's amounts. */
  taxLines: TaxLine[];
}

/** Stripe could not place the address for tax (`customer_tax_location_invalid`): the customer can correct it. */
export class TaxLocationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TaxLocationError';
  }
}

interface Breakdown {
  tax_rate_details: { percentage_decimal: string } | null;
}

/**
 * A line's rate in thousandths of a percent: the rates of the jurisdictions that impose a tax on it
 * added up (state, county, city, district; Stripe gives no rate where none is imposed). A line
 * taxed nothing has none.
 */
function rateOf(taxCents: Cents, breakdown: readonly Breakdown[] | null | undefined, reference: string): TaxRate {
  if (taxCents === 0) return 0;
  if (!breakdown) throw new Error(`Stripe Tax answered line ${reference} without its tax breakdown`);
  return breakdown.reduce((sum, part) => {
    if (!part.tax_rate_details) return sum;
    const percent = Number(part.tax_rate_details.percentage_decimal);
    if (!Number.isFinite(percent)) throw new Error(`Stripe Tax answered line ${reference} with an unreadable rate`);
    return sum + Math.round(percent * 1000);
  }, 0);
}

export function stripeTax(settings: StripeSettings) {
  const stripe = stripeClient(settings);

  /** Every line of the calculation: the first page comes with it; a longer order's are listed. */
  async function lineItemsOf(calculation: Stripe.Tax.Calculation, id: string) {
    const listed = calculation.line_items;
    if (listed && !listed.has_more) return listed.data;
    return stripe.tax.calculations
      .listLineItems(id, { limit: 100, expand: ['data.tax_breakdown'] })
      .autoPagingToArray({ limit: 10_000 });
  }

  return {
    /** Asks Stripe Tax for the order's tax; throws TaxLocationError for an address it cannot place. */
    async calculate(request: TaxCalculationRequest): Promise<TaxCalculation> {
      const { state } = request.address;
      const calculation = await stripe.tax.calculations
        .create({
          currency: request.currency,
          line_items: request.lines.map((line) => ({
            amount: line.amountCents,
            quantity: line.quantity,
            reference: line.reference,
            tax_code: TAX_CODES[line.category],
            tax_behavior: 'exclusive',
          })),
          // The place the food is handed over: where a delivery is received, or the kitchen.
          customer_details: {
            address: { country: 'US', postal_code: request.address.postalCode, ...(state && { state }) },
            address_source: 'shipping',
          },
          ...(request.shippingCents > 0 && {
            shipping_cost: { amount: request.shippingCents, tax_code: SHIPPING_TAX_CODE, tax_behavior: 'exclusive' },
          }),
          // Each line's (and the fee's) breakdown by jurisdiction, for its rate.
          expand: ['line_items', 'line_items.data.tax_breakdown', 'shipping_cost.tax_breakdown'],
        })
        .catch((error: unknown) => {
          if (error instanceof Stripe.errors.StripeError && error.code === 'customer_tax_location_invalid') {
            throw new TaxLocationError(error.message);
          }
          throw error;
        });
      const id = calculation.id;
      if (!id) throw new Error('Stripe Tax answered a calculation without an id');
      const categories = new Map(request.lines.map((line) => [line.reference, line.category]));
      const parts: TaxPart[] = (await lineItemsOf(calculation, id)).map((item) => {
        const category = categories.get(item.reference);
        if (!category) throw new Error(`Stripe Tax answered a line that was not asked about: ${item.reference}`);
        const rate = rateOf(item.amount_tax, item.tax_breakdown, item.reference);
        return { category, rate, taxableCents: item.amount, amountCents: item.amount_tax };
      });
      const shipping = calculation.shipping_cost;
      if (shipping && shipping.amount_tax > 0) {
        // A taxed delivery fee counts with prepared food, as at the owner's rates.
        const rate = rateOf(shipping.amount_tax, shipping.tax_breakdown, 'shipping');
        parts.push({ category: 'prepared', rate, taxableCents: shipping.amount, amountCents: shipping.amount_tax });
      }
      const taxLines = taxLinesByRate(parts);
      const charged = taxLines.reduce((sum, line) => sum + line.amountCents, 0);
      // The customer pays exactly the tax Stripe records, or nothing is priced.
      if (charged !== calculation.tax_amount_exclusive || calculation.tax_amount_inclusive !== 0) {
        throw new Error(
          `Stripe Tax calculation ${id}: lines add up to ${charged}, not ${calculation.tax_amount_exclusive}`,
        );
      }
      return { calculationId: id, taxLines };
    },

    /** Records the sale with Stripe Tax once its money is taken; one transaction per reference (the order number). */
    async recordTransaction(calculationId: string, reference: string): Promise<string> {
      const transaction = await stripe.tax.transactions.createFromCalculation(
        { calculation: calculationId, reference },
        { idempotencyKey: `tax-transaction-${reference}` },
      );
      return transaction.id;
    },

    /** Reverses a recorded sale in full (a refund); one reversal per reference. */
    async reverse(transactionId: string, reference: string): Promise<string> {
      const reversal = await stripe.tax.transactions.createReversal(
        { mode: 'full', original_transaction: transactionId, reference },
        { idempotencyKey: `tax-reversal-${reference}` },
      );
      return reversal.id;
    },
  };
}

export type StripeTax = ReturnType<typeof stripeTax>;
