import { useStore } from '@nanostores/react';
import { LoadFailed } from '@/components/ui/load-failed';
import { RefusalStatus } from '@/components/admin/refusal-status';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField, TextAreaField } from '@/components/forms/form-field';
import { useSavedForm } from '@/components/forms/use-saved-form';
import { Button } from '@/components/ui/button';
import {
  checkKitchenProfile,
  KITCHEN_PROFILE_FIELDS,
  KITCHEN_PROFILE_LIMITS,
  type KitchenProfile,
} from '@/domain/schemas/kitchen-profile';
import { $kitchenProfile, reloadKitchenProfile, saveKitchenProfile } from '@/stores/admin/kitchen/kitchen-profile';

interface ProfileValues {
  kitchenName: string;
  kitchenAddress: string;
  kitchenLicence: string;
  keepingNote: string;
}

/** The form's own check is the server's (checkKitchenProfile), so the words beside a field are the same. */
function checkValues(values: ProfileValues) {
  const checked = checkKitchenProfile(values);
  return checked.ok ? { ok: true as const, payload: checked.value } : { ok: false as const, errors: checked.fields };
}

/** The fields, Save, and the problems beside them; nothing typed is lost whatever the answer. */
function ProfileFields({ profile }: { profile: KitchenProfile }) {
  const { errors, problem, busy, form, text, submit } = useSavedForm({
    initial: (): ProfileValues => ({ ...profile, kitchenLicence: profile.kitchenLicence ?? '' }),
    fields: KITCHEN_PROFILE_FIELDS,
    check: checkValues,
    save: saveKitchenProfile,
    // Saved: the toast says so, and the values stay as typed (the server keeps them, trimmed).
    onDone: () => {},
  });
  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)} className="mt-3 flex flex-col gap-4">
      <FormAlert message={problem} />
      <RefusalStatus problems={errors} order={KITCHEN_PROFILE_FIELDS} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          {...text('kitchenName')}
          label="Kitchen name"
          required
          maxLength={KITCHEN_PROFILE_LIMITS.kitchenName}
        />
        <FormField
          {...text('kitchenLicence')}
          label="Licence number"
          maxLength={KITCHEN_PROFILE_LIMITS.kitchenLicence}
          hint="Leave empty if the kitchen has none."
        />
      </div>
      <FormField
        {...text('kitchenAddress')}
        label="Kitchen address"
        required
        autoComplete="street-address"
        maxLength={KITCHEN_PROFILE_LIMITS.kitchenAddress}
      />
      <TextAreaField
        {...text('keepingNote')}
        label="Keeping note"
        required
        rows={2}
        maxLength={KITCHEN_PROFILE_LIMITS.keepingNote}
        hint="Printed on every label, such as: Best eaten within 2 hours. Refrigerate what is left."
      />
      <div className="flex sm:justify-end">
        <Button type="submit" size="lg" busy={busy} className="w-full sm:w-auto">
          {busy ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}

/** What every label says of the kitchen: loading, its failure with Try Again, or the form. */
export function KitchenProfileForm() {
  const { data, error } = useStore($kitchenProfile);
  if (!data && error) {
    return (
      <LoadFailed onRetry={reloadKitchenProfile} className="mt-3">
        <strong className="font-semibold">We couldn't load the label details.</strong> {error.message}
      </LoadFailed>
    );
  }
  if (!data) {
    return (
      <p role="status" className="mt-3 text-sm text-muted">
        Loading the label details
      </p>
    );
  }
  return <ProfileFields profile={data} />;
}
