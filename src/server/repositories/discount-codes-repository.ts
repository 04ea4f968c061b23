import * as v from 'valibot';
import type { CodeUses, DiscountCode } from '@/domain/order-money/discount-code';
import { bigintColumn, type Db, readRow, readRows, sqlState, UNIQUE_VIOLATION } from '../db';

/** The columns of a code (COLUMNS), read strictly. */
const codeEntries = {
  id: bigintColumn,
  code: v.string(),
  percent_off: v.nullable(v.number()),
  amount_off_cents: v.nullable(v.number()),
  min_subtotal_cents: v.nullable(v.number()),
  starts_on: v.nullable(v.string()),
  ends_on: v.nullable(v.string()),
  max_uses: v.nullable(v.number()),
  once_per_customer: v.boolean(),
  first_order_only: v.boolean(),
};

const toCode = (row: v.InferOutput<v.ObjectSchema<typeof codeEntries, undefined>>): DiscountCode => ({
  id: row.id,
  code: row.code,
  rule:
    row.percent_off !== null
      ? { kind: 'percent', percent: row.percent_off }
      : { kind: 'amount', amountCents: row.amount_off_cents ?? 0 },
  minSubtotalCents: row.min_subtotal_cents,
  startsOn: row.starts_on,
  endsOn: row.ends_on,
  maxUses: row.max_uses,
  oncePerCustomer: row.once_per_customer,
  firstOrderOnly: row.first_order_only,
});

const codeSchema = v.pipe(v.object(codeEntries), v.transform(toCode));

const COLUMNS = `c.id, c.code, c.percent_off, c.amount_off_cents, c.min_subtotal_cents,
  to_char(c.starts_on, 'YYYY-MM-DD') AS starts_on, to_char(c.ends_on, 'YYYY-MM-DD') AS ends_on,
  c.max_uses, c.once_per_customer, c.first_order_only`;

/** An order that still holds its code's use: neither cancelled nor refunded. */
const HOLDS_USE = `o.status <> 'cancelled' AND o.refunded_at IS NULL`;

/** The same customer: the same e-mail (any case) or the same phone (its last ten digits). */
const SAME_CUSTOMER = `((o.customer_email IS NOT NULL AND lower(o.customer_email) = lower($2::text))
  OR ($3::text <> '' AND right(regexp_replace(o.customer_phone, '\\D', '', 'g'), 10) = $3::text))`;

/** The code as typed, found whatever its case. */
export const findDiscountCode = (db: Db, code: string): Promise<DiscountCode | null> =>
  readRow(db, 'discount_codes', codeSchema, `SELECT ${COLUMNS} FROM discount_codes c WHERE c.code = upper($1)`, [code]);

/** Who is buying, as a code's limits compare them. */
export interface CodeCustomer {
  email: string | null;
  phone: string | null;
}

const phoneDigits = (phone: string | null) => (phone ?? '').replace(/\D/g, '').slice(-10);

/**
 * The code's uses, and this customer's, among orders that hold one. Run inside the booking's
 * transaction after the schedule's lock, so no other booking adds a use between this count and
 * the order it decides. `leavingOut`: the order being booked, already inserted, which is not its
 * own use.
 */
export async function countCodeUses(
  db: Db,
  codeId: number,
  customer: CodeCustomer,
  leavingOut: number | null = null,
): Promise<CodeUses> {
  const row = await readRow(
    db,
    'orders',
    v.object({ uses: v.number(), customer_uses: v.number(), customer_orders: v.number() }),
    `SELECT (count(*) FILTER (WHERE o.discount_code_id = $1))::int AS uses,
       (count(*) FILTER (WHERE o.discount_code_id = $1 AND ${SAME_CUSTOMER}))::int AS customer_uses,
       (count(*) FILTER (WHERE ${SAME_CUSTOMER}))::int AS customer_orders
     FROM orders o WHERE ${HOLDS_USE} AND ($4::bigint IS NULL OR o.id <> $4::bigint)`,
    [codeId, customer.email ?? '', phoneDigits(customer.phone), leavingOut],
  );
  return { uses: row?.uses ?? 0, customerUses: row?.customer_uses ?? 0, customerOrders: row?.customer_orders ?? 0 };
}

