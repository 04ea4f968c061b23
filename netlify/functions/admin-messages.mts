import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { messageLogQuerySchema } from '../../src/domain/outbox/message-log';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { badRequest } from '../../src/server/http/http-error';
import { json } from '../../src/server/http/responses';
import { messageLog } from '../../src/server/outbox/message-log';

/**
 * GET /api/admin/messages?order={id} (administrator): the messages sent or queued about that
 * order, newest first; without `order`, the newest 200 (docs/behaviour/api.md#messages).
 */
export default endpoint(
  { GET: api.orders.messages },
  {
    GET: async (request) => {
      const order = new URL(request.url).searchParams.get('order');
      const query = v.safeParse(messageLogQuerySchema, order === null ? {} : { order });
      if (!query.success) throw badRequest(query.issues[0].message);
      return json(await messageLog(query.output.order ?? null));
    },
  },
);

export const config: Config = { path: '/api/admin/messages' };
