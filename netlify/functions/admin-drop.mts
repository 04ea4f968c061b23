import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { parseDropBody, parseDropId } from '../../src/server/drops/drop-body';
import { changeDrop, removeDrop } from '../../src/server/drops/drops-service';
import { readJson } from '../../src/server/http/read-json';
import { json, noContent } from '../../src/server/http/responses';

/**
 * PATCH /api/admin/drops/:id (administrator): the whole period, as POST takes it (its standing
 * orders' charge follows its close). DELETE: removes it (204), cancelling its standing orders' orders
 * not yet charged. A drop that has closed is kept as it ran (409).
 */
export default endpoint(
  { PATCH: api.drops.update, DELETE: api.drops.remove },
  {
    PATCH: async (request, context, { user }) => {
      const id = parseDropId(context.params?.['id']);
      const body = parseDropBody(await readJson(request, v.unknown()));
      return json(await changeDrop(id, body, user.email));
    },
    DELETE: async (_request, context, { user }) => {
      await removeDrop(parseDropId(context.params?.['id']), { userId: user.id, email: user.email });
      return noContent();
    },
  },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/admin/drops/:id' };
