import * as v from 'valibot';
import type { Cents } from '@/domain/money';
import type { GiftCardReturn, SpentGiftCard } from '@/domain/owner-orders/order-change';
import { bigintColumn, camelRow, type Db, readRow, readRows } from '../db';

/*
 * Gift cards and their ledger (migration 0043). A card's balance is always the sum of its ledger,
 * summed where it is read; the rows that move it are appended under the card's row lock.
 */

export type GiftCardKind = 'purchase' | 'credit';
export type LedgerKind = 'issue' | 'spend' | 'refund' | 'adjustment';

export interface NewGiftCard {
  codeHash: string;
  last4: string;
  kind: GiftCardKind;
  amountCents: Cents;
  buyerName: string | null;
  buyerEmail: string | null;
  recipientName: string;
  recipientEmail: string;
  message: string | null;
  reason: string | null;
  /** The shop date it is e-mailed on. */
  sendOn: string;
}

const whole = v.pipe(v.union([v.number(), v.string()]), v.transform(Number));
const instant = v.pipe(
  v.union([v.date(), v.string()]),
  v.transform((value) => new Date(value)),
);

const cardEntries = {
  id: bigintColumn,
  last4: v.string(),
  kind: v.picklist(['purchase', 'credit']),
  amount_cents: v.number(),
  balance_cents: whole,
  buyer_name: v.nullable(v.string()),
  buyer_email: v.nullable(v.string()),
  recipient_name: v.string(),
  recipient_email: v.string(),
  message: v.nullable(v.string()),
  reason: v.nullable(v.string()),
  send_on: v.string(),
  disabled_at: v.nullable(instant),
  disabled_reason: v.nullable(v.string()),
  created_at: instant,
  last_used_at: v.nullable(instant),
  resends: v.number(),
  resent_at: v.nullable(instant),
};

const cardSchema = camelRow(cardEntries);
export type GiftCardRecord = v.InferOutput<typeof cardSchema>;

const CARD_COLUMNS = `c.id, c.last4, c.kind, c.amount_cents,
  (SELECT COALESCE(sum(l.amount_cents), 0) FROM gift_card_ledger l WHERE l.gift_card_id = c.id) AS balance_cents,
  c.buyer_name, c.buyer_email, c.recipient_name, c.recipient_email, c.message, c.reason,
  to_char(c.send_on, 'YYYY-MM-DD') AS send_on, c.disabled_at, c.disabled_reason, c.created_at,
  (SELECT max(l.created_at) FROM gift_card_ledger l WHERE l.gift_card_id = c.id AND l.kind <> 'issue') AS last_used_at,
  c.resends, c.resent_at`;

/**
 * The cards issued in [from, to) (SQL for two timestamptz parameters): when, how much, and whether
 * it was sold (a card bought at /gift-cards; store credit is no sale). A card is inserted with its
 * `issue` row in one statement, so these are the ledger's issue rows, read by the index of the
 * cards' times. The tax report's gift cards sold and the insights' read them so.
 */
export const cardsIssuedIn = (from: string, to: string): string =>
  `SELECT created_at, amount_cents, kind = 'purchase' AS sold FROM gift_cards
   WHERE created_at >= ${from} AND created_at < ${to}`;

/** A new card and the ledger row that gives it its amount, in one statement; its id. */
export async function insertGiftCard(db: Db, card: NewGiftCard): Promise<number> {
  const row = await readRow(
    db,
    'gift_cards',
    v.object({ id: bigintColumn }),
    `WITH card AS (
       INSERT INTO gift_cards (code_hash, last4, kind, amount_cents, buyer_name, buyer_email, recipient_name,
         recipient_email, message, reason, send_on)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::date)
       RETURNING id, amount_cents
     ), issued AS (
       INSERT INTO gift_card_ledger (gift_card_id, kind, amount_cents) SELECT id, 'issue', amount_cents FROM card
     )
     SELECT id FROM card`,
    [
      card.codeHash,
      card.last4,
      card.kind,
      card.amountCents,
      card.buyerName,
      card.buyerEmail,
      card.recipientName,
      card.recipientEmail,
      card.message,
      card.reason,
      card.sendOn,
    ],
  );
  if (!row) throw new Error('The gift card was not inserted');
  return row.id;
}

/** One card by id, with its balance and its last use. */
export const findGiftCard = (db: Db, id: number): Promise<GiftCardRecord | null> =>
  readRow(db, 'gift_cards', cardSchema, `SELECT ${CARD_COLUMNS} FROM gift_cards c WHERE c.id = $1`, [id]);

