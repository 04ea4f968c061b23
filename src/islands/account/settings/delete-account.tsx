import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { buttonVariants } from '@/components/ui/button-variants';
import { deleteAccount } from '@/stores/account/account-actions';

/** The danger zone's button and its confirmation; once deleted, the page goes home. */
export function DeleteAccount() {
  return (
    <ConfirmDialog
      trigger="Delete Account"
      triggerClassName={`${buttonVariants({ variant: 'destructive', size: 'md' })} w-full sm:w-auto`}
      title="Delete your account?"
      description="This permanently deletes your account and signs you out. Past orders stay in our records without your name and contact details, and you will no longer see them here. This cannot be undone."
      confirmLabel="Delete Account"
      busyLabel="Deleting..."
      // Deleted: on the way to the home page. Refused: the dialog closes, the toast says why.
      onConfirm={deleteAccount}
    />
  );
}