/** A code as the owner lists it: its terms, its uses and the money it gave away. */
export type ListedCode = DiscountCode & { uses: number; givenCents: number; createdAt: Date };

const listedSchema = v.pipe(
  v.object({ ...codeEntries, uses: v.number(), given_cents: v.string(), created_at: v.date() }),
  v.transform(
    ({ uses, given_cents, created_at, ...row }): ListedCode => ({
      ...toCode(row),
      uses,
      givenCents: Number(given_cents),
      createdAt: created_at,
    }),
  ),
);

const LISTED = `SELECT ${COLUMNS}, COALESCE(u.uses, 0)::int AS uses, COALESCE(u.given, 0)::bigint::text AS given_cents,
    c.created_at
  FROM discount_codes c
  LEFT JOIN LATERAL (
    SELECT count(*) AS uses, sum(o.discount_cents) AS given FROM orders o WHERE o.discount_code_id = c.id AND ${HOLDS_USE}
  ) AS u ON true`;

/** Every code, newest first, with its uses and the money it gave away (orders that hold a use). */
export const listDiscountCodes = (db: Db): Promise<ListedCode[]> =>
  readRows(db, 'discount_codes', listedSchema, `${LISTED} ORDER BY c.created_at DESC, c.id DESC`);

export const findListedCode = (db: Db, id: number): Promise<ListedCode | null> =>
  readRow(db, 'discount_codes', listedSchema, `${LISTED} WHERE c.id = $1`, [id]);

/** A code's terms as the owner saves them. */
export type CodeInput = Omit<DiscountCode, 'id'>;

const inputParams = (code: CodeInput) => [
  code.code,
  code.rule.kind === 'percent' ? code.rule.percent : null,
  code.rule.kind === 'amount' ? code.rule.amountCents : null,
  code.minSubtotalCents,
  code.startsOn,
  code.endsOn,
  code.maxUses,
  code.oncePerCustomer,
  code.firstOrderOnly,
];

/** Saves a new code; null when the code is taken (any case). */
export async function insertDiscountCode(db: Db, code: CodeInput): Promise<number | null> {
  const row = await readRow(
    db,
    'discount_codes',
    v.object({ id: bigintColumn }),
    `INSERT INTO discount_codes (code, percent_off, amount_off_cents, min_subtotal_cents, starts_on, ends_on, max_uses,
       once_per_customer, first_order_only)
     VALUES ($1, $2, $3, $4, $5::date, $6::date, $7, $8, $9)
     ON CONFLICT (code) DO NOTHING RETURNING id`,
    inputParams(code),
  );
  return row?.id ?? null;
}

/**
 * Saves a code's every term; 'missing' without such a code, 'taken' when its new words are
 * another's (the unique index decides, so two renames to the same words at once cannot both win).
 */
export async function updateDiscountCode(db: Db, id: number, code: CodeInput): Promise<'saved' | 'missing' | 'taken'> {
  try {
    const { rows } = await db.query(
      `UPDATE discount_codes SET code = $1, percent_off = $2, amount_off_cents = $3, min_subtotal_cents = $4,
         starts_on = $5::date, ends_on = $6::date, max_uses = $7, once_per_customer = $8, first_order_only = $9
       WHERE id = $10 RETURNING id`,
      [...inputParams(code), id],
    );
    return rows.length > 0 ? 'saved' : 'missing';
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) return 'taken';
    throw error;
  }
}

/** Removes a code; its orders keep its words (orders.discount_code). False when there was none. */
export async function deleteDiscountCode(db: Db, id: number): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM discount_codes WHERE id = $1 RETURNING id', [id]);
  return rows.length > 0;
}
