import type { Config } from '@netlify/functions';
import { requireAdmin } from '../../src/server/auth/current-user';
import { listProductsForAdmin } from '../../src/server/catalogue/menu-editor-service';
import { endpoint } from '../../src/server/http/endpoint';
import { json } from '../../src/server/http/responses';

/** GET /api/admin/products (administrator): every product, archived ones included, in menu order. */
export default endpoint({
  GET: async (request) => {
    await requireAdmin(request);
    return json(await listProductsForAdmin());
  },
});

export const config: Config = { path: '/api/admin/products' };
