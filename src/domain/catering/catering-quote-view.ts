/*
 * A catering quote as the API and both sides' pages show it (issue 48): its version and times, its
 * lines and money as 2-decimal strings (from the money kept when it was saved, never computed
 * again), the deposit and balance with their dates, and the terms with their cut-off.
 */
import { moneyLineInput, type TaxLineView, toTaxLineViews } from '../order/order-view';
import { centsToApiDecimal } from '../order/api-money';
import { moneyLines, type ShownMoneyLine } from '../order-money/money-lines';
import type { CateringQuoteMoney } from './catering-quote';
import { balanceDueAt, quoteExpiresAt, type ResolvedQuote } from './catering-quote-body';
import { shopDaysBefore } from './catering-terms';

/** A quote as kept: one version of a request's quote. */
export interface StoredCateringQuote {
  id: number;
  requestId: number;
  version: number;
  body: ResolvedQuote;
  money: CateringQuoteMoney;
  overLimits: boolean;
  savedAt: Date;
  sentAt: Date | null;
  acceptedAt: Date | null;
}

/** The newest version the owner sent, or null. */
export const sentQuote = <T extends Pick<StoredCateringQuote, 'sentAt'>>(quotes: readonly T[]): T | null =>
  quotes.filter((quote) => quote.sentAt !== null).at(-1) ?? null;

export interface CateringQuoteView {
  version: number;
  savedAt: string;
  sentAt: string | null;
  acceptedAt: string | null;
  lines: Array<{ productId: number; name: string; pieces: number; priceEach: string; total: string }>;
  subtotal: string;
  discount: string;
  serviceChargePercent: number;
  serviceCharge: string;
  setup: string;
  deliveryFee: string;
  tax: string;
  taxLines: TaxLineView[];
  total: string;
  /** The deposit's percent, or null when the owner set an amount. */
  depositPercent: number | null;
  deposit: string;
  balance: string;
  balanceDueOn: string;
  /** When the balance's link goes out (ISO). */
  balanceDueAt: string;
  expiresOn: string;
  /** The last moment it can be accepted (ISO). */
  expiresAt: string;
  terms: string;
  fullRefundDays: number;
  /** Until when a cancellation gets the deposit back in full (ISO). */
  refundCutOff: string;
  overLimits: boolean;
}

export function toCateringQuoteView(quote: StoredCateringQuote, eventAt: Date): CateringQuoteView {
  const { body, money } = quote;
  const dollars = centsToApiDecimal;
  return {
    version: quote.version,
    savedAt: quote.savedAt.toISOString(),
    sentAt: quote.sentAt?.toISOString() ?? null,
    acceptedAt: quote.acceptedAt?.toISOString() ?? null,
    lines: money.lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      pieces: line.pieces,
      priceEach: dollars(line.priceEachCents),
      total: dollars(line.totalCents),
    })),
    subtotal: dollars(money.subtotalCents),
    discount: dollars(money.discountCents),
    serviceChargePercent: body.serviceChargePercent,
    serviceCharge: dollars(money.serviceChargeCents),
    setup: dollars(money.setupCents),
    deliveryFee: dollars(money.deliveryFeeCents),
    tax: dollars(money.taxCents),
    taxLines: toTaxLineViews(money.taxLines),
    total: dollars(money.totalCents),
    depositPercent: body.deposit.kind === 'percent' ? body.deposit.percent : null,
    deposit: dollars(money.depositCents),
    balance: dollars(money.balanceCents),
    balanceDueOn: body.balanceDueOn,
    balanceDueAt: balanceDueAt(body).toISOString(),
    expiresOn: body.expiresOn,
    expiresAt: quoteExpiresAt(body).toISOString(),
    terms: body.terms,
    fullRefundDays: body.fullRefundDays,
    refundCutOff: shopDaysBefore(eventAt, body.fullRefundDays).toISOString(),
    overLimits: quote.overLimits,
  };
}

/** A quote's money in the lines every screen shows (`moneyLines`): its charges, fee, tax and total. */
export const quoteMoneyLines = (view: CateringQuoteView): ShownMoneyLine[] =>
  moneyLines(moneyLineInput({ ...view, tip: '0.00', discountCode: null }));
