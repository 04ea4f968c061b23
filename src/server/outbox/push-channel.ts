import type { PushSettings } from '../config';
import { database } from '../db';
import { deletePushSubscription, findPushSubscription } from '../repositories/push-subscriptions-repository';
import { type ChannelSender, UndeliverableError } from './channel-sender';

/** How long a push service may keep an undelivered alert for a device that is off: a day. */
const TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

/**
 * Web Push to a device where the owner turned alerts on. The maintained `web-push` package does what
 * the standards ask (VAPID, RFC 8292; the payload encrypted to the subscription's keys, RFC 8291)
 * and builds the request; it is sent with fetch, bounded in time. A 404 or 410 from the push
 * service means the subscription is gone: it is deleted and the push given up.
 */
export const pushSender = (settings: PushSettings): ChannelSender => ({
  channel: 'push',
  async send(message) {
    const subscription = await findPushSubscription(database(), message.toAddress);
    if (!subscription) throw new UndeliverableError('The device turned alerts off');
    const { default: webpush } = await import('web-push');
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      message.textBody,
      {
        vapidDetails: { subject: settings.subject, publicKey: settings.publicKey, privateKey: settings.privateKey },
        TTL: TTL_SECONDS,
        urgency: 'high',
      },
    );
    // fetch sets Content-Length from the body itself.
    const { 'Content-Length': _length, ...headers } = request.headers as Record<string, string | number>;
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)])),
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    if (response.status === 404 || response.status === 410) {
      await deletePushSubscription(database(), subscription.endpoint);
      throw new UndeliverableError(`The push service says the subscription is gone (${response.status})`);
    }
    if (!response.ok) throw new Error(`The push service answered ${response.status}`);
  },
});
