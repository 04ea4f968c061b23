import type { Config } from '@netlify/functions';
import * as v from 'valibot';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';
import { announce, announcementsWithCounts, parseAnnouncement } from '../../src/server/notify/announcements-service';

/**
 * GET /api/admin/announcements (administrator): the latest announcements with their messages'
 * counts. POST {subject, text, channels, sendAt?}: one to the notify list, now or at `sendAt`;
 * 201 {id, recipients} (docs/behaviour/api.md#announcements).
 */
export default endpoint(
  { GET: api.notify.announcements, POST: api.notify.announce },
  {
    GET: async () => json(await announcementsWithCounts()),
    POST: async (request, _context, { user }) => {
      // Checked as a whole (with the text's length and the time against the clock), so the answer
      // can name every field at fault.
      const body = parseAnnouncement(await readJson(request, v.unknown()));
      return json(await announce(body, user.email), 201);
    },
  },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/admin/announcements' };
