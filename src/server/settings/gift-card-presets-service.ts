/*
 * The amounts /gift-cards offers (issue 47): the owner's, set on /admin/gift-cards, else $25, $50
 * and $100. A buyer may still ask for any whole amount from $10 to $500: these are only the page's
 * quick choices. The page is kept at the CDN under the storefront's tag, so a save purges it.
 */
import type { Cents } from '@/domain/money';
import { presetsOffered } from '@/domain/gift-cards/gift-card-terms';
import { centsToApiDecimal } from '@/domain/order/api-money';
import { checkGiftCardPresets } from '@/domain/schemas/gift-card';
import { queueStorefrontPurge } from '../cdn/storefront-cache';
import { database, type Db, withTransaction } from '../db';
import { HttpError } from '../http/http-error';
import { readGiftCardPresets, saveGiftCardPresets } from '../repositories/settings-repository';

/** The amounts as the API answers them. */
export const presetsView = (amounts: readonly Cents[]) => ({ amounts: amounts.map(centsToApiDecimal) });

/** The amounts the buying page offers now (GET /api/admin/gift-card-presets, and the page itself). */
export async function giftCardPresets(db: Db = database()): Promise<readonly Cents[]> {
  return presetsOffered(await readGiftCardPresets(db));
}

/** The body of PUT checked as a whole: a 400 with the first problem, and each box's under its path (`amounts.2`). */
export function parseGiftCardPresets(body: unknown): Cents[] {
  const checked = checkGiftCardPresets(body);
  if (!checked.ok) throw new HttpError(400, checked.message, {}, { fields: checked.fields });
  return checked.value.amounts;
}

/** PUT /api/admin/gift-card-presets: saves the owner's amounts with the purge of the page's CDN copy; answers those offered. */
export async function updateGiftCardPresets(amounts: readonly Cents[], changedBy: string): Promise<readonly Cents[]> {
  const saved = await withTransaction(async (tx) => {
    const row = await saveGiftCardPresets(tx, amounts, changedBy);
    await queueStorefrontPurge(tx);
    return row;
  });
  if (!saved) throw new Error('business_settings has no row: the gift card amounts cannot be saved');
  return presetsOffered(saved);
}
