import * as v from 'valibot';
import { type Db, readRow } from '../db';

/**
 * The number asked to stop (STOP, or a reply that plainly asks: src/domain/sms/reply-intent.ts):
 * nothing more is texted to it. True when it opted out now, false when it had already.
 */
export async function recordOptOut(db: Db, phone: string): Promise<boolean> {
  const { rows } = await db.query(
    'INSERT INTO sms_opt_outs (phone) VALUES ($1) ON CONFLICT (phone) DO NOTHING RETURNING phone',
    [phone],
  );
  return rows.length > 0;
}

/** The number replied START: texts may go to it again. */
export async function removeOptOut(db: Db, phone: string): Promise<void> {
  await db.query('DELETE FROM sms_opt_outs WHERE phone = $1', [phone]);
}

export async function hasOptedOut(db: Db, phone: string): Promise<boolean> {
  return (
    (await readRow(
      db,
      'sms_opt_outs',
      v.object({ phone: v.string() }),
      'SELECT phone FROM sms_opt_outs WHERE phone = $1',
      [phone],
    )) !== null
  );
}
