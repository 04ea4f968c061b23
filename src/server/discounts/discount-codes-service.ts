/*
 * The owner's discount codes at /admin/codes (docs/behaviour/api.md#discount-codes): listing them
 * with what each has given away, and adding, changing and removing them. Whether a code applies to
 * an order is decided at checkout (src/domain/order-money/discount-code.ts), not here.
 */
import type { Answer } from '@/domain/api';
import type * as discountsApi from '@/domain/api/discounts';
import { centsToApiDecimal } from '@/domain/order/api-money';
import { checkDiscountCode, type DiscountCodeBody } from '@/domain/schemas/discount-code';
import { database } from '../db';
import { HttpError, notFound } from '../http/http-error';
import { parsePathId } from '../http/path-id';
import {
  deleteDiscountCode,
  findListedCode,
  insertDiscountCode,
  type ListedCode,
  listDiscountCodes,
  updateDiscountCode,
} from '../repositories/discount-codes-repository';

export type DiscountCodeView = Answer<typeof discountsApi.create>;

export const DISCOUNT_CODE_NOT_FOUND = 'Discount code not found';
export const codeTaken = (code: string) => `The code ${code} already exists.`;

/** 409 for a code another has, told at the code's field too, so the page shows it beside it. */
const taken = (code: string) => {
  const message = codeTaken(code);
  return new HttpError(409, message, {}, { fields: { code: message } });
};

export const parseDiscountCodeId = (value: string | undefined): number => parsePathId(value, DISCOUNT_CODE_NOT_FOUND);

/**
 * The body of POST or PATCH checked as a whole: a refusal is a 400 with the first problem as
 * `message` and each field's first in `fields`, so the page shows each beside its field.
 */
export function parseDiscountCode(body: unknown): DiscountCodeBody {
  const checked = checkDiscountCode(body);
  if (!checked.ok) throw new HttpError(400, checked.message, {}, { fields: checked.fields });
  return checked.code;
}

const money = (cents: number | null) => (cents === null ? null : centsToApiDecimal(cents));

const codeView = (code: ListedCode): DiscountCodeView => ({
  id: code.id,
  code: code.code,
  percentOff: code.rule.kind === 'percent' ? code.rule.percent : null,
  amountOff: code.rule.kind === 'amount' ? centsToApiDecimal(code.rule.amountCents) : null,
  minSubtotal: money(code.minSubtotalCents),
  startsAt: code.startsOn,
  endsAt: code.endsOn,
  maxUses: code.maxUses,
  oncePerCustomer: code.oncePerCustomer,
  firstOrderOnly: code.firstOrderOnly,
  uses: code.uses,
  givenAway: centsToApiDecimal(code.givenCents),
  createdAt: code.createdAt.toISOString(),
});

/** The code as just saved, with its uses (a code changed may already have some). */
async function savedView(id: number): Promise<DiscountCodeView> {
  const code = await findListedCode(database(), id);
  // Deleted between the save and this read: as if it had never been there.
  if (!code) throw notFound(DISCOUNT_CODE_NOT_FOUND);
  return codeView(code);
}

/** GET /api/admin/discount-codes: newest first. */
export async function listCodes(): Promise<DiscountCodeView[]> {
  return (await listDiscountCodes(database())).map(codeView);
}

/** POST /api/admin/discount-codes: 409 when the code is taken, whatever its case. */
export async function createCode(code: DiscountCodeBody): Promise<DiscountCodeView> {
  const id = await insertDiscountCode(database(), code);
  if (id === null) throw taken(code.code);
  return savedView(id);
}

/** PATCH /api/admin/discount-codes/:id: every term, as the form sends them. */
export async function changeCode(id: number, code: DiscountCodeBody): Promise<DiscountCodeView> {
  const outcome = await updateDiscountCode(database(), id, code);
  if (outcome === 'missing') throw notFound(DISCOUNT_CODE_NOT_FOUND);
  if (outcome === 'taken') throw taken(code.code);
  return savedView(id);
}

/** DELETE /api/admin/discount-codes/:id: its orders keep the code's words. */
export async function removeCode(id: number): Promise<void> {
  if (!(await deleteDiscountCode(database(), id))) throw notFound(DISCOUNT_CODE_NOT_FOUND);
}
