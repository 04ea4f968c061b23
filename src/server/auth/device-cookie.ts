import { jwtVerify, SignJWT } from 'jose';
import { signingKey } from './signing-key';
import { readCookie, cookieAttributes } from './session-cookie';

/**
 * OWASP's device cookie (the "Slow down online guessing attacks with device cookies" pattern): a
 * browser that has signed in to an account carries a signed note of it. Its sign-ins and reset
 * requests for that account count against the device's own counter, so a stranger guessing the
 * owner's password (and spending the account's and the address's counters) cannot lock the owner
 * out of their own phone. Attempts without one are limited as before.
 */
export const DEVICE_COOKIE = 'kb_device';

/** The cookie is sent only to the sign-in and reset endpoints, and lasts a year. */
const PATH = '/api/auth';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const ALGORITHM = 'HS256';
const ISSUER = 'kenyan-bites';
const AUDIENCE = 'device';

/** A new device cookie's token for the account signed in as `email` (a fresh nonce each sign-in). */
export async function signDeviceToken(email: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(email.toLowerCase())
    .setJti(crypto.randomUUID())
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${MAX_AGE_SECONDS}s`)
    .sign(await signingKey());
}

/**
 * The nonce of the request's device cookie when it is valid and was issued for `email`, else null
 * (absent, forged, expired, another account's, or a session token passed off as one).
 */
export async function knownDevice(request: Request, email: string): Promise<string | null> {
  const token = readCookie(request, DEVICE_COOKIE);
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, await signingKey(), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      subject: email.toLowerCase(),
    });
    return typeof payload.jti === 'string' && payload.jti ? payload.jti : null;
  } catch {
    return null;
  }
}

/** The Set-Cookie value that gives the browser its device cookie. */
export const deviceCookie = (request: Request, token: string): string =>
  `${DEVICE_COOKIE}=${token}; ${cookieAttributes(request, { path: PATH, maxAgeSeconds: MAX_AGE_SECONDS, httpOnly: true })}`;
