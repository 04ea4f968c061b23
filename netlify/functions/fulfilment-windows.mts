import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { isShopDate } from '../../src/domain/fulfilment/schedule';
import { ORDER_TYPES } from '../../src/domain/order-type';
import { windowsForDay } from '../../src/server/fulfilment/windows-service';
import { endpoint } from '../../src/server/http/endpoint';
import { badRequest } from '../../src/server/http/http-error';
import { json } from '../../src/server/http/responses';

const querySchema = v.object({
  type: v.picklist(ORDER_TYPES, 'Choose pickup or delivery'),
  date: v.pipe(v.string('Choose a date as YYYY-MM-DD'), v.check(isShopDate, 'Choose a date as YYYY-MM-DD')),
});

/**
 * GET /api/fulfilment-windows?type=pickup|delivery&date=YYYY-MM-DD (public): the day's windows in
 * the shop's time zone, each with whether it can be chosen; a closed day answers none and why.
 */
export default endpoint({
  GET: async (request) => {
    const params = new URL(request.url).searchParams;
    const query = v.safeParse(querySchema, {
      type: params.get('type') ?? undefined,
      date: params.get('date') ?? undefined,
    });
    if (!query.success) throw badRequest(query.issues[0].message);
    return json(await windowsForDay(query.output.type, query.output.date));
  },
});

export const config: Config = { path: '/api/fulfilment-windows' };
