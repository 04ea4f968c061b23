/*
 * The buyer's resend of a gift card (issue 47; docs/behaviour/rules.md#gift-cards): the page
 * /gift-cards/resend and POST /api/gift-cards/resend, both opened by the token of the buyer's
 * e-mail, the only authority. The code is kept nowhere, so a resend gives the card a new one
 * (same card, same ledger, so the same balance) and mails it; the old code stops working.
 */
import type { Answer } from '@/domain/api';
import type * as giftCardsApi from '@/domain/api/gift-cards';
import {
  RESEND_LINK_INVALID,
  type ResendState,
  resendProblem,
  resentSentence,
} from '@/domain/gift-cards/gift-card-resend';
import type { Cents } from '@/domain/money';
import { database, type Db, withTransaction } from '../db';
import { conflict, notFound } from '../http/http-error';
import {
  findGiftCard,
  type GiftCardRecord,
  lockGiftCards,
  replaceGiftCardCode,
} from '../repositories/gift-cards-repository';
import { unsentMessage, withdrawUnsentMail } from '../repositories/outbox-repository';
import { codeParts, newGiftCardCode } from './gift-card-codes';
import { letterKey, queueGiftCardLetter } from './gift-card-letter';
import { cardIdForResendToken } from './resend-link';

export type ResendAnswer = Answer<typeof giftCardsApi.resend>;

/** What the resend page shows of the card its link opens: never the code. */
export interface ResendPage {
  last4: string;
  recipientName: string;
  recipientEmail: string;
  amountCents: Cents;
  balanceCents: Cents;
  sendOn: string;
  /** The last resend, said as it happened, or null. */
  resent: string | null;
  /** Why it cannot be sent again now, or null (then the page offers the button). */
  problem: string | null;
}

interface Opened {
  card: GiftCardRecord;
  buyerName: string;
  state: ResendState;
}

/** A bought card (store credit has no buyer and no link) with its latest letter, if still unsent. */
async function openCard(db: Db, cardId: number | null): Promise<Opened | null> {
  const card = cardId === null ? null : await findGiftCard(db, cardId);
  if (card?.kind !== 'purchase' || card.buyerName === null) return null;
  const letter = await unsentMessage(db, letterKey(card.id, card.resends));
  return {
    card,
    buyerName: card.buyerName,
    state: {
      recipientName: card.recipientName,
      disabled: card.disabledAt !== null,
      letterDueAt: letter?.sendAfter ?? null,
      resentAt: card.resentAt,
    },
  };
}

/** GET /gift-cards/resend?token=: what the page shows, or null for a token that opens no card. Changes nothing. */
export async function resendPage(token: string, now = new Date()): Promise<ResendPage | null> {
  const db = database();
  const opened = await openCard(db, await cardIdForResendToken(db, token));
  if (!opened) return null;
  const { card } = opened;
  return {
    last4: card.last4,
    recipientName: card.recipientName,
    recipientEmail: card.recipientEmail,
    amountCents: card.amountCents,
    balanceCents: card.balanceCents,
    sendOn: card.sendOn,
    resent: card.resentAt ? resentSentence(card.recipientEmail, card.resentAt) : null,
    problem: resendProblem(opened.state, now),
  };
}

/**
 * POST /api/gift-cards/resend: under the card's row lock (so two presses, or a press and a
 * spend or the owner's disabling, take turns), its code is replaced and the new one's letter
 * queued, in one transaction. A letter due but not yet delivered carries the old code, so it is
 * withdrawn; one waiting for its send date refuses the resend (resendProblem).
 */
export async function resendGiftCard(token: string, now = new Date()): Promise<ResendAnswer> {
  return withTransaction(async (tx) => {
    const cardId = await cardIdForResendToken(tx, token);
    if (cardId !== null) await lockGiftCards(tx, [cardId]);
    // Read after the lock, by statements of their own, so they see what the lock waited for.
    const opened = await openCard(tx, cardId);
    if (!opened) throw notFound(RESEND_LINK_INVALID);
    const problem = resendProblem(opened.state, now);
    if (problem) throw conflict(problem);
    const { card } = opened;
    if (opened.state.letterDueAt !== null) await withdrawUnsentMail(tx, letterKey(card.id, card.resends));
    const code = newGiftCardCode();
    const parts = codeParts(code);
    await replaceGiftCardCode(tx, card.id, parts, now);
    await queueGiftCardLetter(
      tx,
      card.recipientEmail,
      {
        code,
        amountCents: card.amountCents,
        recipientName: card.recipientName,
        fromName: opened.buyerName,
        message: card.message,
        again: { balanceCents: card.balanceCents },
      },
      { dedupeKey: letterKey(card.id, card.resends + 1) },
    );
    return {
      last4: parts.last4,
      recipientName: card.recipientName,
      recipientEmail: card.recipientEmail,
      message: resentSentence(card.recipientEmail, now),
    };
  });
}
