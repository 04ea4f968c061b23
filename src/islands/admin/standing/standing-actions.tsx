import { type SubmitEvent, useId, useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { TextAreaField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  actOnStandingOrder,
  type OwnerAction,
  type OwnersStandingOrder,
} from '@/stores/admin/standing/standing-orders';

const MESSAGE_MAX = 500;

const WORDS: Record<OwnerAction, { open: string; heading: string; says: string; confirm: string; busy: string }> = {
  pause: {
    open: 'Pause',
    heading: 'Pause this standing order',
    says: 'No orders are placed for it until you resume it; she cannot resume it herself.',
    confirm: 'Pause Standing Order',
    busy: 'Pausing...',
  },
  resume: {
    open: 'Resume',
    heading: 'Resume this standing order',
    says: 'Its orders are placed again from the next time.',
    confirm: 'Resume Standing Order',
    busy: 'Resuming...',
  },
  end: {
    open: 'End',
    heading: 'End this standing order',
    says: 'No more orders are placed for it, and it cannot be started again.',
    confirm: 'End Standing Order',
    busy: 'Ending...',
  },
};

/** What the owner may do with it now: an ended one nothing; one the customer paused only end. */
function actionsOf(order: OwnersStandingOrder): OwnerAction[] {
  if (order.status === 'cancelled') return [];
  if (order.status === 'active') return ['pause', 'end'];
  if (order.status === 'paused' && order.pausedBy === 'owner') return ['resume', 'end'];
  return ['end'];
}

/**
 * What ending it does to this drop's order, said in the confirmation: one placed and not yet
 * charged is cancelled with it; one already being charged or waiting for her payment stays.
 */
function placedOrderWords(order: OwnersStandingOrder): string {
  const upcoming = order.upcoming;
  if (!upcoming || upcoming.status === 'paid') return '';
  const which = `Order ${upcoming.orderNumber} (${upcoming.windowLabel})`;
  if (upcoming.status === 'placed') return ` ${which} is not charged yet and is cancelled too.`;
  return ` ${which} stays: cancel it on the dashboard if it should not be made.`;
}

/**
 * One action with the owner's message to the customer (optional), sent with the news the way she
 * chose; End asks to be confirmed. Refused, the server's words show here and the message is kept.
 */
function ActionForm({ order, action, id }: { order: OwnersStandingOrder; action: OwnerAction; id: string }) {
  const headingId = useId();
  const words = WORDS[action];
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Done: the list is asked again, and the card, in its new group, takes the focus. */
  const act = async (): Promise<boolean> => {
    setProblem(null);
    setError(undefined);
    setBusy(true);
    const result = await actOnStandingOrder(order.id, action, message);
    setBusy(false);
    if (result.ok) return true;
    if (result.fields['message']) setError(result.fields['message']);
    else setProblem(result.message);
    return false;
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    await act();
  };

  const messageField = (
    <TextAreaField
      name="message"
      label={`Message to ${order.customerName}`}
      value={message}
      error={error}
      maxLength={MESSAGE_MAX}
      rows={3}
      hint="Optional: sent with the news, by e-mail or text as she chose."
      onChange={(event) => setMessage(event.target.value)}
    />
  );

  return (
    <section id={id} aria-labelledby={headingId} className="mt-3 flex flex-col gap-3 rounded-xl bg-brand-50 p-3">
      <h4 id={headingId} className="font-semibold text-ink">
        {words.heading}
      </h4>
      <p className="text-sm text-muted">{words.says}</p>
      {action === 'end' ? (
        <div className="flex flex-col gap-3">
          <FormAlert message={problem} />
          {messageField}
          <ConfirmDialog
            trigger={words.confirm}
            triggerClassName={`${buttonVariants({ variant: 'destructive', size: 'md' })} self-start`}
            title={`End ${order.customerName}'s standing order?`}
            description={`She is told, with your message. It cannot be started again.${placedOrderWords(order)}`}
            confirmLabel={words.confirm}
            busyLabel={words.busy}
            onConfirm={async () => {
              // Done or refused, the dialog closes: refused, the words show above the message.
              await act();
              return false;
            }}
          />
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
          <FormAlert message={problem} />
          {messageField}
          <Button type="submit" size="md" busy={busy} className="self-start">
            {busy ? words.busy : words.confirm}
          </Button>
        </form>
      )}
    </section>
  );
}

/** A standing order's actions: a button for each, opening its form on the card. */
export function StandingActions({ order }: { order: OwnersStandingOrder }) {
  const formId = useId();
  const [open, setOpen] = useState<OwnerAction | null>(null);
  const actions = actionsOf(order);
  if (actions.length === 0) return null;
  return (
    <div>
      <div className="mt-3 flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button
            key={action}
            type="button"
            size="md"
            variant={open === action ? 'ghost' : 'secondary'}
            aria-expanded={open === action}
            aria-controls={open === action ? formId : undefined}
            onClick={() => setOpen(open === action ? null : action)}
          >
            {WORDS[action].open} <span className="sr-only">the standing order of {order.customerName}</span>
          </Button>
        ))}
      </div>
      {open && <ActionForm key={open} order={order} action={open} id={formId} />}
    </div>
  );
}
