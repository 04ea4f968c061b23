import * as v from 'valibot';
import { ORDERING_MODES, type OrderingMode } from '@/domain/fulfilment/drops';
import type { Cents } from '@/domain/money';
import type { KitchenProfile } from '@/domain/schemas/kitchen-profile';
import { camelRow, type Db, parseRow, readRow } from '../db';
import { OPEN_AND_NEXT_PERIODS, periodSchema, type StoredPeriod } from './ordering-periods-repository';

/** The single row of business_settings (id = 1). */
const settingsSchema = camelRow({
  is_accepting_orders: v.boolean(),
  message: v.nullable(v.string()),
  updated_at: v.date(),
  updated_by_email: v.nullable(v.string()),
  paused_until: v.nullable(v.date()),
  ordering_mode: v.picklist(ORDERING_MODES),
});

export type BusinessSettingsRecord = v.InferOutput<typeof settingsSchema>;

const COLUMNS = 'is_accepting_orders, message, updated_at, updated_by_email, paused_until, ordering_mode';

/** What every request that sells reads first: the settings row, whether tax is collected, the drops. */
export interface ShopState {
  /** Null if the migration's seed row has been removed. */
  saved: BusinessSettingsRecord | null;
  /** True when the row is missing, as tax-repository.ts `readCollectsTax` answers. */
  collectsTax: boolean;
  /** The period open at `now` and the next, or the next two (ordering-periods-repository.ts). */
  periods: StoredPeriod[];
}

/**
 * The shop's state at `now` in one statement: a request in a drop's opening rush waits for a pooled
 * connection before each statement it sends (docs/performance.md, the rush), so the settings and
 * the periods come back as one or two rows, each period beside the same settings.
 */
export async function readShopState(db: Db, now: Date): Promise<ShopState> {
  const { rows } = await db.query(
    `SELECT s.${COLUMNS.split(', ').join(', s.')}, s.collects_tax,
            p.id AS period_id, p.opens_at AS period_opens_at, p.closes_at AS period_closes_at,
            p.sells_dates AS period_sells_dates, p.note AS period_note
     FROM (SELECT 1) AS one
     LEFT JOIN business_settings s ON s.id = 1
     LEFT JOIN LATERAL (${OPEN_AND_NEXT_PERIODS}) p ON true
     ORDER BY p.opens_at, p.id`,
    [now],
  );
  const [first] = rows as Record<string, unknown>[];
  const stored = first?.is_accepting_orders != null;
  return {
    saved: stored ? parseRow(settingsSchema, first, 'business_settings') : null,
    collectsTax: stored
      ? parseRow(v.object({ collects_tax: v.boolean() }), first, 'business_settings').collects_tax
      : true,
    periods: (rows as Record<string, unknown>[])
      .filter((row) => row.period_id != null)
      .map((row) =>
        parseRow(
          periodSchema,
          {
            id: row.period_id,
            opens_at: row.period_opens_at,
            closes_at: row.period_closes_at,
            sells_dates: row.period_sells_dates,
            note: row.period_note,
          },
          'ordering_periods',
        ),
      ),
  };
}

/**
 * Writes the settings in one statement (an upsert, so a missing seed row is recreated) and records
 * who changed them. `message: undefined` keeps the current banner; null clears it.
 */
export async function saveBusinessSettings(
  db: Db,
  change: { isAcceptingOrders: boolean; message: string | null | undefined; updatedByEmail: string },
): Promise<BusinessSettingsRecord> {
  const saved = await readRow(
    db,
    'business_settings',
    settingsSchema,
    `INSERT INTO business_settings AS s (id, is_accepting_orders, message, updated_at, updated_by_email)
     VALUES (1, $1, $2::text, now(), $3)
     ON CONFLICT (id) DO UPDATE SET
       is_accepting_orders = EXCLUDED.is_accepting_orders,
       message = CASE WHEN $4::boolean THEN s.message ELSE EXCLUDED.message END,
       updated_at = now(),
       updated_by_email = EXCLUDED.updated_by_email
     RETURNING ${COLUMNS}`,
    [change.isAcceptingOrders, change.message ?? null, change.updatedByEmail, change.message === undefined],
  );
  if (!saved) throw new Error('Saving the business settings returned no row');
  return saved;
}

/** Pauses new orders until `pausedUntil` (null resumes them), leaving every other setting as it is. */
export async function savePause(db: Db, pausedUntil: Date | null, updatedByEmail: string): Promise<void> {
  await db.query(
    'UPDATE business_settings SET paused_until = $1, updated_at = now(), updated_by_email = $2 WHERE id = 1',
    [pausedUntil, updatedByEmail],
  );
}

/** Takes orders always, or only inside the scheduled drops (issue 36), leaving every other setting as it is. */
export async function saveOrderingMode(db: Db, orderingMode: OrderingMode, updatedByEmail: string): Promise<void> {
  await db.query(
    'UPDATE business_settings SET ordering_mode = $1, updated_at = now(), updated_by_email = $2 WHERE id = 1',
    [orderingMode, updatedByEmail],
  );
}

