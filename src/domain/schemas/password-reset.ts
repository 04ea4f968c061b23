import * as v from 'valibot';
import { INVALID_EMAIL, LIMITS, passwordField, NOT_AN_OBJECT, objectOf } from './fields';

export const EMAIL_REQUIRED = 'Email Required – Please enter your email address.';
export const RESET_TOKEN_INVALID = 'This reset link has expired or has already been used. Please request a new one.';

/** Forgot-password form and POST /api/auth/forgot-password body (docs/behaviour/rules.md#form-validation). */
export const forgotPasswordSchema = objectOf(
  {
    email: v.pipe(
      v.string(EMAIL_REQUIRED),
      v.trim(),
      v.nonEmpty(EMAIL_REQUIRED),
      v.maxLength(LIMITS.email, INVALID_EMAIL),
      v.email(INVALID_EMAIL),
    ),
  },
  NOT_AN_OBJECT,
);

export type ForgotPasswordInput = v.InferOutput<typeof forgotPasswordSchema>;

/** POST /api/auth/reset-password body: the token from the e-mailed link, a new password. */
export const resetPasswordSchema = objectOf(
  {
    token: v.pipe(
      v.string(RESET_TOKEN_INVALID),
      v.trim(),
      v.nonEmpty(RESET_TOKEN_INVALID),
      v.maxLength(512, RESET_TOKEN_INVALID),
    ),
    password: passwordField,
  },
  NOT_AN_OBJECT,
);

export type ResetPasswordInput = v.InferOutput<typeof resetPasswordSchema>;
