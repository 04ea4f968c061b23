import { checkQuoteBody } from '@/domain/catering/catering-quote-body';
import { toCents } from '@/domain/money';
import { centsToApiDecimal } from '@/domain/order/api-money';
import { unitPriceCents } from '@/domain/pricing';
import type { AdminMenuProduct } from '@/domain/menu';
import type { CateringDetail, QuoteBody } from '@/stores/admin/catering/catering-quote';

/*
 * The quote editor's form (issue 48): what the owner types, a blank field meaning "the default"
 * (the menu's pack price, the zone's fee, her deposit percent and refund days), read into PUT
 * /api/admin/catering/{id}/quote's body and checked by the server's own schema first, so each
 * problem shows beside its field in the server's words. Fields are named by the body's paths
 * ('lines.0.pieces', 'depositAmount'), as the server names its problems.
 */

export interface QuoteLineValues {
  productId: number;
  name: string;
  pieces: string;
  /** Blank: the menu's pack price for that many pieces. */
  priceEach: string;
}

export type DepositKind = 'percent' | 'amount';

export interface QuoteFormValues {
  lines: QuoteLineValues[];
  serviceChargePercent: string;
  setup: string;
  deliveryFee: string;
  discount: string;
  depositKind: DepositKind;
  /** The percent or the dollars, whichever `depositKind` says; blank: her default percent. */
  deposit: string;
  balanceDueOn: string;
  expiresOn: string;
  fullRefundDays: string;
  terms: string;
}

export type QuoteProblems = Partial<Record<string, string>>;

/** A dish of the menu as the editor prices it: its list price and pack prices, as the API sends them. */
export type MenuDish = Pick<AdminMenuProduct, 'id' | 'name' | 'status' | 'price' | 'packTiers'>;

/** The menu's price each for that many pieces ('1.60'), or null when the dish or the count is unknown. */
export function menuPriceEach(menu: readonly MenuDish[], productId: number, pieces: string): string | null {
  const dish = menu.find((item) => item.id === productId);
  const count = Number(pieces);
  if (!dish || !Number.isSafeInteger(count) || count < 1) return null;
  const product = {
    priceCents: toCents(dish.price),
    packTiers: dish.packTiers.map((tier) => ({ ...tier, unitPriceCents: toCents(tier.unitPrice) })),
  };
  return centsToApiDecimal(unitPriceCents(product, count));
}

/** The name of the deposit's one input, as the server names its problem. */
export const depositField = (kind: DepositKind): 'depositPercent' | 'depositAmount' =>
  kind === 'percent' ? 'depositPercent' : 'depositAmount';

/** The fields in the form's order, to focus the first with a problem. */
export const quoteFieldOrder = (values: QuoteFormValues): string[] => [
  'lines',
  ...values.lines.flatMap((_, index) => [`lines.${index}.pieces`, `lines.${index}.priceEach`]),
  'serviceChargePercent',
  'setup',
  'deliveryFee',
  'discount',
  depositField(values.depositKind),
  'balanceDueOn',
  'expiresOn',
  'fullRefundDays',
  'terms',
];

/** A line's dish gone from the menu is said under the line; its pieces field takes the focus. */
export const focusedField = (path: string): string => path.replace(/\.productId$/, '.pieces');

const blankIf = (value: string, blank: string) => (value === blank ? '' : value);

/**
 * The form for a request: its newest version's values (a price each, fee, deposit or refund days
 * equal to the default shown blank, so it follows the menu and her settings), or for a request not
 * yet quoted, its dishes as asked and every default.
 */
export function initialQuoteValues(detail: CateringDetail, menu: readonly MenuDish[]): QuoteFormValues {
  const { defaults } = detail;
  const newest = detail.quotes.at(-1);
  if (!newest) {
    return {
      lines: detail.request.items.map((item) => ({ ...item, pieces: String(item.pieces), priceEach: '' })),
      serviceChargePercent: '',
      setup: '',
      deliveryFee: '',
      discount: '',
      depositKind: 'percent',
      deposit: '',
      balanceDueOn: defaults.balanceDueOn,
      expiresOn: defaults.expiresOn,
      fullRefundDays: '',
      terms: defaults.terms,
    };
  }
  const amount = newest.depositPercent === null;
  return {
    lines: newest.lines.map((line) => {
      const pieces = String(line.pieces);
      return {
        productId: line.productId,
        name: line.name,
        pieces,
        priceEach: blankIf(line.priceEach, menuPriceEach(menu, line.productId, pieces) ?? ''),
      };
    }),
    serviceChargePercent: blankIf(String(newest.serviceChargePercent), '0'),
    setup: blankIf(newest.setup, '0.00'),
    deliveryFee: blankIf(newest.deliveryFee, defaults.deliveryFee),
    discount: blankIf(newest.discount, '0.00'),
    depositKind: amount ? 'amount' : 'percent',
    deposit: amount ? newest.deposit : blankIf(String(newest.depositPercent), String(defaults.depositPercent)),
    balanceDueOn: newest.balanceDueOn,
    expiresOn: newest.expiresOn,
    fullRefundDays: blankIf(String(newest.fullRefundDays), String(defaults.fullRefundDays)),
    terms: newest.terms,
  };
}

/** A whole number as typed, or what was typed (the schema refuses it in its words). */
const typedWhole = (text: string): number | string => (/^\s*\d{1,9}\s*$/.test(text) ? Number(text) : text);
/** Dollars as typed, without a '$' or thousands' commas. */
const typedDollars = (text: string): string =>
  text
    .trim()
    .replace(/^\$\s*/, '')
    .replace(/,/g, '');
const filled = (text: string) => text.trim() !== '';

/** The body as the API takes it: blank fields left out, so the server fills in their defaults. */
export function quoteBodyOf(values: QuoteFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    lines: values.lines.map((line) => ({
      productId: line.productId,
      pieces: typedWhole(line.pieces),
      ...(filled(line.priceEach) ? { priceEach: typedDollars(line.priceEach) } : {}),
    })),
    terms: values.terms,
  };
  const optional: Array<[string, string, (text: string) => unknown]> = [
    ['serviceChargePercent', values.serviceChargePercent, typedWhole],
    ['setup', values.setup, typedDollars],
    ['deliveryFee', values.deliveryFee, typedDollars],
    ['discount', values.discount, typedDollars],
    [
      depositField(values.depositKind),
      values.deposit,
      values.depositKind === 'percent' ? (text) => typedWhole(text.replace(/%\s*$/, '')) : typedDollars,
    ],
    ['balanceDueOn', values.balanceDueOn, (text) => text],
    ['expiresOn', values.expiresOn, (text) => text],
    ['fullRefundDays', values.fullRefundDays, typedWhole],
  ];
  for (const [field, text, read] of optional) if (filled(text)) body[field] = read(text);
  return body;
}

/** The form checked by the API's own schema: the body to send, or each field's problem. */
export function checkQuoteForm(
  values: QuoteFormValues,
): { ok: true; body: QuoteBody } | { ok: false; errors: QuoteProblems } {
  const body = quoteBodyOf(values);
  const checked = checkQuoteBody(body);
  return checked.ok ? { ok: true, body: body as QuoteBody } : { ok: false, errors: checked.fields };
}
