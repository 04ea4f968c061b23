import { getDb } from '../db';

/** The single row of business_settings (id = 1). */
export interface BusinessSettingsRecord {
  isAcceptingOrders: boolean;
  message: string | null;
  updatedAt: Date;
  updatedByEmail: string | null;
}

interface BusinessSettingsRow {
  is_accepting_orders: boolean;
  message: string | null;
  updated_at: Date;
  updated_by_email: string | null;
}

const toRecord = (row: BusinessSettingsRow): BusinessSettingsRecord => ({
  isAcceptingOrders: row.is_accepting_orders,
  message: row.message,
  updatedAt: row.updated_at,
  updatedByEmail: row.updated_by_email,
});

/** The settings row, or null if the migration's seed row has been removed. */
export async function readBusinessSettings(): Promise<BusinessSettingsRecord | null> {
  const db = await getDb();
  const [row] = await db.sql<BusinessSettingsRow>`
    SELECT is_accepting_orders, message, updated_at, updated_by_email FROM business_settings WHERE id = 1`;
  return row ? toRecord(row) : null;
}

/**
 * Writes the settings in one statement (an upsert, so a missing seed row is recreated) and records
 * who changed them. `message: undefined` keeps the current banner; null clears it.
 */
export async function saveBusinessSettings(change: {
  isAcceptingOrders: boolean;
  message: string | null | undefined;
  updatedByEmail: string;
}): Promise<BusinessSettingsRecord> {
  const keepMessage = change.message === undefined;
  const message = change.message ?? null;
  const db = await getDb();
  const [row] = await db.sql<BusinessSettingsRow>`
    INSERT INTO business_settings AS s (id, is_accepting_orders, message, updated_at, updated_by_email)
    VALUES (1, ${change.isAcceptingOrders}, ${message}::text, now(), ${change.updatedByEmail})
    ON CONFLICT (id) DO UPDATE SET
      is_accepting_orders = EXCLUDED.is_accepting_orders,
      message = CASE WHEN ${keepMessage}::boolean THEN s.message ELSE EXCLUDED.message END,
      updated_at = now(),
      updated_by_email = EXCLUDED.updated_by_email
    RETURNING is_accepting_orders, message, updated_at, updated_by_email`;
  if (!row) throw new Error('Saving the business settings returned no row');
  return toRecord(row);
}
