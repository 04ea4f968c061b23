import type { Config } from '@netlify/functions';
import { newProductSchema } from '../../src/domain/schemas/product';
import { listMenu } from '../../src/server/catalogue/catalogue-service';
import { createProduct } from '../../src/server/catalogue/menu-editor-service';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';
import { storefrontCacheHeaders } from '../../src/server/cdn/storefront-cache';

/**
 * GET /api/products (public): the menu customers see, sold-out products marked, prices as
 * 2-decimal strings. POST /api/products (administrator): adds a dish; 201 with it.
 */
export default endpoint(
  { GET: api.menu.list, POST: api.menu.create },
  {
    // Kept at the CDN until the owner changes the menu (the purge in menu-editor-service.ts).
    GET: async () => json(await listMenu(), 200, storefrontCacheHeaders(null)),
    POST: async (request) => {
      const input = await readJson(request, newProductSchema);
      return json(await createProduct(input), 201);
    },
  },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/products' };
