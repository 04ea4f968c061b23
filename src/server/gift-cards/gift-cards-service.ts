/*
 * The owner's gift cards at /admin/gift-cards (issue 47; docs/behaviour/api.md#gift-cards): the
 * cards with what the shop owes on them, store credit issued as a card, and a card disabled or
 * enabled again. A card bought at /gift-cards comes from its payment, not from here.
 */
import { shopDate } from '@/domain/fulfilment/schedule';
import { giftCardsCsv } from '@/domain/gift-cards/gift-cards-csv';
import { centsToApiDecimal } from '@/domain/order/api-money';
import {
  checkGiftCardPatch,
  checkStoreCredit,
  type GiftCardPatch,
  type StoreCreditBody,
} from '@/domain/schemas/gift-card';
import { database, withTransaction } from '../db';
import { HttpError, notFound } from '../http/http-error';
import { parsePathId } from '../http/path-id';
import {
  findGiftCard,
  insertGiftCard,
  listGiftCards,
  outstandingCents,
  setGiftCardDisabled,
} from '../repositories/gift-cards-repository';
import { codeParts, newGiftCardCode } from './gift-card-codes';
import { letterKey, queueGiftCardLetter } from './gift-card-letter';
import { type GiftCardView, giftCardView } from './gift-card-view';

export const GIFT_CARD_MISSING = 'Gift card not found';

/** Store credit comes from the shop, as its letter says. */
const SHOP_NAME = 'Kenyan Bites';

export const parseGiftCardId = (value: string | undefined): number => parsePathId(value, GIFT_CARD_MISSING);

/** A body checked as a whole: a 400 with the first problem and each field's beside it. */
function checked<T>(result: { ok: true; value: T } | { ok: false; message: string; fields: object }): T {
  if (!result.ok) throw new HttpError(400, result.message, {}, { fields: result.fields });
  return result.value;
}

export const parseStoreCredit = (body: unknown): StoreCreditBody => checked(checkStoreCredit(body));
export const parseGiftCardPatch = (body: unknown): GiftCardPatch => checked(checkGiftCardPatch(body));

/** GET /api/admin/gift-cards: every card, newest first, and the total the shop owes on them. */
export async function listCards(): Promise<{ cards: GiftCardView[]; outstanding: string }> {
  const db = database();
  const [cards, outstanding] = await Promise.all([listGiftCards(db), outstandingCents(db)]);
  return { cards: cards.map(giftCardView), outstanding: centsToApiDecimal(outstanding) };
}

/** The same list as the owner's spreadsheet. */
export async function cardsCsv(): Promise<string> {
  const db = database();
  const [cards, outstanding] = await Promise.all([listGiftCards(db), outstandingCents(db)]);
  return giftCardsCsv(cards, outstanding);
}

/**
 * POST /api/admin/gift-cards: store credit as a card, e-mailed to its recipient at once. The card,
 * its ledger's first row and the letter are one transaction: a card nobody was told of, or a letter
 * of a card that does not exist, cannot be left behind. The code lives only in the queued letter.
 */
export async function issueStoreCredit(credit: StoreCreditBody, now = new Date()): Promise<GiftCardView> {
  const code = newGiftCardCode();
  const recipientName = credit.name ?? credit.email;
  const id = await withTransaction(async (tx) => {
    const cardId = await insertGiftCard(tx, {
      ...codeParts(code),
      kind: 'credit',
      amountCents: credit.amount,
      buyerName: null,
      buyerEmail: null,
      recipientName,
      recipientEmail: credit.email,
      message: null,
      reason: credit.reason,
      sendOn: shopDate(now),
    });
    await queueGiftCardLetter(
      tx,
      credit.email,
      { code, amountCents: credit.amount, recipientName, fromName: SHOP_NAME, message: credit.reason },
      { dedupeKey: letterKey(cardId) },
    );
    return cardId;
  });
  return cardView(id);
}

/** PATCH /api/admin/gift-cards/:id: disabled with a reason (its balance kept), or enabled again. */
export async function updateCard(id: number, patch: GiftCardPatch): Promise<GiftCardView> {
  const card = await setGiftCardDisabled(database(), id, patch.disabled ? patch.reason : null);
  if (!card) throw notFound(GIFT_CARD_MISSING);
  return giftCardView(card);
}

async function cardView(id: number): Promise<GiftCardView> {
  const card = await findGiftCard(database(), id);
  if (!card) throw notFound(GIFT_CARD_MISSING);
  return giftCardView(card);
}
