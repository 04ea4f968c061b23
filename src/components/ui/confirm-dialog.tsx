import { type ReactNode, useRef, useState } from 'react';
import { AlertDialog } from 'radix-ui';
import { buttonVariants } from './button-variants';

interface ConfirmDialogProps {
  /** What the button that opens it says (a hidden name may be part of it). */
  trigger: ReactNode;
  triggerClassName: string;
  title: string;
  description: ReactNode;
  /** The confirming button: 'Delete Place'; while it runs, `busyLabel`. */
  confirmLabel: string;
  busyLabel: string;
  /**
   * Does the work; answers true when the page moves on (the dialog is left as it is), false to
   * close it (done, or refused with a toast), 'gone' to close it when the work took the button
   * away with what it was for (a deletion): the focus then goes to `focusWhenGone`.
   */
  onConfirm: () => Promise<boolean | 'gone'>;
  /** The id of what takes the focus once the button is gone, so the focus is never lost. */
  focusWhenGone?: string;
}

/**
 * A destructive action's button and its confirmation. Radix AlertDialog traps focus, starts on
 * Cancel (the safe choice), does not close on an outside click, and returns focus to the button on
 * close (or, when the work took the button away, to `focusWhenGone`). While the work runs the
 * dialog stays open and cannot be dismissed; its buttons use aria-disabled so focus is not thrown
 * out of the dialog.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [running, setRunning] = useState(false);
  const busy = useRef(false);
  const gone = useRef(false);

  const confirm = async () => {
    if (busy.current) return;
    busy.current = true;
    setRunning(true);
    const outcome = await props.onConfirm();
    if (outcome === true) return;
    gone.current = outcome === 'gone';
    busy.current = false;
    setRunning(false);
    setOpen(false);
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy.current && setOpen(next)}>
      <AlertDialog.Trigger className={props.triggerClassName}>{props.trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content
          aria-busy={running}
          onCloseAutoFocus={(event) => {
            const next = gone.current && props.focusWhenGone ? document.getElementById(props.focusWhenGone) : null;
            gone.current = false;
            if (!next) return;
            event.preventDefault();
            next.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl outline-none"
        >
          <AlertDialog.Title className="text-xl font-bold text-brand-900">{props.title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-muted">{props.description}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel
              aria-disabled={running}
              className={`${buttonVariants({ variant: 'secondary', size: 'md' })} aria-disabled:opacity-50`}
            >
              Cancel
            </AlertDialog.Cancel>
            <AlertDialog.Action
              aria-disabled={running}
              onClick={(event) => {
                // Stay open until the server has answered.
                event.preventDefault();
                void confirm();
              }}
              className={`${buttonVariants({ variant: 'destructive', size: 'md' })} aria-disabled:cursor-progress aria-disabled:opacity-70`}
            >
              {running ? props.busyLabel : props.confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
