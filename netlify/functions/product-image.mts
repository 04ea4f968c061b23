import type { Config } from '@netlify/functions';
import { parseProductId, replaceProductPhoto } from '../../src/server/catalogue/menu-editor-service';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { json } from '../../src/server/http/responses';

/**
 * PUT /api/products/:id/image (administrator): the photo's raw bytes with their Content-Type.
 * JPEG, PNG or WebP up to 5 MB, told by the bytes; answers the product with its new `image`.
 */
export default endpoint(
  { PUT: api.menu.uploadImage },
  {
    PUT: async (request, context) => {
      const id = parseProductId(context.params?.['id']);
      return json(await replaceProductPhoto(id, request));
    },
  },
  { limit: 'admin', body: 'image' },
);

export const config: Config = { path: '/api/products/:id/image' };
