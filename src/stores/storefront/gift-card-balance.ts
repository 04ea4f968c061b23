import type { Answer } from '@/domain/api';
import * as giftCardsApi from '@/domain/api/gift-cards';
import { callApi } from '@/lib/api/call';
import { refusalMessage } from '../shell/refusal';

/*
 * The balance page's check (/gift-cards/balance): a card's balance and each use, by its code. The
 * server's 404 and 429 are said in its own words; anything else in BALANCE_CHECK_FAILED.
 */

export type GiftCardBalance = Answer<typeof giftCardsApi.balance>;

export type BalanceResult = { ok: true; card: GiftCardBalance } | { ok: false; message: string };

export const BALANCE_CHECK_FAILED = 'We could not check the card just now. Please try again.';

export async function checkGiftCardBalance(code: string): Promise<BalanceResult> {
  try {
    return { ok: true, card: await callApi(giftCardsApi.balance, { body: { code } }) };
  } catch (error) {
    return { ok: false, message: refusalMessage(error, BALANCE_CHECK_FAILED) };
  }
}
