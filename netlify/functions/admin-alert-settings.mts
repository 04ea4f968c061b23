import type { Config } from '@netlify/functions';
import { alertSettingsSchema } from '../../src/domain/schemas/alert-settings';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { alertSettings, saveAlertSettings } from '../../src/server/alerts/alert-settings-service';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';

/**
 * GET /api/admin/alert-settings (administrator): {emails}, where the new-order e-mails go.
 * PUT {emails}: one to five addresses (docs/behaviour/api.md#messages).
 */
export default endpoint(
  { GET: api.settings.alerts, PUT: api.settings.saveAlerts },
  {
    GET: async () => json(await alertSettings()),
    PUT: async (request, _context, { user }) =>
      json(await saveAlertSettings(await readJson(request, alertSettingsSchema), user.email)),
  },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/admin/alert-settings' };
