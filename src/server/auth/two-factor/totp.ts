import { Secret, TOTP } from 'otpauth';

/**
 * TOTP as RFC 6238 and every authenticator app do it: HMAC-SHA1, 6 digits, 30-second steps.
 * A code from the step before or after is accepted too, for clocks a little apart.
 */
const PERIOD_SECONDS = 30;
const ISSUER = 'Kenyan Bites';

const totpFor = (secretBase32: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

/** A new random secret (160 bits, as RFC 4226 recommends), in base32 for the app. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address a QR code carries to the app. */
export function totpUri(secretBase32: string, accountEmail: string): string {
  return totpFor(secretBase32, accountEmail).toString();
}

/**
 * The time step a 6-digit code belongs to, if it is right now (or one step either side); null
 * otherwise. The caller accepts each step once, so a code overheard cannot be replayed.
 */
export function totpStepOf(secretBase32: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secretBase32).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}
