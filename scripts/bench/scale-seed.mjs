// The database of `npm run bench:scale` (see scripts/bench-scale.mjs): an administrator, a regular
// customer who signs in, 2,000 other customer accounts, and orders at one daily density (about 91
// a day: 100,000 over three years), seeded in bulk (INSERT ... SELECT generate_series, one
// statement per batch, not one API call per order). The default export runs in the database process
// (harness.mjs) and seeds the quiet stretch only: the last 5,000 orders, about 55 days. The script
// then measures, adds the 95,000 older orders with `olderOrdersStatement` through the harness's
// `query`, and measures the same requests again.
//
// Every order is deterministic from its number n (a hash h of it picks what varies), and both
// stretches are made by the same statement, so a day of either looks the same: orders placed from
// 8 AM to 8 PM shop time for a window the next day, both types, one to three dishes, a code's
// discount on every tenth, tax by place, tips, cancelled orders (some refunded) and refunded ones.
// A customer account places two orders in three; the accounts' orders lean towards the first ones
// (regulars), and the signed-in regular places every 300th order (333 in three years, 17 in the
// quiet stretch). The older orders get higher ids than the newer ones: the lists order by time.
export const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? 'admin@kenyanbites.local';
export const REGULAR_EMAIL = 'bench-regular@example.com';
export const PASSWORD = 'bench-password-42';
/** 100,000 orders over three years of shop days. */
export const TOTAL_ORDERS = 100_000;
export const TOTAL_DAYS = 3 * 365;
/** The quiet stretch: 5,000 orders at the same daily density, ending yesterday. */
export const RECENT_ORDERS = 5_000;
export const RECENT_DAYS = Math.round((RECENT_ORDERS * TOTAL_DAYS) / TOTAL_ORDERS);
const CUSTOMERS = 2_000;

/**
 * One bulk INSERT of `count` orders numbered from `firstN`, spread evenly over `days` shop days
 * ending `lastDaysAgo` days before the shop's today, with their lines. Parameters: see `params`.
 */
const ORDERS_STATEMENT = `
  WITH numbered AS (
    SELECT n, n - $1::int AS k, (n * 2654435761::bigint) % 1000003 AS h
    FROM generate_series($1::int, $1::int + $2::int - 1) AS n
  ), timed AS (
    SELECT *,
      ((now() AT TIME ZONE 'America/Chicago')::date - ($3::int + $4::int - 1) + (k * $4::int / $2::int)::int) AS day
    FROM numbered
  ), shaped AS (
    SELECT *,
      (day + time '08:00' + make_interval(mins => (h % 720)::int)) AT TIME ZONE 'America/Chicago' AS placed,
      (day + 1 + make_interval(hours => 11 + ((h / 7) % 9)::int)) AT TIME ZONE 'America/Chicago' AS window_start,
      CASE WHEN h % 5 < 3 THEN 'delivery' ELSE 'pickup' END AS order_type,
      CASE WHEN n % 300 = 0 THEN $5::bigint WHEN n % 3 = 0 THEN NULL
        ELSE $6::bigint + floor($7::int * power((h % 1000) / 1000.0, 1.3))::bigint END AS user_id,
      5 * (1 + h % 4) AS q1, CASE WHEN n % 3 <> 1 THEN 1 + (h / 11) % 2 END AS q2,
      CASE WHEN n % 4 = 0 THEN 1 END AS q3,
      h % 2 = 0 AS in_kansas
    FROM timed
  ), priced AS (
    SELECT *, 200 * q1 + 800 * COALESCE(q2, 0) + 2400 * COALESCE(q3, 0) AS subtotal,
      CASE WHEN order_type = 'delivery' THEN 500 + (h % 3)::int * 200 ELSE 0 END AS fee,
      CASE WHEN in_kansas THEN 9475 ELSE 8975 END AS rate
    FROM shaped
  ), discounted AS (
    SELECT *, CASE WHEN n % 10 = 0 THEN subtotal / 10 ELSE 0 END AS discount FROM priced
  ), taxed AS (
    SELECT *, round((subtotal - discount) * rate / 100000.0)::int AS tax,
      CASE WHEN order_type = 'delivery' AND n % 2 = 0 THEN subtotal * 15 / 100 WHEN n % 5 = 0 THEN 200 ELSE 0 END AS tip,
      n % 74 = 0 OR n % 151 = 0 AS refunded
    FROM discounted
  ), inserted AS (
    INSERT INTO orders (user_id, status, order_type, customer_name, customer_email, customer_phone,
      subtotal_cents, discount_cents, discount_code, delivery_fee_cents, tax_cents, tax_lines, tax_place, tax_state,
      tip_cents, total_cents, captured_cents, notes, delivery_address, payment_intent_id, payment_captured_at,
      fulfilment_window_start, fulfilment_window_end, refunded_at, refund_id, created_at, updated_at)
    SELECT user_id,
      CASE WHEN n % 37 = 0 THEN 'cancelled' WHEN window_start < now() THEN 'delivered' ELSE 'confirmed' END,
      order_type,
      CASE WHEN user_id IS NULL THEN 'Guest ' || n ELSE 'Customer ' || user_id END,
      CASE WHEN user_id IS NULL THEN 'guest' || n ELSE 'customer' || user_id END || '@example.com',
      '913-555-' || lpad((coalesce(user_id, n) % 10000)::text, 4, '0'),
      subtotal, discount, CASE WHEN discount > 0 THEN 'KARIBU10' END, fee, tax,
      jsonb_build_array(jsonb_build_object('name', 'Prepared food', 'rate', rate,
        'taxableCents', subtotal - discount, 'amountCents', tax)),
      CASE WHEN in_kansas THEN 'Overland Park' ELSE 'Kansas City' END, CASE WHEN in_kansas THEN 'KS' ELSE 'MO' END,
      tip, subtotal - discount + fee + tax + tip, subtotal - discount + fee + tax + tip,
      CASE WHEN n % 4 = 0 THEN 'Please call on arrival' END,
      CASE WHEN order_type = 'delivery' THEN jsonb_build_object(
        'fullAddress', n % 9000 || ' Metcalf Ave, Overland Park, KS 66212', 'zone', 'Local 0-10', 'feeCents', fee) END,
      'pi_scale_' || n, placed, window_start, window_start + interval '1 hour',
      CASE WHEN refunded THEN placed + interval '1 day' END, CASE WHEN refunded THEN 're_scale_' || n END,
      placed, placed
    FROM taxed
    RETURNING id, payment_intent_id
  )
  INSERT INTO order_items (order_id, line_no, product_id, name, unit_price_cents, quantity, line_total_cents)
  SELECT i.id, line.line_no, line.product_id, line.name, line.price, line.quantity, line.price * line.quantity
  FROM inserted i
  JOIN taxed t ON t.n = substr(i.payment_intent_id, 10)::int
  CROSS JOIN LATERAL (VALUES
    (1, 1 + t.n % 4, (ARRAY['Beef Samosa', 'Chicken Samosa', 'Vegetable Samosa', 'Chapati'])[1 + t.n % 4], 200, t.q1),
    (2, 5, 'Mandazi (6 pieces)', 800, t.q2),
    (3, 6, 'Beef Pilau Tray', 2400, t.q3)
  ) AS line (line_no, product_id, name, price, quantity)
  WHERE line.quantity IS NOT NULL`;

