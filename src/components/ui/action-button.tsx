import { type ReactNode, useState } from 'react';
import { Button } from './button';

/**
 * A button that runs one action and is busy, saying `busyLabel`, until it has finished: for actions
 * that answer elsewhere (a toast, a status line), so nothing else is shown here. Busy rather than
 * disabled, so a keyboard user's focus stays on it (Button's `busy`).
 */
export function ActionButton({
  action,
  busyLabel,
  children,
  className = '',
  variant = 'secondary',
}: {
  action: () => Promise<unknown>;
  busyLabel: string;
  children: ReactNode;
  className?: string;
  variant?: 'primary' | 'secondary';
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="button"
      variant={variant}
      size="md"
      className={className}
      busy={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await action();
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? busyLabel : children}
    </Button>
  );
}
