import type { SessionUser } from '@/domain/session-user';
import { serverConfig } from '../config';
import { forbidden, unauthorized } from '../http/http-error';
import { findUserWithActiveSession, type UserRecord } from '../repositories/users-repository';
import { readSessionCookie } from './session-cookie';
import { verifySessionToken } from './session-token';

export interface Authenticated {
  user: UserRecord;
  sessionId: string;
  isAdmin: boolean;
}

/** The administrator is whoever owns the ADMIN_EMAIL address (docs/behaviour/rules.md#administrator). */
export function isAdminEmail(email: string): boolean {
  return email.toLowerCase() === serverConfig().adminEmail;
}

/** The signed-in person, or null: needs a valid signed cookie AND a live session in the database. */
export async function currentUser(request: Request): Promise<Authenticated | null> {
  const token = readSessionCookie(request);
  if (!token) return null;
  const claims = await verifySessionToken(token);
  if (!claims) return null;
  const user = await findUserWithActiveSession(claims.sessionId, claims.userId);
  if (!user) return null;
  return { user, sessionId: claims.sessionId, isAdmin: isAdminEmail(user.email) };
}

export async function requireUser(request: Request): Promise<Authenticated> {
  const auth = await currentUser(request);
  if (!auth) throw unauthorized('Not authenticated');
  return auth;
}

export async function requireAdmin(request: Request): Promise<Authenticated> {
  const auth = await requireUser(request);
  if (!auth.isAdmin) throw forbidden('Administrator access is required');
  return auth;
}

/** What GET /api/auth/user answers: never the password hash. */
export function toSessionUser(user: UserRecord): SessionUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    isAdmin: isAdminEmail(user.email),
    createdAt: user.createdAt.toISOString(),
  };
}