/** The accounts the orders name, found by their addresses. */
const ACCOUNTS = `SELECT (SELECT id FROM users WHERE email = $1) AS regular,
  (SELECT min(id) FROM users WHERE email LIKE 'scale-customer-%') AS first_customer`;

/** The statement and parameters that add the 95,000 older orders, ending the day before the quiet stretch. */
export const olderOrdersStatement = (accounts) => ({
  text: ORDERS_STATEMENT,
  params: [
    RECENT_ORDERS + 1,
    TOTAL_ORDERS - RECENT_ORDERS,
    RECENT_DAYS + 1,
    TOTAL_DAYS - RECENT_DAYS,
    accounts.regular,
    accounts.first_customer,
    CUSTOMERS,
  ],
});

export default async function seed(db) {
  const { default: bcrypt } = await import('bcryptjs');
  const hash = await bcrypt.hash(PASSWORD, 10);
  await db.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, phone, email_verified_at, password_proven_at)
     VALUES ($1, $3, 'Owner', 'Admin', NULL, now(), now()), ($2, $3, 'Wanjiru', 'Kamau', '913-555-0199', now(), NULL)`,
    [ADMIN_EMAIL, REGULAR_EMAIL, hash],
  );
  await db.query(
    `INSERT INTO users (email, password_hash, first_name, last_name)
     SELECT 'scale-customer-' || k || '@example.com', $1, 'Customer', k::text FROM generate_series(1, $2::int) AS k`,
    [hash, CUSTOMERS],
  );
  const {
    rows: [accounts],
  } = await db.query(ACCOUNTS, [REGULAR_EMAIL]);
  await db.query(ORDERS_STATEMENT, [
    1,
    RECENT_ORDERS,
    1,
    RECENT_DAYS,
    accounts.regular,
    accounts.first_customer,
    CUSTOMERS,
  ]);
  await db.query('ANALYZE');
  const { rows } = await db.query('SELECT count(*)::int AS n FROM orders');
  return { orders: rows[0].n, accounts };
}
