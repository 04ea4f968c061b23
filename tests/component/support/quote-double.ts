import { type PricedDish, priceCheckout } from '@/domain/checkout-pricing';
import { type DiscountCode, unknownCode } from '@/domain/order-money/discount-code';
import { MISSING_ADDRESS, OUTSIDE_DELIVERY_AREA } from '@/domain/schemas/checkout-contact';
import { toQuoteView } from '@/domain/order/order-view';
import { splitTotal, toSplitView } from '@/domain/gift-cards/gift-card-split';
import type { TipPercent } from '@/domain/tip';
import { SEEDED_MENU } from '../../fixtures/seeded-menu';
import { SEEDED_TAX_CATEGORIES, SEEDED_TAX_PLACES } from '../../fixtures/seeded-tax';
import type { ApiCall, StubAnswer } from './api-stub';

const DISHES: PricedDish[] = SEEDED_MENU.map((dish) => ({
  ...dish,
  taxCategory: SEEDED_TAX_CATEGORIES[dish.id] ?? 'prepared',
}));

interface QuoteBody {
  orderData: {
    orderType: 'pickup' | 'delivery';
    items: Array<{ productId: number; quantity: number }>;
    customerInfo: { address: string | null };
    tipPercent: TipPercent;
    discountCode: string;
  };
}

/** THANKYOU10: 10% off any order, as an owner might print on a thank-you card. */
export const THANK_YOU_CODE: DiscountCode = {
  id: 1,
  code: 'THANKYOU10',
  rule: { kind: 'percent', percent: 10 },
  minSubtotalCents: null,
  startsOn: null,
  endsOn: null,
  maxUses: null,
  oncePerCustomer: false,
  firstOrderOnly: false,
};

/**
 * POST /api/checkout/quote as the seeded shop answers it (tax on, the one code THANKYOU10),
 * priced by the domain's own rules: the server's pricing without its database. Any other code is
 * refused as unknown.
 */
export function seededShopQuote(call: ApiCall): StubAnswer {
  const { orderData } = call.body as QuoteBody;
  const typed = orderData.discountCode.trim().toUpperCase();
  if (typed !== '' && typed !== THANK_YOU_CODE.code) return { status: 400, json: { message: unknownCode(typed) } };
  const result = priceCheckout(
    {
      orderType: orderData.orderType,
      items: orderData.items,
      tipPercent: orderData.tipPercent,
      address: orderData.customerInfo.address,
    },
    DISHES,
    {
      tax: { collects: true, places: SEEDED_TAX_PLACES },
      code: typed === '' ? null : THANK_YOU_CODE,
      today: '2026-11-28',
    },
  );
  if (result.kind === 'outside-area') return { status: 400, json: { message: OUTSIDE_DELIVERY_AREA } };
  if (result.kind === 'missing-address') return { status: 400, json: { message: MISSING_ADDRESS } };
  if (result.kind !== 'priced')
    return { status: 409, json: { message: 'An item in your cart is no longer on the menu.' } };
  // No gift cards in these carts: the bank card pays the whole total.
  return { json: { ...toQuoteView(result.checkout), ...toSplitView(splitTotal(result.checkout.totalCents, [])) } };
}
