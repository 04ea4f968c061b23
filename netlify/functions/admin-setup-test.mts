import type { Config } from '@netlify/functions';
import { setupTestBodySchema } from '../../src/domain/setup/test-send';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';
import { sendSetupTest } from '../../src/server/setup/test-sends';

/**
 * POST /api/admin/setup/test (administrator) {channel: 'email'|'text'|'push'}: queues a test
 * message in the outbox, to whom that channel's owner alerts go; 202 {tests}, its messages waiting
 * (docs/behaviour/api.md#setup-check).
 */
export default endpoint(
  { POST: api.setup.sendTest },
  {
    POST: async (request) => json(await sendSetupTest((await readJson(request, setupTestBodySchema)).channel), 202),
  },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/admin/setup/test' };
