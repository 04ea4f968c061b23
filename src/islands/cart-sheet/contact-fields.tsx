import { useStore } from '@nanostores/react';
import { $contactDetails, updateContactDetails } from '@/stores/checkout-details';
import { FormField } from '@/components/forms/form-field';

/** Name, phone and email, all required, saved as they are typed so a reload keeps them. */
export function ContactFields() {
  const contact = useStore($contactDetails);
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-base font-bold text-brand-900">Your details</legend>
      <FormField
        label="Name"
        required
        autoComplete="name"
        value={contact.name}
        onChange={(event) => updateContactDetails({ name: event.target.value })}
      />
      <FormField
        label="Phone"
        required
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        value={contact.phone}
        onChange={(event) => updateContactDetails({ phone: event.target.value })}
      />
      <FormField
        label="Email"
        required
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        value={contact.email}
        onChange={(event) => updateContactDetails({ email: event.target.value })}
      />
    </fieldset>
  );
}
