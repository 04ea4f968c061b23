import * as v from 'valibot';
import { PASSWORDS_DONT_MATCH, registerFormSchema, resetPasswordSchema, samePasswords } from '@/domain/schemas';

/**
 * The reset screen's new password, typed twice, with the create-account rules: the reset payload's
 * password rule, the create-account confirmation field, and the create-account match
 * rule, reported on the confirmation.
 */
export const newPasswordFormSchema = v.pipe(
  v.object({
    password: resetPasswordSchema.entries.password,
    confirmPassword: registerFormSchema.pipe[0].entries.confirmPassword,
  }),
  v.forward(v.partialCheck([['password'], ['confirmPassword']], samePasswords, PASSWORDS_DONT_MATCH), [
    'confirmPassword',
  ]),
);
