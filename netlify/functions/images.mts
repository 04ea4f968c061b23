import type { Config } from '@netlify/functions';
import { readPhoto } from '../../src/server/images/photo-store';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { errorJson } from '../../src/server/http/responses';

/**
 * GET /api/images/:key (public): a menu photo from Netlify Blobs. The key is the content's hash,
 * so the answer never changes: cached for a year, immutable, with the hash as its ETag.
 */
export default endpoint(
  { GET: api.menu.image },
  {
    GET: async (request, context) => {
      const key = context.params?.['key'] ?? '';
      const etag = `"${key.split('.')[0]}"`;
      if (request.headers.get('if-none-match') === etag)
        return new Response(null, { status: 304, headers: { ETag: etag } });
      const photo = await readPhoto(key);
      if (!photo) return errorJson(404, 'Image not found');
      return new Response(photo.bytes, {
        headers: {
          'Content-Type': photo.contentType,
          'Cache-Control': 'public, max-age=31536000, immutable',
          ETag: etag,
        },
      });
    },
  },
);

export const config: Config = { path: '/api/images/:key' };
