import { useStore } from '@nanostores/react';
import { $contactDetails, updateContactDetails } from '@/stores/checkout/checkout-details';
import { FormField } from '@/components/forms/form-field';

/**
 * 'Text me order updates' (issue 25): off unless ticked, naming the number it will text, which the
 * server checks can take texts when the payment starts.
 */
function TextUpdatesChoice({ phone, checked }: { phone: string; checked: boolean }) {
  const typed = phone.trim();
  return (
    <div className="flex items-start gap-3 rounded-lg border border-stone-200 bg-stone-50 p-3">
      <input
        id="text-updates"
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
        checked={checked}
        aria-describedby="text-updates-number"
        onChange={(event) => updateContactDetails({ textUpdates: event.target.checked })}
      />
      <div className="text-sm">
        <label htmlFor="text-updates" className="font-semibold text-stone-900">
          Text me order updates
        </label>
        <p id="text-updates-number" className="text-stone-600">
          {typed
            ? `We'll text ${typed} when your order is confirmed and when it's ready. Reply STOP to stop.`
            : 'Enter your phone number above to get texts when your order is confirmed and ready.'}
        </p>
      </div>
    </div>
  );
}

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
      <TextUpdatesChoice phone={contact.phone} checked={contact.textUpdates === true} />
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
