import type * as v from 'valibot';
import { emailField, passwordField, NOT_AN_OBJECT, objectOf } from './fields';

/** Sign-in form and POST /api/auth/login body (docs/behaviour/rules.md#form-validation). */
export const loginSchema = objectOf(
  {
    email: emailField,
    password: passwordField,
  },
  NOT_AN_OBJECT,
);

export type LoginInput = v.InferOutput<typeof loginSchema>;
