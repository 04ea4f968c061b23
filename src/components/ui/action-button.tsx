import { type ReactNode, useState } from 'react';
import { Button } from './button';

/**
 * A button that runs one action and is disabled, saying `busyLabel`, until it has finished: for
 * actions that answer through a toast of their own (mailing a link), so nothing else is shown here.
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
      disabled={busy}
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
