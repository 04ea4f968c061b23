import type { ChangeEvent } from 'react';
import { TextAreaField } from '@/components/forms/form-field';
import { NOTES_MAX } from '@/domain/owner-orders/entered-order';

/** An order's notes for the kitchen and the driver, as the owner enters or changes them. */
export function OrderNotesField({
  value,
  error,
  hint,
  onChange,
}: {
  value: string;
  error: string | undefined;
  hint: string;
  onChange: (notes: string) => void;
}) {
  return (
    <TextAreaField
      name="notes"
      label="Notes"
      rows={3}
      maxLength={NOTES_MAX}
      value={value}
      error={error}
      onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
      hint={hint}
    />
  );
}
