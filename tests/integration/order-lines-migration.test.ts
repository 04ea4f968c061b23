import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NetlifyDB } from '@netlify/database-dev';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../src/server/db/migrations-dir';

/**
 * Migration 0008 moves the JSON `items` of every order into order_items rows and the delivery
 * fee in stored addresses into cents. This migrates a database holding orders of every shape the
 * old code wrote (and the shapes its reader accepted) and compares every amount.
 */
describe('migration 0008: order lines as rows', () => {
  const db = new NetlifyDB({ logger: () => {} });
  let before: string;

  beforeAll(async () => {
    await db.start();
    before = await mkdtemp(join(tmpdir(), 'kb-migrations-'));
    for (const file of (await readdir(MIGRATIONS_DIR)).filter((name) => name < '0008')) {
      await cp(join(MIGRATIONS_DIR, file), join(before, file));
    }
    await db.applyMigrations(before);
  }, 60_000);

  afterAll(async () => {
    await db.stop();
    await rm(before, { recursive: true, force: true });
  });

  const insertOrder = async (items: unknown, address: unknown, cents: [number, number, number]) => {
    const [subtotal, fee, tip] = cents;
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO orders (status, order_type, customer_name, customer_phone, subtotal_cents, delivery_fee_cents,
         tip_cents, total_cents, delivery_address, items)
       VALUES ('confirmed', $1, 'Amina', '913-555-0100', $2, $3, $4, $5, $6::jsonb, $7::jsonb) RETURNING id`,
      [
        address === null ? 'pickup' : 'delivery',
        subtotal,
        fee,
        tip,
        subtotal + fee + tip,
        address === null ? null : JSON.stringify(address),
        JSON.stringify(items),
      ],
    );
    return Number(rows[0]?.id);
  };

  it('moves every line and every fee exactly, and drops the JSON column', async () => {
    // What the checkout wrote: prices and fees as 2-decimal strings.
    const written = await insertOrder(
      [
        { productId: 1, name: 'Beef Samosa', quantity: 30, price: '1.80' },
        { productId: 5, name: 'Mandazi (6 pieces)', quantity: 2, price: '8.00' },
      ],
      { fullAddress: '123 Main St, Overland Park, KS 66212', zone: 'Local 10-20', fee: '5.50' },
      [7000, 550, 1050],
    );
    // Shapes the old reader accepted: integer priceCents, a price as a JSON number, a fee in cents.
    const centsShaped = await insertOrder(
      [{ productId: 4, name: 'Chapati', quantity: 20, priceCents: 190 }],
      { fullAddress: '9 Elm St, Olathe, KS 66061', zone: 'Local 0-10', feeCents: 350 },
      [3800, 350, 0],
    );
    const numberPriced = await insertOrder(
      [
        { productId: 6, name: 'Beef Pilau Tray', quantity: 1, price: 24 },
        { productId: 3, name: 'Vegetable Samosa', quantity: 50, price: 1.6 },
      ],
      null,
      [10400, 0, 0],
    );
    // An address from before zones were kept: a plain string.
    const legacyAddress = await insertOrder(
      [{ productId: 2, name: 'Chicken Samosa', quantity: 10, price: '2.00' }],
      '42 Oak Ave, Leawood, KS 66206',
      [2000, 1000, 0],
    );

    await db.applyMigrations(MIGRATIONS_DIR);

    const lines = await db.query<Record<string, unknown>>(
      `SELECT order_id::int AS order_id, line_no, product_id::int AS product_id, name, unit_price_cents, quantity,
         line_total_cents FROM order_items ORDER BY order_id, line_no`,
    );
    expect(lines.rows).toEqual([
      {
        order_id: written,
        line_no: 1,
        product_id: 1,
        name: 'Beef Samosa',
        unit_price_cents: 180,
        quantity: 30,
        line_total_cents: 5400,
      },
      {
        order_id: written,
        line_no: 2,
        product_id: 5,
        name: 'Mandazi (6 pieces)',
        unit_price_cents: 800,
        quantity: 2,
        line_total_cents: 1600,
      },
      {
        order_id: centsShaped,
        line_no: 1,
        product_id: 4,
        name: 'Chapati',
        unit_price_cents: 190,
        quantity: 20,
        line_total_cents: 3800,
      },
      {
        order_id: numberPriced,
        line_no: 1,
        product_id: 6,
        name: 'Beef Pilau Tray',
        unit_price_cents: 2400,
        quantity: 1,
        line_total_cents: 2400,
      },
      {
        order_id: numberPriced,
        line_no: 2,
        product_id: 3,
        name: 'Vegetable Samosa',
        unit_price_cents: 160,
        quantity: 50,
        line_total_cents: 8000,
      },
      {
        order_id: legacyAddress,
        line_no: 1,
        product_id: 2,
        name: 'Chicken Samosa',
        unit_price_cents: 200,
        quantity: 10,
        line_total_cents: 2000,
      },
    ]);

    // Every order's lines add up to its subtotal, as they did before.
    const sums = await db.query<{ id: number; subtotal_cents: number; lines: number }>(
      `SELECT o.id::int AS id, o.subtotal_cents, sum(i.line_total_cents)::int AS lines
       FROM orders o JOIN order_items i ON i.order_id = o.id GROUP BY o.id ORDER BY o.id`,
    );
    for (const order of sums.rows) expect(order.lines).toBe(order.subtotal_cents);

    const addresses = await db.query<{ id: number; delivery_address: unknown }>(
      'SELECT id::int AS id, delivery_address FROM orders ORDER BY id',
    );
    expect(addresses.rows).toEqual([
      {
        id: written,
        delivery_address: { fullAddress: '123 Main St, Overland Park, KS 66212', zone: 'Local 10-20', feeCents: 550 },
      },
      {
        id: centsShaped,
        delivery_address: { fullAddress: '9 Elm St, Olathe, KS 66061', zone: 'Local 0-10', feeCents: 350 },
      },
      { id: numberPriced, delivery_address: null },
      { id: legacyAddress, delivery_address: '42 Oak Ave, Leawood, KS 66206' },
    ]);

    const itemsColumn = await db.query(
      "SELECT 1 FROM information_schema.columns WHERE table_name = 'orders' AND column_name = 'items'",
    );
    expect(itemsColumn.rows).toEqual([]);
  });
});
