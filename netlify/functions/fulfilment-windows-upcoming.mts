import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { upcomingWindowsQuerySchema } from '../../src/domain/fulfilment/windows-query';
import { upcomingWindows } from '../../src/server/fulfilment/windows-service';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { badRequest } from '../../src/server/http/http-error';
import { json } from '../../src/server/http/responses';

/**
 * GET /api/fulfilment-windows/upcoming?type=pickup|delivery (public): the windows of the shop's
 * today and the week after it, as GET /api/fulfilment-windows answers each day, in one call: the
 * cart sheet shows all eight days at once, and one function call costs less than eight.
 */
export default endpoint(
  { GET: api.settings.upcomingWindows },
  {
    GET: async (request) => {
      const query = v.safeParse(upcomingWindowsQuerySchema, {
        type: new URL(request.url).searchParams.get('type') ?? undefined,
      });
      if (!query.success) throw badRequest(query.issues[0].message);
      return json(await upcomingWindows(query.output.type));
    },
  },
);

export const config: Config = { path: '/api/fulfilment-windows/upcoming' };
