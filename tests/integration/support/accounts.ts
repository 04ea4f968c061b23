import register from '../../../netlify/functions/auth-register.mts';
import type { SessionUser } from '@/domain/session-user';
import { DEV_ADMIN_EMAIL } from '@/server/config';
import { call } from './call';

let counter = 0;

/** A unique address per call, so test files sharing one database never collide. */
export function uniqueEmail(prefix = 'customer'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

export interface TestAccount {
  id: number;
  email: string;
  password: string;
  /** `kb_session=...`, ready for the Cookie header. */
  cookie: string;
}

/** Registers an account through the real endpoint and returns its session cookie. */
export async function registerAccount(
  overrides: Partial<{ email: string; password: string; firstName: string; lastName: string; phone: string }> = {},
): Promise<TestAccount> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'correct-horse-42';
  const response = await call<SessionUser>(register, '/api/auth/register', {
    method: 'POST',
    body: {
      email,
      passwordHash: password,
      firstName: overrides.firstName ?? 'Amina',
      lastName: overrides.lastName ?? 'Odhiambo',
      phone: overrides.phone ?? '913-555-0142',
    },
  });
  if (response.status !== 201 || !response.setCookie) {
    throw new Error(`registration failed: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return { id: response.body.id, email, password, cookie: response.setCookie };
}

let admin: Promise<TestAccount> | undefined;

/** The administrator (ADMIN_EMAIL's account, registered once per test file). */
export function adminAccount(): Promise<TestAccount> {
  admin ??= registerAccount({ email: DEV_ADMIN_EMAIL, firstName: 'Owner' }).catch(async () => {
    // Another test file registered it first: sign in instead.
    const { default: login } = await import('../../../netlify/functions/auth-login.mts');
    const response = await call<SessionUser>(login, '/api/auth/login', {
      method: 'POST',
      body: { email: DEV_ADMIN_EMAIL, password: 'correct-horse-42' },
      ip: '198.51.100.200',
    });
    if (response.status !== 200 || !response.setCookie) throw new Error(`admin sign-in failed: ${response.status}`);
    return { id: response.body.id, email: DEV_ADMIN_EMAIL, password: 'correct-horse-42', cookie: response.setCookie };
  });
  return admin;
}
