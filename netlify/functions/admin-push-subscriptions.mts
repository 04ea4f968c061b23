import type { Config } from '@netlify/functions';
import { pushSubscriptionSchema, pushUnsubscribeSchema } from '../../src/domain/push/push-subscription';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { pushSetup, subscribeDevice, unsubscribeDevice } from '../../src/server/alerts/push-subscriptions-service';
import { readJson } from '../../src/server/http/read-json';
import { json, noContent } from '../../src/server/http/responses';

/**
 * The owner's devices for order alerts (administrator): GET answers {publicKey} (the shop's VAPID
 * key, null when push is not set up); POST the browser's PushSubscription JSON stores it (201);
 * DELETE {endpoint} removes it (204). Only https push services are accepted (400).
 */
export default endpoint(
  { GET: api.settings.pushSetup, POST: api.settings.subscribePush, DELETE: api.settings.unsubscribePush },
  {
    GET: async () => json(pushSetup()),
    POST: async (request, _context, { user }) =>
      json(await subscribeDevice(user.id, await readJson(request, pushSubscriptionSchema)), 201),
    DELETE: async (request) => {
      await unsubscribeDevice((await readJson(request, pushUnsubscribeSchema)).endpoint);
      return noContent();
    },
  },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/admin/push-subscriptions' };
