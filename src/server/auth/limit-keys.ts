/**
 * The names of the attempt counters kept about an account or an address (src/server/http/rate-limit.ts
 * stores each under an HMAC of its name, never the name itself). One place, so that deleting an
 * account can forget every counter kept about it.
 */
export const limitKeys = {
  loginAccount: (email: string) => `login:account:${email.toLowerCase()}`,
  loginAddress: (address: string) => `login:address:${address}`,
  /** A device cookie's nonce (./device-cookie.ts): a browser that signed in to the account before. */
  loginDevice: (nonce: string) => `login:device:${nonce}`,
  resetDevice: (nonce: string) => `reset:device:${nonce}`,
  resetAccount: (email: string) => `reset:account:${email.toLowerCase()}`,
  resetAddress: (address: string) => `reset:address:${address}`,
  verifyAccount: (userId: number) => `verify:account:${userId}`,
  twoFactorAccount: (userId: number) => `two-factor:account:${userId}`,
};

/** Every counter kept about one account (not about the addresses it used, which others share). */
export const accountLimitKeys = (user: { id: number; email: string }): string[] => [
  limitKeys.loginAccount(user.email),
  limitKeys.resetAccount(user.email),
  limitKeys.verifyAccount(user.id),
  limitKeys.twoFactorAccount(user.id),
];
