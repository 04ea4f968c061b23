import * as v from 'valibot';
import { TEST_SETUP_STATUSES } from '@/domain/test-cards';
import { bigintColumn, camelRow, type Db, readRow } from '../db';

export type TestSetupStatus = (typeof TEST_SETUP_STATUSES)[number];

const testSetupSchema = camelRow({
  id: v.string(),
  client_secret: v.string(),
  customer_id: v.string(),
  standing_order_id: v.nullable(bigintColumn),
  status: v.picklist(TEST_SETUP_STATUSES),
  last_error: v.nullable(v.string()),
  return_path: v.nullable(v.string()),
  payment_method_id: v.nullable(v.string()),
  card_brand: v.nullable(v.string()),
  card_last4: v.nullable(v.string()),
  card_exp_month: v.nullable(v.number()),
  card_exp_year: v.nullable(v.number()),
  charge_decline: v.nullable(v.picklist(['authentication_required', 'card_declined'])),
});

export type TestSetupRecord = v.InferOutput<typeof testSetupSchema>;

/** The card a test setup saves (Stripe's PaymentMethod): as Stripe shows it, and how its later charges fail. */
export interface TestSavedCard {
  paymentMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  chargeDecline: TestSetupRecord['chargeDecline'];
}

/** The card a setup saved or is saving, null before one is typed. */
export function savedCardOf(setup: TestSetupRecord): TestSavedCard | null {
  const { paymentMethodId, cardBrand, cardLast4, cardExpMonth, cardExpYear } = setup;
  if (!paymentMethodId || !cardBrand || !cardLast4 || !cardExpMonth || !cardExpYear) return null;
  return {
    paymentMethodId,
    brand: cardBrand,
    last4: cardLast4,
    expMonth: cardExpMonth,
    expYear: cardExpYear,
    chargeDecline: setup.chargeDecline,
  };
}

const COLUMNS = `id, client_secret, customer_id, standing_order_id, status, last_error, return_path, payment_method_id,
  card_brand, card_last4, card_exp_month, card_exp_year, charge_decline`;

const readSetup = (db: Db, text: string, params: readonly unknown[]) =>
  readRow(db, 'test_setup_intents', testSetupSchema, text, params);

export async function insertTestSetup(
  db: Db,
  setup: { id: string; clientSecret: string; customerId: string; standingOrderId: number },
): Promise<void> {
  await db.query(
    `INSERT INTO test_setup_intents (id, client_secret, customer_id, standing_order_id) VALUES ($1, $2, $3, $4)`,
    [setup.id, setup.clientSecret, setup.customerId, setup.standingOrderId],
  );
}

export const findTestSetup = (db: Db, id: string): Promise<TestSetupRecord | null> =>
  readSetup(db, `SELECT ${COLUMNS} FROM test_setup_intents WHERE id = $1`, [id]);

export const findTestSetupBySecret = (db: Db, clientSecret: string): Promise<TestSetupRecord | null> =>
  readSetup(db, `SELECT ${COLUMNS} FROM test_setup_intents WHERE client_secret = $1`, [clientSecret]);

/** The card a succeeded setup saved for this customer: what an off-session charge may use. */
export const findSavedTestCard = (
  db: Db,
  paymentMethodId: string,
  customerId: string,
): Promise<TestSetupRecord | null> =>
  readSetup(
    db,
    `SELECT ${COLUMNS} FROM test_setup_intents
     WHERE payment_method_id = $1 AND customer_id = $2 AND status = 'succeeded'`,
    [paymentMethodId, customerId],
  );

/**
 * Moves a setup to a new status, with the card it is saving when given (a new card replaces the one
 * tried before), unless it has already succeeded or been canceled (final, as Stripe's are), and only
 * from `from` when given. Null when nothing changed.
 */
export const updateTestSetup = (
  db: Db,
  id: string,
  change: { status: TestSetupStatus; lastError: string | null; card?: TestSavedCard; returnPath?: string },
  from?: TestSetupStatus,
): Promise<TestSetupRecord | null> => {
  const card = change.card;
  return readSetup(
    db,
    `UPDATE test_setup_intents
     SET status = $2, last_error = $3, return_path = COALESCE($5, return_path),
       payment_method_id = COALESCE($6, payment_method_id), card_brand = COALESCE($7, card_brand),
       card_last4 = COALESCE($8, card_last4), card_exp_month = COALESCE($9::smallint, card_exp_month),
       card_exp_year = COALESCE($10::smallint, card_exp_year),
       -- A card that charges fine has none: a new card's replaces the last one's.
       charge_decline = CASE WHEN $6::text IS NULL THEN charge_decline ELSE $11 END,
       updated_at = now()
     WHERE id = $1 AND status NOT IN ('succeeded', 'canceled') AND ($4::text IS NULL OR status = $4::text)
     RETURNING ${COLUMNS}`,
    [
      id,
      change.status,
      change.lastError,
      from ?? null,
      change.returnPath ?? null,
      card?.paymentMethodId ?? null,
      card?.brand ?? null,
      card?.last4 ?? null,
      card?.expMonth ?? null,
      card?.expYear ?? null,
      card?.chargeDecline ?? null,
    ],
  );
};
