import type { Config } from '@netlify/functions';
import { withSecurityHeaders } from '../../src/server/http/security-headers';
import { runDailyPurge } from '../../src/server/privacy/purge-service';

/**
 * Scheduled (no public path): once a day removes the personal data the privacy page says we no
 * longer keep. Netlify runs it at 03:00 UTC, during the night in Kansas City.
 */
export default async (): Promise<Response> => {
  const counts = await runDailyPurge();
  return withSecurityHeaders(counts ? Response.json(counts) : new Response(null, { status: 500 }));
};

export const config: Config = { schedule: '0 3 * * *' };
