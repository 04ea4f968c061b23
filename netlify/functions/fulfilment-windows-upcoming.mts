import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { upcomingWindowsQuerySchema } from '../../src/domain/fulfilment/windows-query';
import { upcomingWindows } from '../../src/server/fulfilment/windows-service';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { badRequest } from '../../src/server/http/http-error';
import { json } from '../../src/server/http/responses';

/**
 * GET /api/fulfilment-windows/upcoming?type=pickup|delivery[&spot=ID] (public): the windows of the
 * shop's today and the week after it, as GET /api/fulfilment-windows answers each day, in one call:
 * the cart sheet shows all eight days at once, and one function call costs less than eight. For a
 * pickup, also the spots on sale with their next windows (a private one without its address).
 */
export default endpoint(
  { GET: api.settings.upcomingWindows },
  {
    GET: async (request) => {
      const params = new URL(request.url).searchParams;
      const query = v.safeParse(upcomingWindowsQuerySchema, {
        type: params.get('type') ?? undefined,
        spot: params.get('spot') ?? undefined,
      });
      if (!query.success) throw badRequest(query.issues[0].message);
      return json(await upcomingWindows(query.output.type, query.output.spot));
    },
  },
);

export const config: Config = { path: '/api/fulfilment-windows/upcoming' };
