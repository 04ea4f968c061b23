import type { accountSchemas as S } from './schemas';
import { forAnyone, forUser } from './route';

const TWO_FACTOR = '/api/auth/two-factor/:action';

/* Accounts and sessions (docs/behaviour/api.md#endpoints). */
export const user = /* @__PURE__ */ forAnyone<typeof S.user>('GET', '/api/auth/user');
export const login = /* @__PURE__ */ forAnyone<typeof S.login>('POST', '/api/auth/login');
export const register = /* @__PURE__ */ forAnyone<typeof S.register>('POST', '/api/auth/register');
export const logout = /* @__PURE__ */ forAnyone<typeof S.logout>('POST', '/api/auth/logout');
export const forgotPassword = /* @__PURE__ */ forAnyone<typeof S.forgotPassword>('POST', '/api/auth/forgot-password');
export const resetPassword = /* @__PURE__ */ forAnyone<typeof S.resetPassword>('POST', '/api/auth/reset-password');
export const profile = /* @__PURE__ */ forUser<typeof S.profile>('PATCH', '/api/auth/profile');
export const deleteAccount = /* @__PURE__ */ forUser<typeof S.deleteAccount>('DELETE', '/api/auth/account');
export const verifyEmail = /* @__PURE__ */ forAnyone<typeof S.verifyEmail>('POST', '/api/auth/verify-email');
export const sendVerification = /* @__PURE__ */ forUser<typeof S.sendVerification>(
  'POST',
  '/api/auth/verify-email/send',
);
export const twoFactorSetup = /* @__PURE__ */ forUser<typeof S.twoFactorSetup>(
  'POST',
  '/api/auth/two-factor/setup',
  TWO_FACTOR,
);
export const twoFactorEnable = /* @__PURE__ */ forUser<typeof S.twoFactorEnable>(
  'POST',
  '/api/auth/two-factor/enable',
  TWO_FACTOR,
);
export const twoFactorDisable = /* @__PURE__ */ forUser<typeof S.twoFactorDisable>(
  'POST',
  '/api/auth/two-factor/disable',
  TWO_FACTOR,
);
