/*
 * The owner's catering quote priced on the server (issue 48; docs/behaviour/rules.md#catering):
 * each dish from the menu (its name, its tax category, and unless she set one its pack price for
 * that many pieces), the delivery fee and the tax place by the storefront's rules, her defaults for
 * what the quote leaves out; the money is `cateringQuoteMoney`'s alone. Bad lines and dates are a
 * 400 naming each field ('lines.0.pieces', 'expiresOn').
 */
import type { CateringQuoteMoney } from '@/domain/catering/catering-quote';
import { cateringQuoteMoney } from '@/domain/catering/catering-quote';
import {
  type QuoteBody,
  type QuoteDefaults,
  quoteDateProblems,
  type ResolvedQuote,
  resolveQuote,
} from '@/domain/catering/catering-quote-body';
import { cateringPlace } from '@/domain/catering/catering-place';
import { cateringLineProblems } from '@/domain/catering/catering-request';
import type { OrderType } from '@/domain/order-type';
import { unitPriceCents } from '@/domain/pricing';
import { database } from '../db';
import { refuseFields } from '../http/http-error';
import { readCateringTerms } from '../repositories/fulfilment-repository';
import { listMenuProducts, type ProductRecord } from '../repositories/products-repository';
import { listTaxPlaces, readCollectsTax } from '../repositories/tax-repository';

/** The request as pricing needs it: when and where the event is. */
export interface PricedRequest {
  eventAt: Date;
  orderType: OrderType;
  address: string | null;
}

/** What the shop has set that a quote is priced by, read at once. */
async function readShop() {
  const db = database();
  const [dishes, places, collects, terms] = await Promise.all([
    listMenuProducts(db),
    listTaxPlaces(db),
    readCollectsTax(db),
    readCateringTerms(db),
  ]);
  return { dishes, places, collects, terms };
}
type Shop = Awaited<ReturnType<typeof readShop>>;

function defaultsOf(request: PricedRequest, shop: Shop, byId: ReadonlyMap<number, ProductRecord>) {
  const place = cateringPlace(request, { collects: shop.collects, places: shop.places });
  const defaults: QuoteDefaults = {
    menuPriceEachCents: (productId, pieces) => {
      const dish = byId.get(productId);
      return dish ? unitPriceCents(dish, pieces) : 0;
    },
    deliveryFeeCents: place.deliveryFeeCents,
    ...shop.terms,
  };
  return { defaults, taxPlace: place.taxPlace };
}

/**
 * What a quote leaving every field out takes: the delivery fee, the owner's deposit percent,
 * refund days and terms, the balance's due date and the expiry, for the editor to show.
 */
export async function quoteDefaultsFor(request: PricedRequest, now: Date) {
  const shop = await readShop();
  const { defaults } = defaultsOf(request, shop, new Map());
  const empty: QuoteBody = { lines: [], discount: 0, serviceChargePercent: 0, setup: 0 };
  const { balanceDueOn, expiresOn } = resolveQuote(empty, defaults, request.eventAt, now);
  return { ...shop.terms, deliveryFeeCents: defaults.deliveryFeeCents, balanceDueOn, expiresOn };
}

/** The quote with its defaults filled in and its money; 400 naming each line or date at fault. */
export async function priceCateringQuote(
  request: PricedRequest,
  body: QuoteBody,
  now: Date,
): Promise<{ body: ResolvedQuote; money: CateringQuoteMoney }> {
  const shop = await readShop();
  const byId = new Map(shop.dishes.map((dish) => [dish.id, dish]));
  const lineProblems = Object.fromEntries(
    Object.entries(cateringLineProblems(body.lines, shop.dishes)).map(([path, message]) => [
      path.replace(/^items\./, 'lines.'),
      message,
    ]),
  );
  const { defaults, taxPlace } = defaultsOf(request, shop, byId);
  const resolved = resolveQuote(body, defaults, request.eventAt, now);
  const problems = { ...lineProblems, ...quoteDateProblems(resolved, request.eventAt, now) };
  if (Object.keys(problems).length > 0) refuseFields(problems);
  const money = cateringQuoteMoney({
    lines: resolved.lines.map((line) => {
      const dish = byId.get(line.productId) as ProductRecord;
      return { ...line, name: dish.name, taxCategory: dish.taxCategory };
    }),
    discountCents: resolved.discountCents,
    serviceChargePercent: resolved.serviceChargePercent,
    setupCents: resolved.setupCents,
    deliveryFeeCents: resolved.deliveryFeeCents,
    deposit: resolved.deposit,
    taxPlace,
  });
  return { body: resolved, money };
}
