import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const LOOKS = {
  /** A card of its own, where the part would have stood. */
  card: 'flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900',
  /** A line inside a panel that already frames it. */
  line: 'flex flex-wrap items-center justify-between gap-3 text-red-900',
};

/**
 * A part of a screen that could not be loaded: what failed (`children`, read out at once as an
 * alert) and 'Try Again', which asks again.
 */
export function LoadFailed({
  onRetry,
  look = 'card',
  className,
  children,
}: {
  onRetry: () => void;
  look?: keyof typeof LOOKS;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="alert" className={cn(LOOKS[look], className)}>
      <p>{children}</p>
      <Button type="button" variant="secondary" size="md" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
