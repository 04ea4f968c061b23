import { jwtVerify, SignJWT } from 'jose';
import { serverConfig } from '../config';

const ALGORITHM = 'HS256';
const ISSUER = 'kenyan-bites';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Signs a token naming a database session; the database decides whether it is still valid. */
export function signSessionToken(sessionId: string, userId: number, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(serverConfig().jwtSecret);
}

/**
 * The session id of a valid token, or null. The algorithm is pinned, so a token claiming
 * `alg: none` or any other algorithm is rejected, as is a forged or expired one.
 */
export async function verifySessionToken(token: string): Promise<{ sessionId: string; userId: number } | null> {
  try {
    const { payload } = await jwtVerify(token, serverConfig().jwtSecret, { algorithms: [ALGORITHM], issuer: ISSUER });
    const userId = Number(payload.sub);
    const sid = payload['sid'];
    if (typeof sid !== 'string' || !UUID.test(sid) || !Number.isInteger(userId)) return null;
    return { sessionId: sid, userId };
  } catch {
    return null;
  }
}
