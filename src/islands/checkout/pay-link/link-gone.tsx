import { useEffect, useRef } from 'react';
import { ReturnToHome } from '@/components/orders/return-to-home';
import { LINK_NO_LONGER_VALID, LINK_NO_LONGER_VALID_HELP } from '@/domain/owner-orders/payment-link-messages';

/**
 * A link that was paid, ran out or was cancelled (or no link at all): the words the text and the
 * e-mail use, that nothing was charged, and the way home; nothing else. When it ends while the
 * customer is paying, the pay button is gone, so the heading takes the focus.
 */
export function LinkGone({ takeFocus }: { takeFocus: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [takeFocus]);
  return (
    <section className="flex flex-col items-center py-10 text-center">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-extrabold tracking-tight text-brand-900 outline-none">
        {LINK_NO_LONGER_VALID}
      </h1>
      <p className="mt-4 max-w-md text-muted">{LINK_NO_LONGER_VALID_HELP}</p>
      <div className="mt-8">
        <ReturnToHome />
      </div>
    </section>
  );
}
