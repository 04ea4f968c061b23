import * as v from 'valibot';
import { bigintColumn, camelRow, type Db, readRow, readRows } from '../db';

const subscriptionSchema = camelRow({
  id: bigintColumn,
  endpoint: v.string(),
  p256dh: v.string(),
  auth: v.string(),
});

export type PushSubscriptionRecord = v.InferOutput<typeof subscriptionSchema>;

/** Stores a device's subscription for the account (again: the same endpoint takes the new keys). */
export async function savePushSubscription(
  db: Db,
  userId: number,
  subscription: { endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await db.query(
    `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)
     ON CONFLICT (endpoint) DO UPDATE SET user_id = $1, p256dh = $3, auth = $4`,
    [userId, subscription.endpoint, subscription.p256dh, subscription.auth],
  );
}

export async function deletePushSubscription(db: Db, endpoint: string): Promise<void> {
  await db.query('DELETE FROM push_subscriptions WHERE endpoint = $1', [endpoint]);
}

export const listPushSubscriptions = (db: Db): Promise<PushSubscriptionRecord[]> =>
  readRows(
    db,
    'push_subscriptions',
    subscriptionSchema,
    'SELECT id, endpoint, p256dh, auth FROM push_subscriptions ORDER BY id',
  );

export const findPushSubscription = (db: Db, endpoint: string): Promise<PushSubscriptionRecord | null> =>
  readRow(
    db,
    'push_subscriptions',
    subscriptionSchema,
    'SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE endpoint = $1',
    [endpoint],
  );
