import { type SubmitEvent, useId, useRef, useState } from 'react';
import { Dialog } from 'radix-ui';
import { RefusalStatus } from '@/components/admin/refusal-status';
import { FormAlert } from '@/components/forms/form-alert';
import { FieldProblem, FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { ChoiceChip } from '@/components/ui/choice-chip';
import { DialogHeader } from '@/components/ui/dialog-header';
import { cateringMark, type MarkedOrder } from '@/domain/catering/catering-mark';
import { centsToApiDecimal } from '@/domain/order/api-money';
import { IN_PERSON_LABELS, IN_PERSON_METHODS, type InPersonMethod } from '@/domain/order/payment-method';
import { checkInPersonPayment } from '@/domain/owner-orders/in-person-payment';
import { recordPaymentInPerson } from '@/stores/admin/dashboard/orders';

const PAYMENT_FIELDS = ['amount', 'how'] as const;
type Problems = Partial<Record<(typeof PAYMENT_FIELDS)[number], string>>;

interface RecordPaymentDialogProps {
  order: MarkedOrder & { id: number; orderNumber: string };
  /** What the order still owed when the dialog opened (a decimal, '21.87'): the amount it starts with. */
  owed: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The payment is saved; the dialog closes. */
  onRecorded: () => void;
  /** Where focus goes once it has closed (the button that opened it may be gone: nothing is left to collect). */
  onCloseFocus: () => void;
}

/** 'Money taken in person for order KBT-12', naming the catering event's when it is one. */
function paymentDescription(order: MarkedOrder & { orderNumber: string }): string {
  const mark = cateringMark(order);
  return `Money taken in person for order ${order.orderNumber}${mark ? `, ${mark}` : ''}.`;
}

/**
 * 'Record payment': money the owner took in person, its amount and how (issue 37). Checked here
 * with the server's own rule and words first (`checkInPersonPayment`), so an amount of 0 is
 * answered beside its field at once; the server's refusals show the same way (a 400's beside its
 * fields, a 409's above the buttons). While it saves it cannot be closed, and nothing in it is
 * disabled, so the focus stays where it was.
 */
export function RecordPaymentDialog({
  order,
  owed,
  open,
  onOpenChange,
  onRecorded,
  onCloseFocus,
}: RecordPaymentDialogProps) {
  const saving = useRef(false);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !saving.current && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            onCloseFocus();
          }}
          onOpenAutoFocus={(event) => {
            // Straight to the amount, selected, so a different amount is typed over it.
            event.preventDefault();
            const amount = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLInputElement>(
              'input[name="amount"]',
            );
            amount?.focus();
            amount?.select();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white shadow-2xl outline-none"
        >
          <DialogHeader title="Record payment" description={paymentDescription(order)} />
          <PaymentForm orderId={order.id} owed={owed} saving={saving} onRecorded={onRecorded} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PaymentForm({
  orderId,
  owed,
  saving,
  onRecorded,
}: {
  orderId: number;
  owed: string;
  saving: { current: boolean };
  onRecorded: () => void;
}) {
  const id = useId();
  const [amount, setAmount] = useState(owed);
  const [how, setHow] = useState<InPersonMethod | ''>('');
  const [problems, setProblems] = useState<Problems>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const focusFirstProblem = (form: HTMLFormElement, found: Problems) => {
    const field = found.amount ? 'input[name="amount"]' : found.how ? 'input[type="radio"]' : null;
    if (field) form.querySelector<HTMLInputElement>(field)?.focus();
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving.current) return;
    const form = event.currentTarget;
    const checked = checkInPersonPayment({ amount, how });
    if (!checked.ok) {
      setProblems(checked.fields);
      setMessage(null);
      focusFirstProblem(form, checked.fields);
      return;
    }
    saving.current = true;
    setBusy(true);
    const outcome = await recordPaymentInPerson(orderId, {
      amount: centsToApiDecimal(checked.value.amount),
      how: checked.value.how,
    });
    saving.current = false;
    setBusy(false);
    if (outcome.ok) {
      onRecorded();
      return;
    }
    setProblems(outcome.fields);
    // A 400's message is its first field's, already beside it; any other refusal is said above the buttons.
    setMessage(Object.keys(outcome.fields).length > 0 ? null : outcome.message);
    focusFirstProblem(form, outcome.fields);
  }

  const howProblemId = `${id}-how`;
  return (
    <form noValidate aria-busy={busy} onSubmit={(event) => void submit(event)} className="flex flex-col gap-4 p-4">
      <FormField
        label="Amount"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        error={problems.amount}
        readOnly={busy}
        onChange={(event) => setAmount(event.target.value)}
      />
      <fieldset className="flex flex-col gap-1" aria-describedby={problems.how ? `${howProblemId}-error` : undefined}>
        <legend className="text-sm font-semibold text-ink">How</legend>
        <div className="mt-1 grid grid-cols-2 gap-2">
          {IN_PERSON_METHODS.map((method) => (
            <ChoiceChip
              key={method}
              name={`${id}-method`}
              value={method}
              checked={how === method}
              onChoose={() => !saving.current && setHow(method)}
            >
              {IN_PERSON_LABELS[method]}
            </ChoiceChip>
          ))}
        </div>
        <FieldProblem id={howProblemId} error={problems.how} />
      </fieldset>
      <FormAlert message={message} />
      <RefusalStatus problems={problems} order={PAYMENT_FIELDS} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {/* aria-disabled, not disabled, while it saves: the focus stays in the dialog (see CancelRefundDialog). */}
        <Dialog.Close asChild>
          <Button variant="secondary" size="lg" aria-disabled={busy} className="aria-disabled:opacity-50">
            Cancel
          </Button>
        </Dialog.Close>
        <Button
          type="submit"
          size="lg"
          aria-disabled={busy}
          className="aria-disabled:cursor-progress aria-disabled:opacity-70"
        >
          {busy ? 'Saving...' : 'Record payment'}
        </Button>
      </div>
    </form>
  );
}
