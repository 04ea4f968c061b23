import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { StandingOrder, StandingOrderActions, StandingPatch } from '@/stores/account/standing-orders';
import { CardEdit } from './card-edit';
import { DishesEdit } from './dishes-edit';
import { TimeEdit } from './time-edit';

type Editing = 'dishes' | 'time' | 'card';

const pauseLabel = (active: boolean, busy: boolean) =>
  active ? (busy ? 'Pausing…' : 'Pause') : busy ? 'Resuming…' : 'Resume';

/**
 * What she can do with a standing order: pause or resume it (not a pause the shop made), skip this
 * drop's order after a confirmation (it is cancelled) or, before one is placed, the next, change its
 * dishes, its time or its card, or cancel it after a confirmation.
 * Each button is busy while it works; the server's refusal shows above them. One change at a time
 * opens under them, and closing it gives the focus back to its button.
 */
export function StandingOrderActionsBar({
  order,
  actions,
  cardReturnPath,
  headingId,
  onChanged,
}: {
  order: StandingOrder;
  actions: StandingOrderActions;
  cardReturnPath: string;
  /** The card's heading, which takes the focus once cancelling took the buttons away. */
  headingId: string;
  onChanged: (changed: StandingOrder) => void;
}) {
  const [busy, setBusy] = useState<'pause' | 'skip' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const openerId = (kind: Editing) => `${headingId}-${kind}`;

  const run = async (kind: 'pause' | 'skip', patch: StandingPatch) => {
    if (busy) return;
    setBusy(kind);
    setProblem(null);
    const outcome = await actions.change(patch);
    setBusy(null);
    if (outcome.ok) onChanged(outcome.value);
    else setProblem(outcome.message);
  };

  const open = (kind: Editing) => {
    setProblem(null);
    setEditing(kind);
  };
  const close = () => {
    const opener = editing && openerId(editing);
    setEditing(null);
    if (opener) requestAnimationFrame(() => document.getElementById(opener)?.focus());
  };
  const done = (changed: StandingOrder) => {
    onChanged(changed);
    close();
  };

  const cancel = async (): Promise<boolean | 'gone'> => {
    setProblem(null);
    const outcome = await actions.change({ cancelled: true });
    if (!outcome.ok) {
      setProblem(outcome.message);
      return false;
    }
    onChanged(outcome.value);
    return 'gone';
  };

  // This drop's order, placed and not yet charged: skipping it cancels it (after a confirmation).
  const placed = order.upcoming?.status === 'placed' ? order.upcoming : null;
  const skipPlaced = async (): Promise<boolean | 'gone'> => {
    setProblem(null);
    const outcome = await actions.change({ skipNext: true });
    if (!outcome.ok) {
      setProblem(outcome.message);
      return false;
    }
    onChanged(outcome.value);
    return 'gone';
  };

  const pausedByShop = order.status === 'paused' && order.pausedBy === 'owner';
  const opener = (kind: Editing, label: string) => (
    <Button
      variant="secondary"
      id={openerId(kind)}
      aria-expanded={editing === kind}
      onClick={() => (editing === kind ? close() : open(kind))}
    >
      {label}
    </Button>
  );

  return (
    <div className="flex flex-col gap-3">
      <FormAlert message={problem} />
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {(order.status === 'active' || (order.status === 'paused' && !pausedByShop)) && (
          <Button
            variant="secondary"
            busy={busy === 'pause'}
            onClick={() => void run('pause', { paused: order.status === 'active' })}
          >
            {pauseLabel(order.status === 'active', busy === 'pause')}
          </Button>
        )}
        {order.status === 'active' && placed && (
          <ConfirmDialog
            trigger="Skip this order"
            triggerClassName={buttonVariants({ variant: 'secondary', size: 'md' })}
            title={`Skip order ${placed.orderNumber}?`}
            description={`Order ${placed.orderNumber} for ${placed.windowLabel} is cancelled and nothing is charged. Your standing order carries on next time.`}
            confirmLabel="Yes, Skip It"
            busyLabel="Skipping…"
            onConfirm={skipPlaced}
            focusWhenGone={headingId}
          />
        )}
        {order.status === 'active' && !placed && (
          <Button
            variant="secondary"
            busy={busy === 'skip'}
            onClick={() => void run('skip', { skipNext: !order.skipNext })}
          >
            {busy === 'skip' ? 'Saving…' : order.skipNext ? "Don't skip" : 'Skip the next'}
          </Button>
        )}
        {opener('dishes', 'Change dishes')}
        {opener('time', 'Change time')}
        {opener('card', order.card ? 'Change card' : 'Add a card')}
        <ConfirmDialog
          trigger="Cancel standing order"
          triggerClassName={`${buttonVariants({ variant: 'secondary', size: 'md' })} col-span-2 text-kenya-red`}
          title="Cancel this standing order?"
          description="No more orders are placed or charged for it. This cannot be undone; you can make a new one any time."
          confirmLabel="Yes, Cancel It"
          busyLabel="Cancelling…"
          onConfirm={cancel}
          focusWhenGone={headingId}
        />
      </div>
      {editing === 'dishes' && <DishesEdit order={order} change={actions.change} onDone={done} onClose={close} />}
      {editing === 'time' && <TimeEdit order={order} change={actions.change} onDone={done} onClose={close} />}
      {editing === 'card' && (
        <CardEdit order={order} actions={actions} returnPath={cardReturnPath} onDone={done} onClose={close} />
      )}
    </div>
  );
}
