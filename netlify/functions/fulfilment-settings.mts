import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import {
  getFulfilmentSettings,
  parseFulfilmentSettings,
  updateFulfilmentSettings,
} from '../../src/server/fulfilment/settings-service';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';

/**
 * GET /api/fulfilment-settings (administrator): the order-ahead schedule, opening hours per weekday
 * ('0' is Sunday), blocked dates, lead time, window length and capacities, days ahead.
 * PUT (administrator): the whole schedule; answers it as saved. A refusal is a 400 with the first
 * problem as `message` and each field's in `fields`.
 */
export default endpoint(
  { GET: api.settings.fulfilment, PUT: api.settings.saveFulfilment },
  {
    GET: async () => json(await getFulfilmentSettings()),
    PUT: async (request) => {
      // readJson refuses what is not JSON, too large or not an object; the schedule is then checked
      // as a whole, so the answer can name every field at fault.
      const body = await readJson(request, v.unknown());
      return json(await updateFulfilmentSettings(parseFulfilmentSettings(body)));
    },
  },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/fulfilment-settings' };
