import { AdminPanel } from '@/components/admin/admin-panel';
import { OrderNotesField } from '@/components/admin/order-notes-field';
import { FormField } from '@/components/forms/form-field';
import type { FormErrors, NewOrderValues } from './order-form-values';

/** The order's notes for the kitchen and a discount code, both optional. */
export function NotesPanel({
  values,
  errors,
  onChange,
}: {
  values: Pick<NewOrderValues, 'notes' | 'discountCode'>;
  errors: FormErrors;
  onChange: (next: Partial<NewOrderValues>) => void;
}) {
  return (
    <AdminPanel id="new-order-notes" title="Notes and code">
      <div className="flex flex-col gap-4">
        <OrderNotesField
          value={values.notes}
          error={errors['notes']}
          onChange={(notes) => onChange({ notes })}
          hint="Optional. For the kitchen and the driver: an allergy, how to find the door."
        />
        <FormField
          name="discountCode"
          label="Discount code"
          maxLength={32}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={values.discountCode}
          error={errors['discountCode']}
          onChange={(event) => onChange({ discountCode: event.target.value })}
          hint="Optional. The total below takes it off."
        />
      </div>
    </AdminPanel>
  );
}
