import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP test double of Netlify's purge API (POST /api/v1/purge, a Bearer token, a JSON body of
 * `cache_tags` and `site_id`), so `purgeCache` from @netlify/functions runs unchanged against it.
 * Tests read what was purged, or make it fail.
 */
export interface PurgeDouble {
  url: string;
  purges: Array<{ authorization: string | null; body: { cache_tags?: string[]; site_id?: string } }>;
  failing: boolean;
  close(): Promise<void>;
}

export async function startPurgeDouble(): Promise<PurgeDouble> {
  const double: PurgeDouble = { url: '', purges: [], failing: false, close: async () => {} };
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method !== 'POST' || request.url !== '/api/v1/purge') {
      response.writeHead(404).end();
      return;
    }
    double.purges.push({
      authorization: request.headers.authorization ?? null,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
    });
    response.writeHead(double.failing ? 500 : 202).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  double.close = () => new Promise((resolve) => server.close(() => resolve()));
  return double;
}
