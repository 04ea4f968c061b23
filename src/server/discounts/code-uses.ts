import { shopDate } from '@/domain/fulfilment/schedule';
import type { Cents } from '@/domain/money';
import { termsRefusal, unknownCode, usesRefusal } from '@/domain/order-money/discount-code';
import type { Db } from '../db';
import { type CodeCustomer, countCodeUses, findDiscountCode } from '../repositories/discount-codes-repository';

/** The code an order is about to take a use of, who is buying, and the subtotal it was priced at. */
export interface CodeUse {
  discountCode: string | null;
  discountCodeId: number | null;
  customer: CodeCustomer;
  subtotalCents: Cents;
  /** The order being booked, when it is already inserted: not counted as a use of its own. */
  orderId?: number;
}

/**
 * Why the order's code can no longer be used, decided again as the order is booked, inside the
 * booking's transaction after the schedule's lock: the code deleted (or its words given to another)
 * since the quote, its dates or its minimum as the owner has them now (the domain's one check of
 * them), then its uses, counted so that no other booking can add a use between this count and the
 * order it lets through.
 */
export async function codeRefusalAtBooking(tx: Db, use: CodeUse, now = new Date()): Promise<string | null> {
  if (!use.discountCode || use.discountCodeId === null) return null;
  const code = await findDiscountCode(tx, use.discountCode);
  if (!code || code.id !== use.discountCodeId) return unknownCode(use.discountCode);
  return (
    termsRefusal(code, { subtotalCents: use.subtotalCents, today: shopDate(now) }) ??
    usesRefusal(code, await countCodeUses(tx, code.id, use.customer, use.orderId ?? null))
  );
}
