import type { Db } from '../db';

/** Whether a webhook event was already handled (Stripe may deliver one event more than once). */
export async function isEventProcessed(db: Db, eventId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM processed_webhook_events WHERE id = $1', [eventId]);
  return rows.length > 0;
}

/** Records a handled event; recording it twice is harmless. */
export async function recordProcessedEvent(db: Db, eventId: string, type: string): Promise<void> {
  await db.query('INSERT INTO processed_webhook_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [
    eventId,
    type,
  ]);
}
