import type { Config } from '@netlify/functions';
import { listMenu } from '../../src/server/catalogue/catalogue-service';
import { endpoint } from '../../src/server/http/endpoint';
import { json } from '../../src/server/http/responses';

/** GET /api/products: the available menu, prices as 2-decimal strings (public). */
export default endpoint({
  GET: async () => json(await listMenu()),
});

export const config: Config = { path: '/api/products' };
