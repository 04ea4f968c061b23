import { type ReactNode, type RefObject, type SubmitEvent, useEffect, useId, useRef } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';

/**
 * One change of a standing order, opened under its card's buttons: its heading takes the focus as
 * it opens, a refusal of no field shows above the buttons, and 'Keep as it was' closes it unchanged.
 * Without `onSubmit` it is no form (the card's own form saves itself).
 */
export function EditPanel({
  title,
  problem,
  busy = false,
  saveLabel,
  formRef,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  problem: string | null;
  busy?: boolean;
  saveLabel?: string;
  formRef?: RefObject<HTMLFormElement | null>;
  onSubmit?: (event: SubmitEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const body = (
    <>
      {children}
      <FormAlert message={problem} />
      <div className="flex flex-col gap-2 sm:flex-row">
        {onSubmit && (
          <Button type="submit" busy={busy}>
            {busy ? 'Saving…' : saveLabel}
          </Button>
        )}
        <Button variant="secondary" onClick={onClose}>
          Keep as it was
        </Button>
      </div>
    </>
  );
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded-xl border border-brand-200 p-3 sm:p-4">
      <h4 id={id} ref={heading} tabIndex={-1} className="font-bold text-brand-900 outline-none">
        {title}
      </h4>
      {onSubmit ? (
        <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {body}
        </form>
      ) : (
        body
      )}
    </section>
  );
}
