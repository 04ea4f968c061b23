import type { Config } from '@netlify/functions';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { json } from '../../src/server/http/responses';
import { subscriberCounts } from '../../src/server/notify/subscribers-service';

/** GET /api/admin/subscribers (administrator): the notify list's size by channel and state. */
export default endpoint({ GET: api.notify.counts }, { GET: async () => json(await subscriberCounts()) });

export const config: Config = { path: '/api/admin/subscribers' };
