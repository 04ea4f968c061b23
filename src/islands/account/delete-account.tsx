import { useRef, useState } from 'react';
import { AlertDialog } from 'radix-ui';
import { buttonVariants } from '@/components/ui/button-variants';
import { deleteAccount } from '@/stores/account-actions';

/**
 * The danger zone's button and its confirmation. Radix AlertDialog traps focus,
 * starts on Cancel (the safe choice), does not close on an outside click, and returns focus to
 * the button on close. While the deletion runs the dialog stays open and cannot be dismissed; its
 * buttons use aria-disabled so focus is not thrown out of the dialog.
 */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const running = useRef(false);

  const confirm = async () => {
    if (running.current) return;
    running.current = true;
    setDeleting(true);
    const deleted = await deleteAccount();
    if (deleted) return; // on the way to the home page
    running.current = false;
    setDeleting(false);
    setOpen(false);
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !running.current && setOpen(next)}>
      <AlertDialog.Trigger className={`${buttonVariants({ variant: 'destructive', size: 'md' })} w-full sm:w-auto`}>
        Delete Account
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content
          aria-busy={deleting}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl outline-none"
        >
          <AlertDialog.Title className="text-xl font-bold text-brand-900">Delete your account?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-muted">
            This permanently deletes your account and signs you out. Past orders stay in our records without your name
            and contact details, and you will no longer see them here. This cannot be undone.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel
              aria-disabled={deleting}
              className={`${buttonVariants({ variant: 'secondary', size: 'md' })} aria-disabled:opacity-50`}
            >
              Cancel
            </AlertDialog.Cancel>
            <AlertDialog.Action
              aria-disabled={deleting}
              onClick={(event) => {
                // Stay open until the server has answered; confirm closes it on a refusal.
                event.preventDefault();
                void confirm();
              }}
              className={`${buttonVariants({ variant: 'destructive', size: 'md' })} aria-disabled:cursor-progress aria-disabled:opacity-70`}
            >
              {deleting ? 'Deleting...' : 'Delete Account'}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
