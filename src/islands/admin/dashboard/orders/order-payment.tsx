import { useRef, useState } from 'react';
import { formatAmount } from '@/components/orders/order-format';
import { buttonVariants } from '@/components/ui/button-variants';
import type { AdminOrderView } from '@/domain/api-shapes';
import { shopTime } from '@/domain/fulfilment/window-label';
import { owedLabel } from '@/domain/catering/catering-mark';
import { IN_PERSON_LABELS } from '@/domain/order/payment-method';
import { RecordPaymentDialog } from './record-payment-dialog';

const PAYMENT_RECORDED = 'Payment recorded';

/**
 * How an order the owner entered is being paid (issue 37; docs/behaviour/rules.md#orders-the-owner-enters):
 * what is still to collect ('Balance due' for a catering event's order, after its deposit), with
 * 'Record payment' for money taken in person; the payment link
 * waiting and until when it holds the order; a payment taken in person; who entered it and whether
 * it went over the kitchen's limits. Nothing for the storefront's orders, paid at checkout.
 */
export function OrderPayment({
  order,
}: {
  order: Pick<AdminOrderView, 'id' | 'orderNumber' | 'status' | 'payment' | 'catering'>;
}) {
  const { toCollect, openLink, paidInPerson, enteredBy, overLimits } = order.payment;
  const [open, setOpen] = useState(false);
  // What was owed when the dialog opened: the order's card changes under it once the payment is saved.
  const [owed, setOwed] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const recorded = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const block = useRef<HTMLDivElement>(null);

  if (!toCollect && !openLink && !paidInPerson && !enteredBy && !overLimits && !open && !announcement) return null;

  const startRecording = (amount: string) => {
    setOwed(amount);
    setAnnouncement('');
    setOpen(true);
  };

  return (
    <div ref={block} tabIndex={-1} className="flex flex-col gap-2 rounded-lg outline-none">
      {toCollect && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border-2 border-amber-400 bg-amber-50 px-3 py-2">
          <p className="text-lg font-bold text-amber-950 tabular-nums">{owedLabel(order)}</p>
          <button
            ref={button}
            type="button"
            aria-haspopup="dialog"
            className={buttonVariants({ variant: 'primary', size: 'md' })}
            onClick={() => startRecording(toCollect)}
          >
            Record payment<span className="sr-only"> for order {order.orderNumber}</span>
          </button>
        </div>
      )}
      {openLink && (
        <p className="text-sm font-semibold text-brand-800">
          Payment link sent · held until {shopTime(new Date(openLink.expiresAt))}
        </p>
      )}
      {paidInPerson && (
        <p className="text-sm font-semibold text-green-800">
          Paid in person: {IN_PERSON_LABELS[paidInPerson.how]} {formatAmount(paidInPerson.amount)}
        </p>
      )}
      {(enteredBy || overLimits) && (
        <div className="flex flex-wrap items-center gap-2">
          {overLimits && (
            <span className="rounded-full border border-amber-400 bg-amber-100 px-2.5 py-0.5 text-xs font-bold text-amber-950">
              Over the kitchen's limits
            </span>
          )}
          {enteredBy && <p className="text-xs break-all text-muted">Entered by {enteredBy}</p>}
        </div>
      )}
      {/* Polite: said once the dialog has closed and the card shows the payment. */}
      <p role="status" className={announcement ? 'text-sm font-semibold text-green-800' : 'sr-only'}>
        {announcement}
      </p>
      <RecordPaymentDialog
        order={order}
        owed={owed}
        open={open}
        onOpenChange={setOpen}
        onRecorded={() => {
          recorded.current = true;
          setOpen(false);
        }}
        onCloseFocus={() => {
          // Back to the button, or to the payment's lines once nothing is left to collect.
          (button.current ?? block.current)?.focus();
          if (recorded.current) {
            recorded.current = false;
            setAnnouncement(PAYMENT_RECORDED);
          }
        }}
      />
    </div>
  );
}
