import type { Config } from '@netlify/functions';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { serverConfig } from '../../src/server/config';
import { errorJson } from '../../src/server/http/responses';

/**
 * GET /.well-known/apple-developer-merchantid-domain-association (public): the file Apple fetches to
 * allow Apple Pay on the shop's domain, from APPLE_PAY_DOMAIN_ASSOCIATION (docs/deploy.md#3-stripe).
 */
export default endpoint(
  { GET: api.payments.applePayDomain },
  {
    GET: async () => {
      const file = serverConfig().applePayDomainAssociation;
      if (!file) return errorJson(404, 'Not found');
      return new Response(file, {
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
      });
    },
  },
);

export const config: Config = { path: '/.well-known/apple-developer-merchantid-domain-association' };
