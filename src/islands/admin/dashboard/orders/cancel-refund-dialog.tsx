import { useRef, useState } from 'react';
import { AlertDialog } from 'radix-ui';
import { formatAmount } from '@/components/orders/order-format';
import { buttonVariants } from '@/components/ui/button-variants';
import type { OrderView } from '@/domain/api-shapes';
import { cancelAndRefund } from '@/stores/admin/dashboard/orders';

interface CancelRefundDialogProps {
  order: Pick<OrderView, 'id' | 'orderNumber' | 'total'>;
  open: boolean;
  /** Called with false when the owner keeps the order or the refund is over. */
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when the dialog closes (it has no trigger of its own: the status select opens it). */
  onCloseFocus: () => void;
}

/**
 * Asks before cancelling a paid order, which refunds it (docs/behaviour/screens.md#admin-dashboard). Radix
 * AlertDialog traps focus and does not close on an outside click. It opens with the focus on
 * itself (its title and text are read), not on a button: the Enter that chose Cancelled in the
 * status list goes on to press whatever has the focus (Chrome clicks a button on Enter's keypress),
 * which would close it at once. Tab then reaches Keep Order, the safe choice, first. While the refund runs the dialog cannot be dismissed and a second click does nothing: its
 * buttons use aria-disabled so focus stays inside, and a ref stops the second request.
 */
export function CancelRefundDialog({ order, open, onOpenChange, onCloseFocus }: CancelRefundDialogProps) {
  const [refunding, setRefunding] = useState(false);
  const running = useRef(false);

  const confirm = async () => {
    if (running.current) return;
    running.current = true;
    setRefunding(true);
    await cancelAndRefund(order);
    running.current = false;
    setRefunding(false);
    onOpenChange(false);
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !running.current && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content
          aria-busy={refunding}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (event.currentTarget as HTMLElement | null)?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onCloseFocus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl outline-none"
        >
          <AlertDialog.Title className="text-xl font-bold text-brand-900">
            Cancel order {order.orderNumber}?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-muted">
            The customer is refunded {formatAmount(order.total)} to the card they paid with and told by e-mail. This
            can't be undone.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel
              aria-disabled={refunding}
              className={`${buttonVariants({ variant: 'secondary', size: 'lg' })} aria-disabled:opacity-50`}
            >
              Keep Order
            </AlertDialog.Cancel>
            <AlertDialog.Action
              aria-disabled={refunding}
              onClick={(event) => {
                // Stay open until the server has answered; confirm closes it then.
                event.preventDefault();
                void confirm();
              }}
              className={`${buttonVariants({ variant: 'destructive', size: 'lg' })} aria-disabled:cursor-progress aria-disabled:opacity-70`}
            >
              {refunding ? 'Refunding...' : 'Cancel and Refund'}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