/** The addresses the owner's new-order e-mails go to; empty: ADMIN_EMAIL. */
export async function readAlertEmails(db: Db): Promise<string[]> {
  const row = await readRow(
    db,
    'business_settings',
    v.object({ alert_emails: v.array(v.string()) }),
    'SELECT alert_emails FROM business_settings WHERE id = 1',
  );
  return row?.alert_emails ?? [];
}

export async function saveAlertEmails(db: Db, emails: readonly string[], updatedByEmail: string): Promise<void> {
  await db.query(
    'UPDATE business_settings SET alert_emails = $1::text[], updated_at = now(), updated_by_email = $2 WHERE id = 1',
    [[...emails], updatedByEmail],
  );
}

/** Whether the weekly summary e-mail goes out (issue 38). */
export async function readWeeklySummary(db: Db): Promise<boolean> {
  const row = await readRow(
    db,
    'business_settings',
    v.object({ weekly_summary: v.boolean() }),
    'SELECT weekly_summary FROM business_settings WHERE id = 1',
  );
  return row?.weekly_summary ?? false;
}

export async function saveWeeklySummary(db: Db, on: boolean, updatedByEmail: string): Promise<void> {
  await db.query(
    'UPDATE business_settings SET weekly_summary = $1, updated_at = now(), updated_by_email = $2 WHERE id = 1',
    [on, updatedByEmail],
  );
}

/** Whether the weekly summary is on, and the Monday it last went out on (a shop date). */
export async function readWeeklySummaryState(db: Db): Promise<{ on: boolean; sentFor: string | null }> {
  const row = await readRow(
    db,
    'business_settings',
    v.object({ weekly_summary: v.boolean(), sent_for: v.nullable(v.string()) }),
    "SELECT weekly_summary, to_char(weekly_summary_sent_for, 'YYYY-MM-DD') AS sent_for FROM business_settings WHERE id = 1",
  );
  return { on: row?.weekly_summary ?? false, sentFor: row?.sent_for ?? null };
}

/**
 * Claims the weekly summary of the week starting `monday`, under the settings row's lock, unless it
 * is off or already went out: true for the one caller that may queue it.
 */
export async function claimWeeklySummary(tx: Db, monday: string): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE business_settings SET weekly_summary_sent_for = $1::date
     WHERE id = 1 AND weekly_summary AND weekly_summary_sent_for IS DISTINCT FROM $1::date RETURNING id`,
    [monday],
  );
  return rows.length > 0;
}

const kitchenProfileRow = camelRow({
  kitchen_name: v.string(),
  kitchen_address: v.string(),
  kitchen_licence: v.nullable(v.string()),
  keeping_note: v.string(),
});

const KITCHEN_PROFILE_COLUMNS = 'kitchen_name, kitchen_address, kitchen_licence, keeping_note';

/** The kitchen as its pack labels name it (migration 0033); null if the seed row has been removed. */
export const readKitchenProfile = (db: Db): Promise<KitchenProfile | null> =>
  readRow(
    db,
    'business_settings',
    kitchenProfileRow,
    `SELECT ${KITCHEN_PROFILE_COLUMNS} FROM business_settings WHERE id = 1`,
  );

/** Saves the kitchen's label settings, leaving every other setting as it is; answers them as saved. */
export async function saveKitchenProfile(
  db: Db,
  profile: KitchenProfile,
  updatedByEmail: string,
): Promise<KitchenProfile | null> {
  return readRow(
    db,
    'business_settings',
    kitchenProfileRow,
    `UPDATE business_settings
     SET kitchen_name = $1, kitchen_address = $2, kitchen_licence = $3, keeping_note = $4,
         updated_at = now(), updated_by_email = $5
     WHERE id = 1
     RETURNING ${KITCHEN_PROFILE_COLUMNS}`,
    [profile.kitchenName, profile.kitchenAddress, profile.kitchenLicence, profile.keepingNote, updatedByEmail],
  );
}

const presetsRow = v.object({ gift_card_presets: v.array(v.number()) });

/** The owner's amounts for /gift-cards in cents (migration 0045); empty when she has set none or the row is gone. */
export async function readGiftCardPresets(db: Db): Promise<Cents[]> {
  const row = await readRow(
    db,
    'business_settings',
    presetsRow,
    'SELECT gift_card_presets FROM business_settings WHERE id = 1',
  );
  return row?.gift_card_presets ?? [];
}

/** Saves the owner's amounts for /gift-cards, leaving every other setting as it is; null if the row is gone. */
export async function saveGiftCardPresets(
  db: Db,
  amounts: readonly Cents[],
  updatedByEmail: string,
): Promise<Cents[] | null> {
  const row = await readRow(
    db,
    'business_settings',
    presetsRow,
    `UPDATE business_settings SET gift_card_presets = $1::int[], updated_at = now(), updated_by_email = $2
     WHERE id = 1 RETURNING gift_card_presets`,
    [[...amounts], updatedByEmail],
  );
  return row?.gift_card_presets ?? null;
}
