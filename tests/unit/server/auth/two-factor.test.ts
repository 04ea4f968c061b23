import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, newRecoveryCodes } from '@/server/auth/two-factor/recovery-codes';
import { openSecret, sealSecret } from '@/server/auth/two-factor/sealed-secret';
import { newTotpSecret, totpStepOf, totpUri } from '@/server/auth/two-factor/totp';

// RFC 6238, appendix B: the SHA-1 secret is the ASCII of '12345678901234567890' (here in base32).
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP codes (RFC 6238)', () => {
  it.each([
    [59, '287082', 1],
    [1_111_111_109, '081804', 37_037_036],
    [1_234_567_890, '005924', 41_152_263],
    [2_000_000_000, '279037', 66_666_666],
  ])('at %i s the code is %s (the RFC’s 8-digit value, last 6 digits), step %i', (seconds, code, step) => {
    expect(totpStepOf(RFC_SECRET, code, seconds * 1000)).toBe(step);
  });

  it('accepts the step before and after (clocks a little apart) and nothing further', () => {
    const at = 1_234_567_890 * 1000;
    expect(totpStepOf(RFC_SECRET, '005924', at - 30_000)).toBe(41_152_263);
    expect(totpStepOf(RFC_SECRET, '005924', at + 30_000)).toBe(41_152_263);
    expect(totpStepOf(RFC_SECRET, '005924', at + 90_000)).toBeNull();
  });

  it('refuses anything but six digits', () => {
    for (const code of ['', '28708', '2870822', 'abcdef', ' 287082'])
      expect(totpStepOf(RFC_SECRET, code, 59_000)).toBeNull();
  });

  it('makes 160-bit secrets and the otpauth address apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    expect(totpUri(secret, 'owner@example.com')).toBe(
      `otpauth://totp/Kenyan%20Bites:owner%40example.com?issuer=Kenyan%20Bites&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
  });
});

describe('sealed secrets (AES-256-GCM under a key derived from JWT_SECRET)', () => {
  it('opens what it sealed, with a new nonce every time', () => {
    const sealed = sealSecret(RFC_SECRET);
    expect(sealed).not.toContain(RFC_SECRET);
    expect(sealSecret(RFC_SECRET)).not.toBe(sealed);
    expect(openSecret(sealed)).toBe(RFC_SECRET);
  });

  it('answers null for a tampered or foreign value instead of throwing', () => {
    const [format, iv, body] = sealSecret(RFC_SECRET).split('.') as [string, string, string];
    // The first character: all six of its bits are data, and it always changes (the last ones may be padding).
    const flipped = `${body.startsWith('A') ? 'B' : 'A'}${body.slice(1)}`;
    expect(openSecret([format, iv, flipped].join('.'))).toBeNull();
    expect(openSecret(RFC_SECRET)).toBeNull();
    expect(openSecret('v2.x.y')).toBeNull();
  });
});

describe('recovery codes', () => {
  it('are ten different codes of two groups of five, without look-alike characters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
  });

  it('hash the same however they are typed (case, dash, spaces)', () => {
    const hash = hashRecoveryCode('k7m2p-x9q4r');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode('K7M2PX9Q4R')).toBe(hash);
    expect(hashRecoveryCode('k7m2p x9q4r')).toBe(hash);
    expect(hashRecoveryCode('k7m2p-x9q4s')).not.toBe(hash);
  });
});
