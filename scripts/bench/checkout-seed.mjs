// The database of `npm run bench:checkout`: the migrations' menu and business settings as they
// are, plus customer accounts for the signed-in buyers (one password hash for all, so seeding
// costs one bcrypt round). The default export runs in the database process (see harness.mjs).
export const CUSTOMER_COUNT = Number(process.env.BENCH_BUYERS ?? 20) >> 1;
export const PASSWORD = 'bench-password-42';
export const customerEmail = (index) => `bench-customer-${index + 1}@example.com`;

export default async function seed(db) {
  const { default: bcrypt } = await import('bcryptjs');
  const hash = await bcrypt.hash(PASSWORD, 10);
  for (let index = 0; index < CUSTOMER_COUNT; index += 1) {
    await db.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, phone) VALUES ($1, $2, 'Bench', $3, '913-555-0142')`,
      [customerEmail(index), hash, `Customer ${index + 1}`],
    );
  }
  const { rows } = await db.query("SELECT count(*)::int AS n FROM products WHERE status = 'on_menu'");
  return { customers: CUSTOMER_COUNT, products: rows[0].n };
}
