import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { windowsQuerySchema } from '../../src/domain/fulfilment/windows-query';
import { windowsForDay } from '../../src/server/fulfilment/windows-service';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { badRequest } from '../../src/server/http/http-error';
import { json } from '../../src/server/http/responses';

/**
 * GET /api/fulfilment-windows?type=pickup|delivery&date=YYYY-MM-DD[&spot=ID] (public): the day's
 * windows (at a pickup spot, the kitchen's when none is named) in the shop's time zone, each with whether it can be chosen; a closed day answers none and why.
 */
export default endpoint(
  { GET: api.settings.windows },
  {
    GET: async (request) => {
      const params = new URL(request.url).searchParams;
      const query = v.safeParse(windowsQuerySchema, {
        type: params.get('type') ?? undefined,
        date: params.get('date') ?? undefined,
        spot: params.get('spot') ?? undefined,
      });
      if (!query.success) throw badRequest(query.issues[0].message);
      return json(await windowsForDay(query.output.type, query.output.date, query.output.spot));
    },
  },
);

export const config: Config = { path: '/api/fulfilment-windows' };
