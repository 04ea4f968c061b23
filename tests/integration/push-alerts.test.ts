import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminPushSubscriptions from '../../netlify/functions/admin-push-subscriptions.mts';
import { NOT_A_PUSH_SERVICE, PUSH_NOT_SET_UP } from '@/domain/push/push-subscription';
import { deliverDueMessages } from '@/server/outbox/deliver-all';
import { adminAccount, registerAccount, type TestAccount } from './support/accounts';
import { call, type ErrorAnswer } from './support/call';
import { paidIntent, pickupCheckout } from './support/checkout';
import { sql } from './support/db';
import { applySettings } from './support/env-settings';
import { type PushDouble, startPushDouble } from './support/push-double';

/*
 * The owner's order alerts by Web Push (issue 25 item 1): the devices' subscriptions
 * (/api/admin/push-subscriptions), and a push to each of them for every paid order, encrypted to
 * each device's keys and signed with the shop's VAPID key, through `web-push` against a local double
 * of a push service that decrypts what it gets (RFC 8291). A device whose subscription is gone (410)
 * is forgotten.
 */

const vapid = webpush.generateVAPIDKeys();
let push: PushDouble;
let restore: () => void;
let admin: TestAccount;

beforeAll(async () => {
  push = await startPushDouble();
  restore = applySettings({
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:owner@kenyanbites.example',
  });
  admin = await adminAccount();
});
afterAll(async () => {
  restore();
  await push.close();
});

const subscriptions = (cookie: string | null, method: string, body?: unknown) =>
  call<ErrorAnswer & { publicKey?: string | null; endpoint?: string }>(
    adminPushSubscriptions,
    '/api/admin/push-subscriptions',
    { method, ...(body === undefined ? {} : { body }), cookie },
  );

const FCM_LIKE = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-token-1',
  expirationTime: null,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

describe('/api/admin/push-subscriptions', () => {
  it("gives the shop's public key, stores a device's subscription, and removes it", async () => {
    expect((await subscriptions(admin.cookie, 'GET')).body).toEqual({ publicKey: vapid.publicKey });
    expect(await subscriptions(admin.cookie, 'POST', FCM_LIKE)).toMatchObject({
      status: 201,
      body: { endpoint: FCM_LIKE.endpoint },
    });
    // Turned on again on the same device: still one subscription.
    expect((await subscriptions(admin.cookie, 'POST', FCM_LIKE)).status).toBe(201);
    expect(await sql('SELECT endpoint FROM push_subscriptions WHERE endpoint = $1', [FCM_LIKE.endpoint])).toHaveLength(
      1,
    );

    expect((await subscriptions(admin.cookie, 'DELETE', { endpoint: FCM_LIKE.endpoint })).status).toBe(204);
    expect(await sql('SELECT endpoint FROM push_subscriptions WHERE endpoint = $1', [FCM_LIKE.endpoint])).toEqual([]);
  });

  it('takes only a secure push service, and only from the administrator', async () => {
    for (const endpoint of ['http://push.example/send/1', 'not a url', 'javascript:alert(1)']) {
      expect(await subscriptions(admin.cookie, 'POST', { ...FCM_LIKE, endpoint })).toMatchObject({
        status: 400,
        body: { message: NOT_A_PUSH_SERVICE },
      });
    }
    const customer = await registerAccount();
    expect((await subscriptions(customer.cookie, 'POST', FCM_LIKE)).status).toBe(403);
    expect((await subscriptions(null, 'POST', FCM_LIKE)).status).toBe(401);
    expect((await subscriptions(customer.cookie, 'GET')).status).toBe(403);
  });

  it('says push is not set up without the VAPID keys', async () => {
    const back = applySettings({ VAPID_PUBLIC_KEY: '' });
    try {
      expect((await subscriptions(admin.cookie, 'GET')).body).toEqual({ publicKey: null });
      expect(await subscriptions(admin.cookie, 'POST', FCM_LIKE)).toMatchObject({
        status: 409,
        body: { message: PUSH_NOT_SET_UP },
      });
    } finally {
      back();
    }
  });
});

describe('a push for every paid order', () => {
  it("reaches each device, encrypted to its keys: 'New order KBT-12', the window and the total; a gone device is forgotten", async () => {
    const phone = push.device('owner-phone');
    const oldTablet = push.device('old-tablet');
    for (const device of [phone, oldTablet]) {
      await sql('INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)', [
        admin.id,
        device.subscription.endpoint,
        device.subscription.keys.p256dh,
        device.subscription.keys.auth,
      ]);
    }
    push.forget('old-tablet');

    const intentId = await paidIntent(await pickupCheckout());
    const [order] = await sql<{ id: string }>('SELECT id FROM orders WHERE payment_intent_id = $1', [intentId]);
    await deliverDueMessages();
    await deliverDueMessages();

    const [received, ...more] = push.received.filter((each) => each.device === 'owner-phone');
    expect(more).toEqual([]);
    expect(received?.payload).toEqual({
      title: `New order KBT-${order!.id}`,
      body: expect.stringMatching(/^Pickup \w{3}, \w{3} \d{1,2}, .+ · \$38\.00$/),
      url: `/admin#order-${order!.id}`,
      tag: `order-${order!.id}`,
    });
    expect(received?.headers['content-encoding']).toBe('aes128gcm');
    expect(received?.headers['authorization']).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`),
    );
    expect(Number(received?.headers['ttl'])).toBe(86_400);

    expect(
      await sql('SELECT endpoint FROM push_subscriptions WHERE endpoint = $1', [oldTablet.subscription.endpoint]),
    ).toEqual([]);
    const pushes = await sql<{ to_address: string; sent: boolean; gave_up: boolean; error: string | null }>(
      `SELECT to_address, sent_at IS NOT NULL AS sent, gave_up_at IS NOT NULL AS gave_up, error FROM outbox
       WHERE order_id = $1 AND channel = 'push' ORDER BY id`,
      [order!.id],
    );
    expect(pushes).toEqual([
      { to_address: phone.subscription.endpoint, sent: true, gave_up: false, error: null },
      {
        to_address: oldTablet.subscription.endpoint,
        sent: false,
        gave_up: true,
        error: 'The push service says the subscription is gone (410)',
      },
    ]);
  });
});
