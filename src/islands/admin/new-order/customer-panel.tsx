import { AdminPanel } from '@/components/admin/admin-panel';
import { EMAIL_INPUT, FormField } from '@/components/forms/form-field';
import { LIMITS } from '@/domain/schemas/fields';
import type { FormErrors, NewOrderValues } from './order-form-values';

type CustomerField = 'name' | 'phone' | 'email' | 'address';

/**
 * Who the order is for and how to reach them; for a delivery, where it goes. The fields are the
 * customer's, not the owner's: her browser never fills them in with her own details.
 */
export function CustomerPanel({
  values,
  errors,
  onChange,
}: {
  values: Pick<NewOrderValues, CustomerField | 'orderType' | 'payment' | 'sendLinkBy'>;
  errors: FormErrors;
  onChange: (next: Partial<NewOrderValues>) => void;
}) {
  const field = (name: CustomerField) => ({
    name: `customerInfo.${name}`,
    value: values[name],
    error: errors[`customerInfo.${name}`],
    autoComplete: 'off',
    maxLength: LIMITS[name],
    onChange: (event: { target: { value: string } }) => onChange({ [name]: event.target.value }),
  });
  const byLink = values.payment === 'link';
  return (
    <AdminPanel id="new-order-customer" title="Customer">
      <div className="flex flex-col gap-4">
        <FormField {...field('name')} label="Name" required />
        <FormField
          {...field('phone')}
          label="Phone"
          required
          type="tel"
          inputMode="tel"
          hint={
            byLink && values.sendLinkBy.includes('text')
              ? 'The payment link is texted here: a US mobile number.'
              : undefined
          }
        />
        <FormField
          {...EMAIL_INPUT}
          {...field('email')}
          label="E-mail"
          hint={byLink && values.sendLinkBy.includes('email') ? 'The payment link is e-mailed here.' : 'Optional.'}
        />
        {values.orderType === 'delivery' && (
          <FormField
            {...field('address')}
            label="Delivery address"
            required
            hint="Street, city and ZIP. The delivery fee follows the distance."
          />
        )}
      </div>
    </AdminPanel>
  );
}
