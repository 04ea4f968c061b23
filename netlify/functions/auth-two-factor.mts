import type { Config } from '@netlify/functions';
import { twoFactorCodeSchema } from '../../src/domain/schemas/two-factor';
import { setUpTwoFactor, turnOffTwoFactor, turnOnTwoFactor } from '../../src/server/auth/two-factor/two-factor-service';
import { api } from '../../src/domain/api';
import { endpoint } from '../../src/server/api/endpoint';
import { notFound } from '../../src/server/http/http-error';
import { readJson } from '../../src/server/http/read-json';
import { json, noContent } from '../../src/server/http/responses';

/**
 * Two-factor sign-in (TOTP) for the signed-in account:
 * - POST /api/auth/two-factor/setup: a new secret and its QR code, waiting for the first code;
 * - POST /api/auth/two-factor/enable {code}: confirms it; answers the recovery codes, once;
 * - POST /api/auth/two-factor/disable {code}: turns it off with a current or recovery code.
 */
export default endpoint(
  { POST: [api.account.twoFactorSetup, api.account.twoFactorEnable, api.account.twoFactorDisable] },
  {
    POST: async (request, context, auth) => {
      switch (context.params?.['action']) {
        case 'setup':
          return json(await setUpTwoFactor(auth.user));
        case 'enable': {
          const { code } = await readJson(request, twoFactorCodeSchema);
          return json({ recoveryCodes: await turnOnTwoFactor(auth, code) });
        }
        case 'disable': {
          const { code } = await readJson(request, twoFactorCodeSchema);
          await turnOffTwoFactor(auth.user, code);
          return noContent();
        }
        default:
          throw notFound();
      }
    },
  },
);

export const config: Config = { path: '/api/auth/two-factor/:action' };
