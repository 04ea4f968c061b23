import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { createCode, listCodes, parseDiscountCode } from '../../src/server/discounts/discount-codes-service';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';

/** GET /api/admin/discount-codes (administrator): every code, newest first. POST: a new code; 201 with it. */
export default endpoint(
  { GET: api.discounts.list, POST: api.discounts.create },
  {
    GET: async () => json(await listCodes()),
    POST: async (request) => {
      // readJson refuses what is not JSON, too large or not an object; the code is then checked as
      // a whole, so the answer can name every field at fault.
      const code = parseDiscountCode(await readJson(request, v.unknown()));
      return json(await createCode(code), 201);
    },
  },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/admin/discount-codes' };
