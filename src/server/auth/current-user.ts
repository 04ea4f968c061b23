import type { SessionUser } from '@/domain/session-user';
import { serverConfig } from '../config';
import { forbidden, unauthorized } from '../http/http-error';
import { findSessionUser, type UserRecord } from '../repositories/users-repository';
import { readSessionCookie } from './session-cookie';
import { verifySessionToken } from './session-token';
import { database } from '../db';

export interface Authenticated {
  user: UserRecord;
  sessionId: string;
  /** The session was opened with the second factor too. */
  secondFactor: boolean;
  isAdmin: boolean;
}

/** Whether the address is the ADMIN_EMAIL setting's. */
export function isAdminEmail(email: string): boolean {
  return email.toLowerCase() === serverConfig().adminEmail;
}

/**
 * The administrator (docs/behaviour/rules.md#administrator) is the ADMIN_EMAIL account once its
 * password has been set through a link mailed to the address (a reset, which proves the address as
 * well); with two-factor sign-in on, only in a session opened with the code as well. Registering
 * the address first, or verifying it, is not enough: the password would still be whoever registered's.
 */
export function isAdministrator(user: UserRecord, secondFactor: boolean): boolean {
  return isAdminEmail(user.email) && user.passwordProvenAt !== null && (!user.twoFactorEnabled || secondFactor);
}

/** The signed-in person, or null: needs a valid signed cookie AND a live session in the database. */
export async function currentUser(request: Request): Promise<Authenticated | null> {
  const token = readSessionCookie(request);
  if (!token) return null;
  const claims = await verifySessionToken(token);
  if (!claims) return null;
  const found = await findSessionUser(database(), claims.sessionId, claims.userId);
  if (!found) return null;
  const { user, secondFactor } = found;
  return { user, sessionId: claims.sessionId, secondFactor, isAdmin: isAdministrator(user, secondFactor) };
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

/** What GET /api/auth/user answers: never the password hash or a secret. */
export function toSessionUser(user: UserRecord, secondFactor: boolean): SessionUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    isAdmin: isAdministrator(user, secondFactor),
    adminAwaitingProof: isAdminEmail(user.email) && user.passwordProvenAt === null,
    emailVerified: user.emailVerifiedAt !== null,
    twoFactorEnabled: user.twoFactorEnabled,
    createdAt: user.createdAt.toISOString(),
  };
}
