import type * as v from 'valibot';
import { emailField, firstNameField, lastNameField, optionalPhoneField, NOT_AN_OBJECT, objectOf } from './fields';

/**
 * Profile form and PATCH /api/auth/profile body. The email is read-only in the form but
 * still sent, so it is validated; whether it may change is the server's decision.
 */
export const profileSchema = objectOf(
  {
    firstName: firstNameField,
    lastName: lastNameField,
    email: emailField,
    phone: optionalPhoneField,
  },
  NOT_AN_OBJECT,
);

export type ProfileInput = v.InferOutput<typeof profileSchema>;
