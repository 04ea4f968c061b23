/** The signed-in person as GET /api/auth/user answers it: never a password hash. */
export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  isAdmin: boolean;
  /** The administrator's address whose owner has not proved it yet: /admin says how. */
  adminAwaitingVerification: boolean;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  createdAt: string;
}

/** 'Hello, Amina' — or 'Hello, User' when the first name is missing (docs/behaviour/screens.md#site-header). */
export function greeting(user: Pick<SessionUser, 'firstName'>): string {
  const first = user.firstName.trim();
  return `Hello, ${first === '' ? 'User' : first}`;
}
