import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { readJson } from '../../src/server/http/read-json';
import { json, noContent } from '../../src/server/http/responses';
import {
  changeTaxPlace,
  parseTaxPlace,
  parseTaxPlaceId,
  removeTaxPlace,
} from '../../src/server/tax/tax-settings-service';

/**
 * PUT /api/admin/tax/places/:id (administrator): the place's every field; saving confirms its rates.
 * DELETE: removes it (204); never the kitchen's place (409).
 */
export default endpoint(
  { PUT: api.tax.updatePlace, DELETE: api.tax.deletePlace },
  {
    PUT: async (request, context, { user }) => {
      const id = parseTaxPlaceId(context.params?.['id']);
      // readJson refuses what is not JSON, too large or not an object; the place is then checked as
      // a whole, so the answer can name every field at fault.
      const place = parseTaxPlace(await readJson(request, v.unknown()));
      return json(await changeTaxPlace(id, place, user.email));
    },
    DELETE: async (_request, context) => {
      await removeTaxPlace(parseTaxPlaceId(context.params?.['id']));
      return noContent();
    },
  },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/admin/tax/places/:id' };
