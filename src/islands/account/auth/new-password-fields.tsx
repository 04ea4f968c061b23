import { FormField } from '@/components/forms/form-field';
import type { BoundField } from '@/components/forms/use-checked-form';

interface NewPasswordFieldsProps {
  password: BoundField;
  confirmPassword: BoundField;
  /** 'Password' when creating an account, 'New password' when resetting. */
  label: string;
}

/** A new password and its confirmation, which password managers may fill with a generated one. */
export function NewPasswordFields({ password, confirmPassword, label }: NewPasswordFieldsProps) {
  return (
    <>
      <FormField
        {...password}
        label={label}
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
      />
      <FormField
        {...confirmPassword}
        label={`Confirm ${label.toLowerCase()}`}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
