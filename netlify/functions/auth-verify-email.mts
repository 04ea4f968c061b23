import type { Config } from '@netlify/functions';
import { verifyEmailSchema } from '../../src/domain/schemas/two-factor';
import { verifyEmail } from '../../src/server/auth/email-verification';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { readJson } from '../../src/server/http/read-json';
import { json } from '../../src/server/http/responses';

export const EMAIL_VERIFIED = 'Your email address is verified. Thank you!';

/**
 * POST /api/auth/verify-email {token}: spends the link's token and marks its account verified.
 * Works signed out too (the link may be opened on another device). A POST from the page, not the
 * link's GET, so mail scanners that fetch links do not spend it.
 */
export default endpoint(
  { POST: api.account.verifyEmail },
  {
    POST: async (request) => {
      const { token } = await readJson(request, verifyEmailSchema);
      const user = await verifyEmail(token);
      return json({ message: EMAIL_VERIFIED, email: user.email });
    },
  },
  { limit: 'verifyEmail' },
);

export const config: Config = { path: '/api/auth/verify-email' };