/** The card whose code hashes to `codeHash`, or null. */
export const findGiftCardByHash = (db: Db, codeHash: string): Promise<GiftCardRecord | null> =>
  readRow(db, 'gift_cards', cardSchema, `SELECT ${CARD_COLUMNS} FROM gift_cards c WHERE c.code_hash = $1`, [codeHash]);

/** Every card, newest first. */
export const listGiftCards = (db: Db): Promise<GiftCardRecord[]> =>
  readRows(
    db,
    'gift_cards',
    cardSchema,
    `SELECT ${CARD_COLUMNS} FROM gift_cards c ORDER BY c.created_at DESC, c.id DESC`,
  );

/** What the shop owes on every card: the sum of all balances, disabled cards' included. */
export async function outstandingCents(db: Db): Promise<Cents> {
  const row = await readRow(
    db,
    'gift_card_ledger',
    v.object({ outstanding: whole }),
    'SELECT COALESCE(sum(amount_cents), 0) AS outstanding FROM gift_card_ledger',
  );
  return row?.outstanding ?? 0;
}

const useSchema = camelRow({
  created_at: instant,
  kind: v.picklist(['issue', 'spend', 'refund', 'adjustment']),
  amount_cents: v.number(),
});
export type GiftCardUse = v.InferOutput<typeof useSchema>;

/** A card's ledger, oldest first. */
export const giftCardUses = (db: Db, id: number): Promise<GiftCardUse[]> =>
  readRows(
    db,
    'gift_card_ledger',
    useSchema,
    'SELECT created_at, kind, amount_cents FROM gift_card_ledger WHERE gift_card_id = $1 ORDER BY created_at, id',
    [id],
  );

/**
 * Disables a card with the owner's reason, or enables it again (reason null); its balance stays.
 * The card as it is now, or null when there is none.
 */
export async function setGiftCardDisabled(db: Db, id: number, reason: string | null): Promise<GiftCardRecord | null> {
  const changed = await readRow(
    db,
    'gift_cards',
    v.object({ id: bigintColumn }),
    `UPDATE gift_cards SET disabled_at = CASE WHEN $2::text IS NULL THEN NULL ELSE COALESCE(disabled_at, now()) END,
       disabled_reason = $2::text, last_activity_at = now()
     WHERE id = $1 RETURNING id`,
    [id, reason],
  );
  return changed ? findGiftCard(db, id) : null;
}

/**
 * A resend's new code (migration 0046): the card's code hash and last four replaced, its resends
 * counted. The ledger is untouched, so the balance stays. The caller holds the card's row lock.
 */
export async function replaceGiftCardCode(
  tx: Db,
  id: number,
  code: { codeHash: string; last4: string },
  at: Date,
): Promise<void> {
  await tx.query(
    `UPDATE gift_cards SET code_hash = $2, last4 = $3, resends = resends + 1, resent_at = $4, last_activity_at = now()
     WHERE id = $1`,
    [id, code.codeHash, code.last4, at],
  );
}

/**
 * Locks the cards' rows (in id order, so two bookings never hold one each and wait on the other)
 * until the caller's transaction ends. Their balances must be read after this, by a statement of
 * its own: one read in the same statement would see the ledger as it was before any wait.
 */
export async function lockGiftCards(tx: Db, ids: readonly number[]): Promise<void> {
  await tx.query('SELECT id FROM gift_cards WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE', [ids]);
}

const balanceSchema = camelRow({ id: bigintColumn, last4: v.string(), disabled: v.boolean(), balance_cents: whole });
export type GiftCardBalanceRecord = v.InferOutput<typeof balanceSchema>;

/** The cards' balances and whether each is disabled, read now. */
export const giftCardBalances = (db: Db, ids: readonly number[]): Promise<GiftCardBalanceRecord[]> =>
  readRows(
    db,
    'gift_cards',
    balanceSchema,
    `SELECT c.id, c.last4, c.disabled_at IS NOT NULL AS disabled,
       (SELECT COALESCE(sum(l.amount_cents), 0) FROM gift_card_ledger l WHERE l.gift_card_id = c.id) AS balance_cents
     FROM gift_cards c WHERE c.id = ANY($1::bigint[])`,
    [ids],
  );

