import * as v from 'valibot';
import {
  emailField,
  firstNameField,
  lastNameField,
  optionalPhoneField,
  passwordField,
  NOT_AN_OBJECT,
  objectOf,
} from './fields';

export const PASSWORDS_DONT_MATCH = "Passwords don't match";
export const CONFIRM_PASSWORD_REQUIRED = 'Please confirm your password';

/** The password typed twice is the same; forms report a mismatch on confirmPassword, where it is seen. */
export const samePasswords = (input: { password: string; confirmPassword: string }) =>
  input.password === input.confirmPassword;

/** The create-account form, with its password typed twice. */
export const registerFormSchema = v.pipe(
  objectOf(
    {
      firstName: firstNameField,
      lastName: lastNameField,
      email: emailField,
      phone: optionalPhoneField,
      password: passwordField,
      confirmPassword: v.pipe(v.string(CONFIRM_PASSWORD_REQUIRED), v.nonEmpty(CONFIRM_PASSWORD_REQUIRED)),
    },
    NOT_AN_OBJECT,
  ),
  v.forward(v.partialCheck([['password'], ['confirmPassword']], samePasswords, PASSWORDS_DONT_MATCH), [
    'confirmPassword',
  ]),
);

export type RegisterFormInput = v.InferOutput<typeof registerFormSchema>;

/**
 * POST /api/auth/register body. `passwordHash` carries the password as typed;
 * the server hashes it (docs/decisions.md#passwordhash), so it gets the same rules as any password.
 */
export const registerPayloadSchema = objectOf(
  {
    email: emailField,
    passwordHash: passwordField,
    firstName: firstNameField,
    lastName: lastNameField,
    phone: optionalPhoneField,
  },
  NOT_AN_OBJECT,
);

export type RegisterPayload = v.InferOutput<typeof registerPayloadSchema>;
