/** The signed-in person as GET /api/auth/user answers it: never a password hash. */
export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  isAdmin: boolean;
  /** The administrator's address whose password was not set through a mailed link yet: /admin says how. */
  adminAwaitingProof: boolean;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  createdAt: string;
}

/** 'Hello, Amina' — or 'Hello, User' when the first name is missing (docs/behaviour/screens.md#site-header). */
export function greeting(user: Pick<SessionUser, 'firstName'>): string {
  const first = user.firstName.trim();
  return `Hello, ${first === '' ? 'User' : first}`;
}
