import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/input-class';

const COPIED = 'Link copied.';
const NOT_COPIED = "This browser wouldn't copy it: the link is selected, copy it from the box.";

/**
 * The payment link, shown once (only its hash is kept), to paste into a chat: read-only, selected
 * whole on focus, with Copy link. Where the browser refuses the clipboard (an older phone, a page
 * not served over HTTPS), the link is selected for the owner to copy by hand.
 */
export function CopyLink({ url }: { url: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setNote(COPIED);
    } catch {
      input.current?.select();
      setNote(NOT_COPIED);
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Payment link
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={input}
          id={id}
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
          className={`${inputClass} font-mono text-sm`}
        />
        <Button type="button" variant="secondary" size="md" className="shrink-0" onClick={() => void copy()}>
          Copy link
        </Button>
      </div>
      <p className="min-h-5 text-sm text-muted" aria-live="polite">
        {note}
      </p>
    </div>
  );
}
