import { jwtVerify, SignJWT } from 'jose';
import { serverConfig } from '../config';
import { signingKey } from './signing-key';

const ALGORITHM = 'HS256';
const ISSUER = 'kenyan-bites';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Signs a token naming a database session; the database decides whether it is still valid. */
export async function signSessionToken(sessionId: string, userId: number, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await signingKey());
}

/** What a valid session token names. */
export interface SessionClaims {
  sessionId: string;
  userId: number;
}

/**
 * Tokens this process has verified, by their exact text, with what they name and when they expire.
 * A browser sends the same cookie with every request, and checking its signature again each time
 * (WebCrypto's HMAC) was the largest cost of GET /api/auth/user after its one query (`npm run
 * bench:api`). Only a token whose signature checked out is kept, under the secret that checked it,
 * and only until its own expiry; whether its session is still open is the database's answer on
 * every request (current-user.ts), so signing out or a revoked session still ends it at once.
 */
const verified = new Map<string, { claims: SessionClaims; expiresAtMs: number; secret: Uint8Array }>();
/** Enough for every browser a function instance serves between cold starts; the oldest go first. */
const VERIFIED_KEPT = 1000;

/**
 * The session id of a valid token, or null. The algorithm is pinned, so a token claiming
 * `alg: none` or any other algorithm is rejected, as is a forged or expired one.
 */
export async function verifySessionToken(token: string): Promise<SessionClaims | null> {
  const { jwtSecret } = serverConfig();
  const known = verified.get(token);
  if (known && known.secret === jwtSecret && known.expiresAtMs > Date.now()) return known.claims;
  if (known) verified.delete(token);
  const checked = await checkSignature(token);
  if (!checked) return null;
  if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value as string);
  verified.set(token, { ...checked, secret: jwtSecret });
  return checked.claims;
}

async function checkSignature(token: string): Promise<{ claims: SessionClaims; expiresAtMs: number } | null> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(), { algorithms: [ALGORITHM], issuer: ISSUER });
    const userId = Number(payload.sub);
    const sid = payload['sid'];
    if (typeof sid !== 'string' || !UUID.test(sid) || !Number.isInteger(userId)) return null;
    // Every token this module signs expires; one without `exp` is not one of ours.
    if (typeof payload.exp !== 'number') return null;
    return { claims: { sessionId: sid, userId }, expiresAtMs: payload.exp * 1000 };
  } catch {
    return null;
  }
}
