import type { Config } from '@netlify/functions';
import { requestVerificationLink } from '../../src/server/auth/email-verification';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { json } from '../../src/server/http/responses';

/** POST /api/auth/verify-email/send: mails the signed-in account a new verification link (3 an hour). */
export default endpoint(
  { POST: api.account.sendVerification },
  {
    POST: async (_request, _context, { user }) => {
      await requestVerificationLink(user);
      return json(
        { message: `We sent a verification link to ${user.email}. It works once and expires in 24 hours.` },
        202,
      );
    },
  },
);

export const config: Config = { path: '/api/auth/verify-email/send' };
