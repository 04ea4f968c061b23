/** The signed-in person as GET /api/auth/user answers it: never a password hash. */
export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  isAdmin: boolean;
  createdAt: string;
}

/** 'Hello, Amina' — or 'Hello, User' when the first name is missing (SPEC.md §2). */
export function greeting(user: Pick<SessionUser, 'firstName'>): string {
  const first = user.firstName.trim();
  return `Hello, ${first === '' ? 'User' : first}`;
}
