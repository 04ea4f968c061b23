import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { serverConfig } from '../../config';

/**
 * TOTP secrets are stored sealed with AES-256-GCM under a key derived (HKDF-SHA256) from the
 * server's secret, so a copy of the database alone cannot mint codes. Changing JWT_SECRET makes
 * sealed secrets unreadable: the owner then signs in with a recovery code and sets TOTP up again.
 */
const FORMAT = 'v1';

const key = () =>
  Buffer.from(hkdfSync('sha256', serverConfig().jwtSecret, Buffer.alloc(0), 'kenyan-bites totp secret', 32));

export function sealSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return [FORMAT, iv.toString('base64url'), sealed.toString('base64url')].join('.');
}

/** The secret, or null when it was sealed under another key or is not a sealed value at all. */
export function openSecret(sealed: string): string | null {
  const [format, iv, body] = sealed.split('.');
  if (format !== FORMAT || !iv || !body) return null;
  try {
    const bytes = Buffer.from(body, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
