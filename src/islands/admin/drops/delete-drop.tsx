import { buttonVariants } from '@/components/ui/button-variants';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { type Drop, deleteDrop } from '@/stores/admin/drops/drops';
import { periodWords } from './drop-words';

/** The page's 'Schedule a Drop': the focus goes there once a drop is deleted and its card with it. */
export const ADD_DROP_BUTTON_ID = 'add-drop';

/** A drop's Delete button and its confirmation; an open drop stops taking orders at once. */
export function DeleteDrop({ drop }: { drop: Drop }) {
  const when = periodWords(drop);
  return (
    <ConfirmDialog
      trigger={
        <>
          Delete <span className="sr-only">the drop {when}</span>
        </>
      }
      triggerClassName={buttonVariants({ variant: 'ghost', size: 'md' })}
      title="Delete this drop?"
      description={
        drop.state === 'open'
          ? `${when}. It is open now: customers can no longer order in it once it is deleted, and its announcements that have not gone out are not sent.`
          : `${when}. It will not open, and its announcements are not sent.`
      }
      confirmLabel="Delete Drop"
      busyLabel="Deleting..."
      onConfirm={async () => ((await deleteDrop(drop)) ? 'gone' : false)}
      focusWhenGone={ADD_DROP_BUTTON_ID}
    />
  );
}
