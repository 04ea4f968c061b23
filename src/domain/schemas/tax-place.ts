/*
 * The owner's sales-tax places (/admin/tax; docs/behaviour/api.md#sales-tax-places): the page's form
 * and POST/PUT /api/admin/tax/places read the same fields with the same messages. Rates arrive as
 * the percent the owner types ('9.35', or 9.35) and come out as whole thousandths of a percent.
 */
import * as v from 'valibot';
import { parseTaxRate } from '../order-money/tax-rate';
import { isUsState } from '../us-states';
import { NOT_AN_OBJECT, objectOf, requiredText } from './fields';

export const TAX_PLACE_LIMITS = { name: 60, zips: 200 } as const;

export const TAX_PLACE_NAME_MISSING = 'Enter a name for the place, such as Overland Park, KS';
export const TAX_PLACE_NAME_TOO_LONG = `A place's name can be at most ${TAX_PLACE_LIMITS.name} characters`;
export const TAX_STATE_INVALID = 'State must be a two-letter US state such as KS';
export const PREPARED_RATE_INVALID =
  'The prepared-food rate must be a percent from 0 to 20, with at most three decimals';
export const FOOD_RATE_INVALID = 'The food rate must be a percent from 0 to 20, with at most three decimals';
export const ZIPS_INVALID = 'ZIP codes are five digits each, such as 66212';
export const TOO_MANY_ZIPS = `A place can have at most ${TAX_PLACE_LIMITS.zips} ZIP codes`;
export const DELIVERY_FEE_TAXED_INVALID = 'Say whether the delivery fee is taxed there (true or false)';
export const IS_KITCHEN_INVALID = "Say whether this is the kitchen's place (true or false)";
export const COLLECTS_TAX_INVALID = 'Say whether to collect sales tax (true or false)';

/** The one who typed a ZIP of four digits reads which one: 'ZIP code 6621 is not five digits'. */
export const zipNotFiveDigits = (zip: string) => `ZIP code ${zip} is not five digits`;

/** A percent as typed or sent as a number, read by parseTaxRate: the API and the form agree on every rate. */
const rateField = (message: string) =>
  v.pipe(
    v.union([v.string(message), v.pipe(v.number(message), v.finite(message))], message),
    v.transform((percent) => parseTaxRate(String(percent))),
    v.number(message),
  );

const zipField = v.pipe(
  v.string(ZIPS_INVALID),
  v.trim(),
  v.regex(/^\d{5}$/, (issue) => zipNotFiveDigits(String(issue.input))),
);

const placeEntries = {
  name: requiredText(TAX_PLACE_LIMITS.name, TAX_PLACE_NAME_MISSING, TAX_PLACE_NAME_TOO_LONG),
  state: v.pipe(v.string(TAX_STATE_INVALID), v.trim(), v.toUpperCase(), v.check(isUsState, TAX_STATE_INVALID)),
  zips: v.pipe(
    v.array(zipField, ZIPS_INVALID),
    // The same ZIP typed twice is one ZIP; sorted, so the page lists them as a person looks them up.
    v.transform((zips) => [...new Set(zips)].sort()),
    v.maxLength(TAX_PLACE_LIMITS.zips, TOO_MANY_ZIPS),
  ),
  preparedRate: rateField(PREPARED_RATE_INVALID),
  foodRate: rateField(FOOD_RATE_INVALID),
  taxesDeliveryFee: v.boolean(DELIVERY_FEE_TAXED_INVALID),
  isKitchen: v.boolean(IS_KITCHEN_INVALID),
};

export const taxPlaceBodySchema = v.pipe(
  objectOf(placeEntries, NOT_AN_OBJECT),
  v.transform(({ preparedRate, foodRate, ...place }) => ({
    ...place,
    rates: { prepared: preparedRate, food: foodRate },
  })),
);

/** A place as the server saves it: rates in thousandths of a percent. */
export type TaxPlaceBody = v.InferOutput<typeof taxPlaceBodySchema>;

export type TaxPlaceField = keyof typeof placeEntries;
export type TaxPlaceProblems = Partial<Record<TaxPlaceField, string>>;

/**
 * A place checked as a whole, the form's and the server's one check: the first problem as
 * `message`, and each field's first in `fields` ('zips' for 'zips.3'), so the page shows each
 * beside its field whether it found it or the server did.
 */
export function checkTaxPlace(
  input: unknown,
): { ok: true; place: TaxPlaceBody } | { ok: false; message: string; fields: TaxPlaceProblems } {
  const result = v.safeParse(taxPlaceBodySchema, input);
  if (result.success) return { ok: true, place: result.output };
  const fields: TaxPlaceProblems = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && Object.hasOwn(placeEntries, key)) fields[key as TaxPlaceField] ??= issue.message;
  }
  return { ok: false, message: result.issues[0].message, fields };
}

/** PUT /api/admin/tax: whether the shop collects sales tax at all. */
export const taxSettingsBodySchema = objectOf({ collectsTax: v.boolean(COLLECTS_TAX_INVALID) }, NOT_AN_OBJECT);
