import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { api } from '../../src/domain/api';
import { cateringListQuerySchema } from '../../src/domain/catering/catering-list';
import { optionalParam } from '../../src/domain/kitchen/kitchen-query';
import { endpoint } from '../../src/server/api/endpoint';
import { listCateringForOwner } from '../../src/server/catering/catering-admin-list';
import { badRequest } from '../../src/server/http/http-error';
import { json } from '../../src/server/http/responses';

/**
 * GET /api/admin/catering[?status=requested] (administrator): the catering requests, newest event
 * first, each with its status and when it took it, the event, the dishes and who asked.
 */
export default endpoint(
  { GET: api.catering.list },
  {
    GET: async (request) => {
      const query = v.safeParse(cateringListQuerySchema, {
        status: optionalParam(new URL(request.url).searchParams, 'status'),
      });
      if (!query.success) throw badRequest(query.issues[0].message);
      return json(await listCateringForOwner(query.output.status ?? null));
    },
  },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/admin/catering' };
