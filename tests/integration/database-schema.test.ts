import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '@/server/db/migrations-dir';
import { database } from '@/server/db';
import { listMenuProducts } from '@/server/repositories/products-repository';
import { sql } from './support/db';
import { SEEDED_MENU_NAMES, seededOnly } from './support/seeded-menu';

describe('a fresh in-memory database', () => {
  it('has every table the product needs after the migrations', async () => {
    const rows = await sql<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    expect(rows.map((r) => r.table_name)).toEqual([
      'account_tokens',
      'announcements',
      'business_settings',
      'catering_quotes',
      'catering_request_states',
      'catering_request_tokens',
      'catering_requests',
      'checkouts',
      'customer_totals',
      'daily_summaries',
      'delivery_pace',
      'delivery_run_stops',
      'delivery_runs',
      'discount_codes',
      'feedback',
      'fulfilment_settings',
      'gift_card_ledger',
      'gift_card_purchases',
      'gift_card_resend_tokens',
      'gift_cards',
      'order_changes',
      'order_items',
      'order_refunds',
      'order_status_history',
      'order_tracking_tokens',
      'ordering_period_spots',
      'ordering_periods',
      'orders',
      'outbox',
      'payment_links',
      'pickup_spots',
      'processed_webhook_events',
      'product_pack_tiers',
      'products',
      'push_subscriptions',
      'rate_limits',
      'recovery_codes',
      'sessions',
      'sms_opt_outs',
      'standing_order_links',
      'standing_order_runs',
      'standing_orders',
      'subscribers',
      'tax_places',
      'test_payment_intents',
      'test_refunds',
      'test_setup_intents',
      'users',
    ]);
  });

  it('records every migration in Netlify’s tracking table', async () => {
    const rows = await sql<{ name: string }>('SELECT name FROM netlify.migrations ORDER BY name');
    expect(rows.map((r) => r.name)).toEqual([
      '0001_accounts',
      '0002_catalogue',
      '0003_orders',
      '0004_feedback',
      '0005_business_settings',
      '0006_payments',
      '0007_mail_and_limits',
      '0008_order_lines_and_pack_tiers',
      '0009_personal_data_removal',
      '0010_verified_email_and_two_factor',
      '0011_menu_editor',
      '0012_fulfilment_windows',
      '0013_fulfilment_window_end',
      '0014_pickup_note',
      '0015_mail_delivery',
      '0016_order_tracking',
      '0017_refunds',
      '0018_hashed_attempt_counters',
      '0019_checkout_client_secret',
      '0020_password_proven',
      '0021_refund_requests',
      '0022_authorise_then_capture',
      '0023_one_outbox',
      '0024_texts',
      '0025_push_subscriptions',
      '0026_alert_settings',
      '0027_kitchen_limits',
      '0028_cdn_purge_channel',
      '0029_tax_and_discount_codes',
      '0030_stripe_tax',
      '0031_review_visibility',
      '0032_notify_list_and_drops',
      '0033_allergens_and_labels',
      '0034_orders_the_owner_enters',
      '0035_order_changes',
      '0036_weekly_summary',
      '0037_daily_reconciliation',
      '0038_sms_consent',
      '0039_money_follows_the_gateway',
      '0040_daily_summaries',
      '0041_scale_indexes',
      '0042_insights_long_ranges',
      '0043_gift_cards',
      '0044_gift_card_changes',
      '0045_gift_card_insights',
      '0046_gift_card_resend',
      '0047_catering_requests',
      '0048_catering_personal_data',
      '0049_catering_quotes',
      '0050_catering_figures',
      '0051_standing_orders',
      '0052_saved_cards',
      '0053_pickup_spots',
      '0054_geocoding',
      '0055_delivery_runs',
      '0056_spot_figures',
    ]);
  });

  it('is seeded with the real menu: three samosas, chapatis and items sold at list price', async () => {
    const products = seededOnly(await listMenuProducts(database()));
    expect(products.map((p) => p.name)).toEqual(SEEDED_MENU_NAMES);
    for (const product of products) {
      expect(product.description.length).toBeGreaterThan(40);
      expect(product.unit).not.toBe('');
      expect(product.image).toMatch(/^\/images\/products\/[a-z-]+\.(svg|jpg|webp|png)$/);
      expect(product.imageAlt).not.toBe('');
      expect(Number.isInteger(product.priceCents)).toBe(true);
    }
  });

  it('seeds exactly one business-settings row, open for orders with no banner message', async () => {
    // Read the migration's own seed: other test files change the live row while this runs.
    const seed = readFileSync(`${MIGRATIONS_DIR}/0005_business_settings.sql`, 'utf8');
    expect(seed).toContain('VALUES (1, true, NULL)');
    const rows = await sql('SELECT id FROM business_settings');
    expect(rows).toEqual([{ id: 1 }]);
  });

  it('refuses a second order for the same payment and a total that does not add up', async () => {
    const insert = (paymentIntentId: string, total: number) =>
      // With its line: every order has at least one, and the order lists read them strictly.
      sql(
        `WITH o AS (
           INSERT INTO orders (order_type, customer_name, customer_phone, subtotal_cents, delivery_fee_cents,
             tip_cents, total_cents, payment_intent_id)
           VALUES ('pickup', 'Amina', '913-555-0100', 2000, 0, 0, $1, $2) RETURNING id)
         INSERT INTO order_items (order_id, line_no, product_id, name, unit_price_cents, quantity, line_total_cents)
         SELECT id, 1, 1, 'Beef Samosa', 200, 10, 2000 FROM o`,
        [total, paymentIntentId],
      );
    await insert('pi_schema_test', 2000);
    // Postgres error codes: 23505 unique_violation, 23514 check_violation.
    await expect(insert('pi_schema_test', 2000)).rejects.toMatchObject({ cause: { code: '23505' } });
    await expect(insert('pi_schema_test_2', 1999)).rejects.toMatchObject({ cause: { code: '23514' } });
  });
});
