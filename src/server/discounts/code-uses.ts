import { usesRefusal } from '@/domain/order-money/discount-code';
import type { Db } from '../db';
import { type CodeCustomer, countCodeUses, findDiscountCode } from '../repositories/discount-codes-repository';

/** The code an order is about to take a use of, and who is buying. */
export interface CodeUse {
  discountCode: string | null;
  discountCodeId: number | null;
  customer: CodeCustomer;
}

/**
 * Why the order's code can no longer be used (used up, or used by this customer meanwhile), with
 * its uses counted inside the booking's transaction, after the schedule's lock: no other booking
 * can add a use between this count and the order it lets through. A code deleted since is honoured.
 */
export async function codeUsesRefusal(tx: Db, use: CodeUse): Promise<string | null> {
  if (!use.discountCode || use.discountCodeId === null) return null;
  const code = await findDiscountCode(tx, use.discountCode);
  if (!code || code.id !== use.discountCodeId) return null;
  return usesRefusal(code, await countCodeUses(tx, code.id, use.customer));
}