/** Appends one ledger row per card for an order (signed: a spend negative), and marks the cards' activity. */
export async function appendLedgerRows(
  tx: Db,
  kind: LedgerKind,
  orderId: number | null,
  rows: readonly { cardId: number; amountCents: Cents }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `WITH added AS (
       INSERT INTO gift_card_ledger (gift_card_id, kind, amount_cents, order_id)
       SELECT card, $1, amount, $2 FROM unnest($3::bigint[], $4::int[]) AS r (card, amount)
       RETURNING gift_card_id
     )
     UPDATE gift_cards SET last_activity_at = now() WHERE id IN (SELECT gift_card_id FROM added)`,
    [kind, orderId, rows.map((row) => row.cardId), rows.map((row) => row.amountCents)],
  );
}

/**
 * Gives back to each card what it still has spent on an order (its spends less its refunds for
 * that order), one refund row each, in one statement. The caller has changed the order's row in
 * this transaction, so a second cancellation waits for the first and then finds nothing owed. A
 * refund only adds to a balance, so it takes no card's lock (those order the spends).
 */
export async function returnOrderShares(tx: Db, orderId: number): Promise<void> {
  await tx.query(
    `WITH owed AS (
       SELECT gift_card_id, -sum(amount_cents)::int AS amount FROM gift_card_ledger
       WHERE order_id = $1 AND kind IN ('spend', 'refund')
       GROUP BY gift_card_id HAVING sum(amount_cents) < 0
     ), added AS (
       INSERT INTO gift_card_ledger (gift_card_id, kind, amount_cents, order_id)
       SELECT gift_card_id, 'refund', amount, $1 FROM owed
       RETURNING gift_card_id
     )
     UPDATE gift_cards SET last_activity_at = now() WHERE id IN (SELECT gift_card_id FROM added)`,
    [orderId],
  );
}

const spentSchema = camelRow({ gift_card_id: bigintColumn, last4: v.string(), spent_cents: whole });

/** What each card paid of an order's total as it stands (its spends less the refunds), in the order they paid. */
export const orderCardShares = (db: Db, orderId: number): Promise<SpentGiftCard[]> =>
  readRows(
    db,
    'gift_card_ledger',
    v.pipe(
      spentSchema,
      v.transform(({ giftCardId, last4, spentCents }) => ({ giftCardId, last4, spentCents })),
    ),
    `SELECT l.gift_card_id, g.last4, -sum(l.amount_cents) AS spent_cents
     FROM gift_card_ledger l JOIN gift_cards g ON g.id = l.gift_card_id
     WHERE l.order_id = $1 AND l.kind IN ('spend', 'refund')
     GROUP BY l.gift_card_id, g.last4 HAVING sum(l.amount_cents) < 0 ORDER BY min(l.id)`,
    [orderId],
  );

/**
 * Gives back to the cards what a change of the order planned (`returns`), once: one refund row per
 * card and change (a retry adds nothing), each no more than the card still has spent on the order
 * (a cancellation since gave it all back), and the order's `gift_card_cents` follows. The caller
 * holds the order's row lock, which orders this against a cancellation's `returnOrderShares`.
 */
export async function appendChangeReturns(
  tx: Db,
  orderId: number,
  changeId: number,
  returns: readonly GiftCardReturn[],
): Promise<void> {
  if (returns.length === 0) return;
  await tx.query(
    `WITH planned AS (
       SELECT card, cents FROM unnest($3::bigint[], $4::int[]) AS r (card, cents)
     ), owed AS (
       SELECT p.card, LEAST(p.cents, -(SELECT COALESCE(sum(l.amount_cents), 0) FROM gift_card_ledger l
         WHERE l.order_id = $1 AND l.gift_card_id = p.card AND l.kind IN ('spend', 'refund')))::int AS amount
       FROM planned p
     ), added AS (
       INSERT INTO gift_card_ledger (gift_card_id, kind, amount_cents, order_id, order_change_id)
       SELECT card, 'refund', amount, $1, $2 FROM owed WHERE amount > 0
       ON CONFLICT (order_change_id, gift_card_id) WHERE order_change_id IS NOT NULL DO NOTHING
       RETURNING gift_card_id, amount_cents
     ), touched AS (
       UPDATE gift_cards SET last_activity_at = now() WHERE id IN (SELECT gift_card_id FROM added)
     )
     UPDATE orders SET gift_card_cents = gift_card_cents - (SELECT COALESCE(sum(amount_cents), 0) FROM added)
     WHERE id = $1`,
    [orderId, changeId, returns.map((card) => card.giftCardId), returns.map((card) => card.cents)],
  );
}
