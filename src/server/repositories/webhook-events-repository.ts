import { getDb } from '../db';

/** Whether a webhook event was already handled (Stripe may deliver one event more than once). */
export async function isEventProcessed(eventId: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.sql<{ id: string }>`SELECT id FROM processed_webhook_events WHERE id = ${eventId}`;
  return row !== undefined;
}

/** Records a handled event; recording it twice is harmless. */
export async function recordProcessedEvent(eventId: string, type: string): Promise<void> {
  const db = await getDb();
  await db.sql`INSERT INTO processed_webhook_events (id, type) VALUES (${eventId}, ${type}) ON CONFLICT (id) DO NOTHING`;
}
