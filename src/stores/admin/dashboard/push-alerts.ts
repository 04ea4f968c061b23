import { atom } from 'nanostores';
import * as settingsApi from '@/domain/api/settings';
import { ApiError } from '@/lib/api/api-error';
import { callApi } from '@/lib/api/call';

/*
 * Order alerts on this device by Web Push (issue 25): the browser's permission, the shop's service
 * worker (/sw.js) and a push subscription stored with the server (/api/admin/push-subscriptions).
 */

export type PushState =
  | { kind: 'checking' }
  | { kind: 'unsupported' }
  | { kind: 'not-set-up' }
  | { kind: 'blocked' }
  | { kind: 'off' }
  | { kind: 'on' }
  | { kind: 'failed'; message: string };

export const $pushState = atom<PushState>({ kind: 'checking' });

const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

async function existingSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Reads where this device stands: supported, set up on the site, allowed, subscribed. */
export async function checkPushState(): Promise<void> {
  if (!supported()) return $pushState.set({ kind: 'unsupported' });
  try {
    const { publicKey } = await callApi(settingsApi.pushSetup);
    if (!publicKey) return $pushState.set({ kind: 'not-set-up' });
    if (Notification.permission === 'denied') return $pushState.set({ kind: 'blocked' });
    $pushState.set({ kind: (await existingSubscription()) ? 'on' : 'off' });
  } catch (error) {
    $pushState.set({ kind: 'failed', message: problem(error) });
  }
}

const problem = (error: unknown) =>
  error instanceof ApiError ? error.message : 'Order alerts could not be turned on. Please try again.';

/** The key as the PushManager wants it: bytes from base64url. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(raw, (char) => char.charCodeAt(0));
}

/** 'Turn on order alerts': asks the browser's permission, subscribes this device, tells the server. */
export async function turnOnAlerts(): Promise<void> {
  try {
    const { publicKey } = await callApi(settingsApi.pushSetup);
    if (!publicKey) return $pushState.set({ kind: 'not-set-up' });
    if ((await Notification.requestPermission()) !== 'granted') return $pushState.set({ kind: 'blocked' });
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const registration = await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
    const { expirationTime = null, keys = {} } = subscription.toJSON();
    await callApi(settingsApi.subscribePush, {
      body: {
        endpoint: subscription.endpoint,
        expirationTime,
        keys: { p256dh: keys['p256dh'] ?? '', auth: keys['auth'] ?? '' },
      },
    });
    $pushState.set({ kind: 'on' });
  } catch (error) {
    $pushState.set({ kind: 'failed', message: problem(error) });
  }
}

/** 'Turn off alerts on this device'. */
export async function turnOffAlerts(): Promise<void> {
  try {
    const subscription = await existingSubscription();
    if (subscription) {
      await callApi(settingsApi.unsubscribePush, { body: { endpoint: subscription.endpoint } });
      await subscription.unsubscribe();
    }
    $pushState.set({ kind: 'off' });
  } catch (error) {
    $pushState.set({ kind: 'failed', message: problem(error) });
  }
}
