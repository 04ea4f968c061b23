import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { parseDropBody } from '../../src/server/drops/drop-body';
import { createDrop, listDrops } from '../../src/server/drops/drops-service';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';

/**
 * GET /api/admin/drops (administrator): the ordering periods not closed more than 30 days ago,
 * soonest first. POST: a new one; 201 with it.
 */
export default endpoint(
  { GET: api.drops.list, POST: api.drops.create },
  {
    GET: async () => json(await listDrops()),
    POST: async (request, _context, { user }) => {
      // readJson refuses what is not JSON, too large or not an object; the period is then checked
      // as a whole, so the answer can name every field at fault.
      const body = parseDropBody(await readJson(request, v.unknown()));
      return json(await createDrop(body, user.email), 201);
    },
  },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/admin/drops' };
