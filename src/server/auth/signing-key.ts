import { serverConfig } from '../config';

/**
 * JWT_SECRET as an HMAC-SHA-256 key for jose, imported once per secret. Given the raw bytes, jose
 * imports them into WebCrypto again on every call, which was about half the cost of reading a
 * session cookie (GET /api/auth/user measured against its bare query: `npm run bench:api`).
 */
const keys = new WeakMap<Uint8Array, Promise<CryptoKey>>();

export function signingKey(): Promise<CryptoKey> {
  const { jwtSecret } = serverConfig();
  let key = keys.get(jwtSecret);
  if (!key) {
    key = crypto.subtle.importKey('raw', jwtSecret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(jwtSecret, key);
  }
  return key;
}
