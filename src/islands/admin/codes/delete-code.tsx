import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { buttonVariants } from '@/components/ui/button-variants';
import { type DiscountCode, deleteDiscountCode } from '@/stores/admin/codes/codes';

/** The page's 'Add a Code': the focus goes there once a code is deleted and its card with it. */
export const ADD_CODE_BUTTON_ID = 'add-discount-code';

/** A code's Delete button and its confirmation; orders that used it keep its words. */
export function DeleteCode({ code }: { code: DiscountCode }) {
  return (
    <ConfirmDialog
      trigger={
        <>
          Delete <span className="sr-only">{code.code}</span>
        </>
      }
      triggerClassName={buttonVariants({ variant: 'ghost', size: 'md' })}
      title={`Delete ${code.code}?`}
      description={DELETE_WORDS}
      confirmLabel="Delete Code"
      busyLabel="Deleting..."
      onConfirm={async () => ((await deleteDiscountCode(code)) ? 'gone' : false)}
      focusWhenGone={ADD_CODE_BUTTON_ID}
    />
  );
}

const DELETE_WORDS = 'Customers can no longer use it. Orders that used it keep it.';
