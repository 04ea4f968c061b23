import type { Config } from '@netlify/functions';
import { productPatchSchema } from '../../src/domain/schemas/product';
import { changeProduct, parseProductId } from '../../src/server/catalogue/menu-editor-service';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';

/** PATCH /api/products/:id (administrator): any subset of the fields, `position` to move it; answers the product. */
export default endpoint(
  { PATCH: api.menu.update },
  {
    PATCH: async (request, context) => {
      const id = parseProductId(context.params?.['id']);
      const patch = await readJson(request, productPatchSchema);
      return json(await changeProduct(id, patch));
    },
  },
  { limit: 'admin' },
);

export const config: Config = { path: '/api/products/:id' };
