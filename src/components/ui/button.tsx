import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { buttonVariants, type ButtonVariantProps } from './button-variants';
import { useHydrated } from './use-hydrated';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariantProps;

/**
 * A button whose work is the island's code: until the island has hydrated it is disabled and
 * aria-busy (visibly not ready, never a dead click), and it becomes ready by itself. A disabled
 * submit button also stops a form from being submitted natively (as a GET carrying its fields).
 */
export function Button({ className, variant, size, type = 'button', disabled, ...props }: ButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type={type}
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={disabled || !hydrated}
      aria-busy={hydrated ? undefined : true}
      {...props}
    />
  );
}
