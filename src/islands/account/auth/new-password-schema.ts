import * as v from 'valibot';
import { PASSWORDS_DONT_MATCH, registerFormSchema, resetPasswordSchema } from '@/domain/schemas';

/**
 * The reset screen's new password, typed twice, with the create-account rules: the
 * reset payload's password rule, the create-account confirmation field, and its mismatch message
 * reported on the confirmation. The match check is written as in register.ts, which keeps its own
 * inside the create-account form schema.
 */
export const newPasswordFormSchema = v.pipe(
  v.object({
    password: resetPasswordSchema.entries.password,
    confirmPassword: registerFormSchema.pipe[0].entries.confirmPassword,
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      PASSWORDS_DONT_MATCH,
    ),
    ['confirmPassword'],
  ),
);
