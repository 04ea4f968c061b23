import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';
import { createTaxPlace, parseTaxPlace } from '../../src/server/tax/tax-settings-service';

/** POST /api/admin/tax/places (administrator): a new sales-tax place, its rates confirmed; 201 with it. */
export default endpoint(
  { POST: api.tax.createPlace },
  {
    POST: async (request, _context, { user }) => {
      // readJson refuses what is not JSON, too large or not an object; the place is then checked as
      // a whole, so the answer can name every field at fault.
      const place = parseTaxPlace(await readJson(request, v.unknown()));
      return json(await createTaxPlace(place, user.email), 201);
    },
  },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/admin/tax/places' };
