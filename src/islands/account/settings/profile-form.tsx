import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { profileSchema, type ProfileInput } from '@/domain/schemas/profile';
import type { SessionUser } from '@/domain/session-user';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { useCheckedForm } from '@/components/forms/use-checked-form';
import { saveProfile } from '@/stores/account/account-actions';

const formValues = (profile: Pick<SessionUser, 'firstName' | 'lastName' | 'email' | 'phone'>) => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  email: profile.email,
  phone: profile.phone ?? '',
});

/**
 * First name, last name, email and phone, checked with the profile schema's messages
 * before anything is sent. The email is shown disabled: it is the account's identity. The form
 * keeps what the person typed while the signed-in user is re-checked in the background.
 */
export function ProfileForm({ user }: { user: SessionUser }) {
  const form = useCheckedForm(profileSchema, formValues(user));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const save = async (profile: ProfileInput) => {
    setBusy(true);
    setProblem(null);
    const result = await saveProfile(profile);
    setBusy(false);
    // Show what was stored (trimmed), and clear the problems for the next edit.
    if (result.ok) form.reset(formValues(profile));
    else setProblem(result.problem);
  };

  return (
    <form noValidate onSubmit={form.submit((profile) => void save(profile))} className="flex flex-col gap-4">
      <FormAlert message={problem} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField {...form.field('firstName')} label="First name" autoComplete="given-name" />
        <FormField {...form.field('lastName')} label="Last name" autoComplete="family-name" />
      </div>
      {/* The shared field has no disabled look of its own; this one must not look editable. */}
      <div className="[&_input]:cursor-not-allowed [&_input]:border-stone-300 [&_input]:bg-stone-100 [&_input]:text-stone-700">
        <FormField
          {...form.field('email')}
          label="Email"
          type="email"
          disabled
          hint="Your email address cannot be changed."
        />
      </div>
      <FormField {...form.field('phone')} label="Phone (optional)" type="tel" autoComplete="tel" inputMode="tel" />
      <div>
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
          {busy ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
