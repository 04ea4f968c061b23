import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { buttonVariants, type ButtonVariantProps } from './button-variants';
import { useHydrated } from './use-hydrated';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonVariantProps & {
    /**
     * Its work is under way (a save): it says so (aria-disabled) and a press, or Enter in its form,
     * does nothing more, yet it keeps the focus, which a disabled button would drop to the page.
     */
    busy?: boolean;
  };

/**
 * A button whose work is the island's code: until the island has hydrated it is disabled and
 * aria-busy (visibly not ready, never a dead click), and it becomes ready by itself. A disabled
 * submit button also stops a form from being submitted natively (as a GET carrying its fields).
 */
export function Button({
  className,
  variant,
  size,
  type = 'button',
  disabled,
  busy = false,
  onClick,
  ...props
}: ButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type={type}
      className={cn(buttonVariants({ variant, size }), busy && 'cursor-progress opacity-70', className)}
      disabled={disabled || !hydrated}
      aria-busy={hydrated ? undefined : true}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        // Cancelling the click of a submit button also stops the submit that Enter in a field makes.
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
      {...props}
    />
  );
}
