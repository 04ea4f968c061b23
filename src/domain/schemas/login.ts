import * as v from 'valibot';
import { emailField, passwordField, NOT_AN_OBJECT, objectOf } from './fields';
import { secondFactorCodeField } from './two-factor';

const credentials = { email: emailField, password: passwordField };

/** The sign-in form (docs/behaviour/rules.md#form-validation). */
export const loginSchema = objectOf(credentials, NOT_AN_OBJECT);

/**
 * POST /api/auth/login's body: the form's fields, and `code` (from the authenticator app, or a
 * recovery code) once the server has asked for the second factor.
 */
export const loginRequestSchema = objectOf({ ...credentials, code: v.optional(secondFactorCodeField) }, NOT_AN_OBJECT);

export type LoginInput = v.InferOutput<typeof loginSchema>;
export type LoginRequest = v.InferOutput<typeof loginRequestSchema>;
