import type { Config } from '@netlify/functions';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { csvFile } from '../../src/server/http/responses';
import { exportSubscribers } from '../../src/server/notify/subscribers-service';

/**
 * GET /api/admin/subscribers/export (administrator): the notify list as a CSV download, each row
 * with the evidence of its consent. A plain GET, so the dashboard's link downloads it without script.
 */
export default endpoint(
  { GET: api.notify.exportCsv },
  {
    GET: async () => {
      const { fileName, csv } = await exportSubscribers();
      return csvFile(fileName, csv);
    },
  },
);

export const config: Config = { path: '/api/admin/subscribers/export' };
