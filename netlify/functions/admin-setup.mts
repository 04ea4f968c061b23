import type { Config } from '@netlify/functions';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { json } from '../../src/server/http/responses';
import { setupOverview } from '../../src/server/setup/setup-service';

/**
 * GET /api/admin/setup (administrator): {checks: [{id, ok, detail}], tests}, what a live shop needs
 * and the newest test message of each channel (docs/behaviour/api.md#setup-check).
 */
export default endpoint(
  { GET: api.setup.checks },
  { GET: async () => json(await setupOverview()) },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/admin/setup' };
