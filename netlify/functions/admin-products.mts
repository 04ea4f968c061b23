import type { Config } from '@netlify/functions';
import { listProductsForAdmin } from '../../src/server/catalogue/menu-editor-service';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { json } from '../../src/server/http/responses';

/** GET /api/admin/products (administrator): every product, archived ones included, in menu order. */
export default endpoint(
  { GET: api.menu.adminList },
  {
    GET: async () => json(await listProductsForAdmin()),
  },
);

export const config: Config = { path: '/api/admin/products' };
