import { createHash } from 'node:crypto';
import { getStore } from '@netlify/blobs';
import { MAX_PHOTO_BYTES, PHOTO_TYPES, sniffPhotoType } from '@/domain/image-type';
import { badRequest, HttpError } from '../http/http-error';
import { readLimitedBytes } from '../http/read-json';

export const PHOTO_NOT_AN_IMAGE = 'The photo must be a JPEG, PNG or WebP image.';
export const PHOTO_TOO_LARGE = 'The photo is larger than 5 MB. Please choose a smaller one.';
export const PHOTO_EMPTY = 'Choose a photo to upload.';

/** Where the owner's menu photos live: Netlify Blobs, one site-wide store. */
const photos = () => getStore({ name: 'product-photos', consistency: 'strong' });

/** The path the menu uses for a stored photo. */
export const photoPath = (key: string) => `/api/images/${key}`;

/**
 * Reads an upload (at most 5 MB), checks what it is by its bytes and stores it under the hash of
 * its content ('{sha256}.{ext}'), so the same photo is stored once and its address never changes
 * meaning (it can be cached for a year). Answers that path. Anything else is refused, storing nothing.
 */
export async function storePhoto(request: Request): Promise<string> {
  const bytes = await readLimitedBytes(request, MAX_PHOTO_BYTES, () => new HttpError(400, PHOTO_TOO_LARGE));
  if (bytes.length === 0) throw badRequest(PHOTO_EMPTY);
  const type = sniffPhotoType(bytes);
  if (!type) throw badRequest(PHOTO_NOT_AN_IMAGE);
  const key = `${createHash('sha256').update(bytes).digest('hex')}.${PHOTO_TYPES[type]}`;
  await photos().set(key, bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer, {
    metadata: { contentType: type },
  });
  return photoPath(key);
}

/** A stored photo's bytes and type, or null (unknown or malformed key). */
export async function readPhoto(key: string): Promise<{ bytes: ArrayBuffer; contentType: string } | null> {
  if (!/^[0-9a-f]{64}\.(jpg|png|webp)$/.test(key)) return null;
  const found = await photos().getWithMetadata(key, { type: 'arrayBuffer' });
  if (!found) return null;
  const contentType =
    typeof found.metadata['contentType'] === 'string' ? found.metadata['contentType'] : 'application/octet-stream';
  return { bytes: found.data, contentType };
}
