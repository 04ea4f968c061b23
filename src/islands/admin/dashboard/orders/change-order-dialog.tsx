import { type SubmitEvent, useEffect, useRef, useState } from 'react';
import { showRefusal } from '@/components/admin/show-refusal';
import { RefusalStatus } from '@/components/admin/refusal-status';
import { OverLimitAlert } from '@/components/admin/over-limit-alert';
import { useStore } from '@nanostores/react';
import { Dialog } from 'radix-ui';
import { FormAlert } from '@/components/forms/form-alert';
import { OrderNotesField } from '@/components/admin/order-notes-field';
import { Button } from '@/components/ui/button';
import { DialogHeader } from '@/components/ui/dialog-header';
import type { AdminMenuProduct, AdminOrderView } from '@/domain/api-shapes';
import { focusField, focusFirstProblem } from '@/components/forms/focus-field';
import {
  $changeDishes,
  $changeWindowsOf,
  type ChangedOrder,
  changeOrder,
  type OrderPatchBody,
} from '@/stores/admin/dashboard/order-change';
import { ChangeOrderLines } from './change-order-lines';
import { ChangeOrderTime } from './change-order-time';
import {
  addedLine,
  type ChangeErrors,
  changeErrorsOf,
  changeFieldOrder,
  type ChangeValues,
  checkChange,
  initialChange,
  lineField,
} from './order-change-values';

/**
 * The change itself: the lines, the time and the notes, opened as the order is. Problems show
 * beside their fields in the server's words from the first 'Save change' on (the form's own check
 * first, then the server's); a kitchen limit asks whether to change it anyway; any other refusal
 * (ready meanwhile, another change under way, a refund that failed) shows above the button. What
 * was typed stays whatever the answer; only what differs from the order is sent.
 */
function ChangeOrderForm({
  order,
  busy,
  onBusy,
  onDone,
}: {
  order: AdminOrderView;
  busy: boolean;
  onBusy: (busy: boolean) => void;
  onDone: (changed: ChangedOrder) => void;
}) {
  const { data: dishes, error: dishesFailed } = useStore($changeDishes);
  const [values, setValues] = useState<ChangeValues>(() => initialChange(order));
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<ChangeErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [overLimit, setOverLimit] = useState<string | null>(null);
  const sending = useRef(false);
  const lastSent = useRef<OrderPatchBody | null>(null);
  const form = useRef<HTMLFormElement>(null);

  // The windows asked for are the order's type's (a pickup's at its spot); none once the dialog closes.
  useEffect(() => {
    $changeWindowsOf.set({ type: order.orderType, spotId: order.pickupSpot?.id ?? null });
    return () => $changeWindowsOf.set(null);
  }, [order.orderType, order.pickupSpot?.id]);

  const checked = checkChange(values, order, dishes);
  const errors: ChangeErrors = { ...(tried && !checked.ok ? checked.errors : {}), ...refused };

  /** A change takes the server's last refusal away: it was about the change as it was. */
  const change = (next: Partial<ChangeValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setRefused({});
    setProblem(null);
    setOverLimit(null);
  };

  const focusFirst = (found: ChangeErrors) => focusFirstProblem(form, changeFieldOrder(values), found);

  const send = async (body: OrderPatchBody) => {
    if (sending.current) return;
    sending.current = true;
    lastSent.current = body;
    onBusy(true);
    setProblem(null);
    setRefused({});
    const result = await changeOrder(order.id, body);
    sending.current = false;
    onBusy(false);
    // A limit's alert stays while its change is sent again, so what is being decided stays in view.
    setOverLimit(!result.ok && result.overridable ? result.message : null);
    if (result.ok) {
      onDone(result.changed);
      return;
    }
    showRefusal(result, (problems) => changeErrorsOf(problems, body.items), { setRefused, focusFirst, setProblem });
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (checked.ok) void send(checked.body);
    else if (!focusFirst(checked.errors)) setProblem(checked.message);
  };

  /** The same change again, confirmed: the owner takes it over the kitchen's limit. */
  const changeAnyway = () => {
    if (lastSent.current) void send({ ...lastSent.current, overrideLimits: true });
  };

  const add = (dish: AdminMenuProduct) => {
    change({ lines: [...values.lines, addedLine(dish)] });
    // Its count is the next thing to decide: focus it once drawn.
    requestAnimationFrame(() => focusField(form.current, lineField(dish.id)));
  };

  return (
    <form ref={form} noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-1 flex-col gap-6 overflow-y-auto overscroll-contain px-4 py-4">
        <ChangeOrderLines
          lines={values.lines}
          dishes={dishes}
          dishesFailed={dishesFailed !== undefined}
          errors={errors}
          onPieces={(productId, pieces) =>
            change({
              lines: values.lines.map((line) => (line.productId === productId ? { ...line, pieces } : line)),
            })
          }
          onAdd={add}
        />
        <ChangeOrderTime
          orderType={order.orderType}
          current={order.fulfilmentWindow}
          chosen={values.window}
          error={errors['fulfilmentWindow']}
          onChoose={(window) => change({ window })}
        />
        <OrderNotesField
          value={values.notes}
          error={errors['notes']}
          onChange={(notes) => change({ notes })}
          hint="For the kitchen and the driver. The customer sees them."
        />
      </div>
      <div className="flex flex-col gap-3 border-t border-brand-100 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <FormAlert message={problem} />
        <RefusalStatus problems={refused} order={changeFieldOrder(values)} />
        {overLimit && (
          <OverLimitAlert takeLabel="Change it anyway" message={overLimit} busy={busy} onTake={changeAnyway} />
        )}
        <Button type="submit" size="lg" busy={busy} className="w-full sm:w-auto sm:self-end">
          {busy ? 'Saving…' : 'Save change'}
        </Button>
      </div>
    </form>
  );
}

export interface ChangeOrderButtonProps {
  order: AdminOrderView;
  /** Called with the order as changed, once the server has taken the change (the card shows it at once). */
  onChanged?: (order: AdminOrderView) => void;
}

/**
 * 'Change order' on an order's card (issue 37; docs/behaviour/rules.md#changing-an-order) and the
 * dialog it opens: a sheet from the bottom on a phone, a centred dialog on wider screens. Each
 * opening starts from the order as it is now. While a change is being saved the dialog cannot be
 * dismissed; once it is, the dialog closes, a toast says what changed and how the money followed,
 * and Radix puts focus back on this button.
 */
export function ChangeOrderButton({ order, onChanged }: ChangeOrderButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" size="md">
          Change order<span className="sr-only"> {order.orderNumber}</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          aria-busy={busy}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl bg-surface shadow-2xl outline-none sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:max-h-[90dvh] sm:w-[calc(100%-2rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
        >
          <DialogHeader
            title={`Change order ${order.orderNumber}`}
            description="Its dishes, time or notes. It is priced again and the money follows the new total."
          />
          <ChangeOrderForm
            order={order}
            busy={busy}
            onBusy={setBusy}
            onDone={(changed) => {
              setOpen(false);
              onChanged?.(changed.order);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
