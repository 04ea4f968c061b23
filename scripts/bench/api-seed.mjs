// The database of `npm run bench:api`: an administrator (its address verified and its password set
// through a mailed link, which administrator rights need: src/server/auth/current-user.ts), a customer,
// and BENCH_ORDERS (default 5,000) plausible orders. The default export runs in the database process (see harness.mjs).
export const ORDER_COUNT = Number(process.env.BENCH_ORDERS ?? 5000);
export const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? 'admin@kenyanbites.local';
export const CUSTOMER_EMAIL = 'bench-customer@example.com';
export const PASSWORD = 'bench-password-42';
/** A tracking link's token for one order (43 URL-safe characters, as issued): only its SHA-256 is stored. */
export const TRACKING_TOKEN = 'bench-tracking-token-0123456789abcdefghijkl';

export default async function seed(db) {
  const { default: bcrypt } = await import('bcryptjs');
  const hash = await bcrypt.hash(PASSWORD, 10);
  const { rows: users } = await db.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, phone, email_verified_at, password_proven_at)
     VALUES ($1, $3, 'Owner', 'Admin', NULL, now(), now()), ($2, $3, 'Amina', 'Odhiambo', '913-555-0142', NULL, NULL)
     RETURNING id`,
    [ADMIN_EMAIL, CUSTOMER_EMAIL, hash],
  );
  const customerId = users[1].id;
  // 5,000 plausible orders over the last 180 days: every status, both types, one or two lines,
  // one in five belonging to the customer account.
  await db.query(
    `WITH seed AS (
       SELECT n,
         (ARRAY['pending','confirmed','preparing','ready','delivered','cancelled'])[1 + n % 6] AS status,
         CASE WHEN n % 3 = 0 THEN 'pickup' ELSE 'delivery' END AS order_type,
         10 + (n % 5) * 10 AS pieces
       FROM generate_series(1, $1::int) AS n
     ), priced AS (
       SELECT *, pieces * 180 + CASE WHEN n % 2 = 0 THEN 2400 ELSE 0 END AS subtotal,
         CASE WHEN order_type = 'delivery' THEN 350 + (n % 4) * 200 ELSE 0 END AS fee
       FROM seed
     ), inserted AS (
       INSERT INTO orders (user_id, status, order_type, customer_name, customer_email, customer_phone,
         subtotal_cents, delivery_fee_cents, tip_cents, total_cents, notes, delivery_address,
         payment_intent_id, created_at)
       SELECT CASE WHEN n % 5 = 0 THEN $2::bigint END, status, order_type,
         'Customer ' || n, 'customer' || n || '@example.com', '913-555-' || lpad((n % 10000)::text, 4, '0'),
         subtotal, fee, CASE WHEN order_type = 'delivery' THEN subtotal * 15 / 100 ELSE 0 END,
         subtotal + fee + CASE WHEN order_type = 'delivery' THEN subtotal * 15 / 100 ELSE 0 END,
         CASE WHEN n % 4 = 0 THEN 'Please call on arrival' END,
         CASE WHEN order_type = 'delivery' THEN jsonb_build_object(
           'fullAddress', n || ' Metcalf Ave, Overland Park, KS 66212', 'zone', 'Local 0-10', 'feeCents', fee) END,
         'pi_bench_' || n,
         now() - (n * interval '1 hour' * 180 * 24 / $1::int)
       FROM priced
       RETURNING id, payment_intent_id
     )
     INSERT INTO order_items (order_id, line_no, product_id, name, unit_price_cents, quantity, line_total_cents)
     SELECT i.id, line.line_no, line.product_id, line.name, line.price, line.quantity, line.price * line.quantity
     FROM inserted i
     JOIN priced p ON i.payment_intent_id = 'pi_bench_' || p.n
     CROSS JOIN LATERAL (
       VALUES (1, 1, 'Beef Samosa', 180, p.pieces), (2, 6, 'Beef Pilau Tray', 2400, CASE WHEN p.n % 2 = 0 THEN 1 END)
     ) AS line (line_no, product_id, name, price, quantity)
     WHERE line.quantity IS NOT NULL`,
    [ORDER_COUNT, customerId],
  );
  // Tracking links for every tenth order (as e-mails would have issued them), one of them known.
  await db.query(
    `INSERT INTO order_tracking_tokens (token_hash, order_id, expires_at)
     SELECT sha256(convert_to('bench-token-' || id, 'UTF8')), id, now() + interval '90 days'
     FROM orders WHERE id % 10 = 0`,
  );
  await db.query(
    `INSERT INTO order_tracking_tokens (token_hash, order_id, expires_at)
     VALUES (sha256(convert_to($1, 'UTF8')), (SELECT min(id) FROM orders), now() + interval '90 days')`,
    [TRACKING_TOKEN],
  );
  const { rows } = await db.query('SELECT count(*)::int AS n FROM orders');
  return { orders: rows[0].n };
}
