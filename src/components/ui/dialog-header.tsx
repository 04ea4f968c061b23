import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { Button } from './button';
import { CloseIcon } from './close-icon';

/**
 * The top bar of a Radix dialog or sheet: its title and description (which Radix wires to the
 * dialog for screen readers) and a labelled close button.
 */
export function DialogHeader({ title, description }: { title: ReactNode; description: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 border-b border-brand-100 px-4 py-3">
      <div>
        <Dialog.Title className="text-xl font-bold text-brand-900">{title}</Dialog.Title>
        <Dialog.Description className="text-sm text-muted">{description}</Dialog.Description>
      </div>
      <Dialog.Close asChild>
        <Button variant="ghost" size="icon" aria-label="Close">
          <CloseIcon />
        </Button>
      </Dialog.Close>
    </div>
  );
}
