import { PUSH_NOT_SET_UP, type PushSubscriptionJson } from '@/domain/push/push-subscription';
import { serverConfig } from '../config';
import { database } from '../db';
import { conflict } from '../http/http-error';
import { deletePushSubscription, savePushSubscription } from '../repositories/push-subscriptions-repository';

/** What /admin needs to subscribe a device: the shop's VAPID public key, or null when push is not set up. */
export const pushSetup = (): { publicKey: string | null } => ({ publicKey: serverConfig().push?.publicKey ?? null });

/** The owner turned alerts on on a device: its subscription is stored (again, if it already was). */
export async function subscribeDevice(
  userId: number,
  subscription: PushSubscriptionJson,
): Promise<{ endpoint: string }> {
  if (!serverConfig().push) throw conflict(PUSH_NOT_SET_UP);
  await savePushSubscription(database(), userId, {
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
  });
  return { endpoint: subscription.endpoint };
}

/** The owner turned alerts off on a device. */
export async function unsubscribeDevice(endpoint: string): Promise<void> {
  await deletePushSubscription(database(), endpoint);
}
