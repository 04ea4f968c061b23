import * as v from 'valibot';
import { NOT_AN_OBJECT, objectOf } from './fields';

export const CODE_MISSING = 'Enter the 6-digit code from your authenticator app';

/**
 * A code from the authenticator app (6 digits) or a recovery code (10 letters and digits, shown
 * in two groups): spaces and dashes people type along are dropped.
 */
export const secondFactorCodeField = v.pipe(
  v.string(CODE_MISSING),
  v.transform((code) => code.replace(/[\s-]/g, '').toLowerCase()),
  v.nonEmpty(CODE_MISSING),
  v.maxLength(20, 'That code is too long'),
  v.regex(/^[0-9a-z]+$/, 'A code has only letters and digits'),
);

/** POST /api/auth/two-factor/enable and /disable. */
export const twoFactorCodeSchema = objectOf({ code: secondFactorCodeField }, NOT_AN_OBJECT);

/** POST /api/auth/verify-email. */
export const verifyEmailSchema = objectOf(
  {
    token: v.pipe(
      v.string('This link is incomplete'),
      v.trim(),
      v.nonEmpty('This link is incomplete'),
      v.maxLength(100, 'This link is not valid'),
    ),
  },
  NOT_AN_OBJECT,
);
