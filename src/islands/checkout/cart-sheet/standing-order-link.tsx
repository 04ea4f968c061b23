import { textLinkClass } from '@/components/ui/text-link-class';
import { hasSessionHint } from '@/domain/session-hint';

/**
 * 'Make this a standing order' (issue 49): the cart as a new standing order's start, for someone
 * who may be signed in. The session's hint decides, so opening the sheet asks the server nothing
 * more; the page it leads to says so if the session has ended.
 */
export function StandingOrderLink() {
  if (!hasSessionHint(document.cookie)) return null;
  return (
    <a
      href="/standing-orders/new?from=cart"
      className={`${textLinkClass} mt-2 inline-flex min-h-11 items-center text-sm`}
    >
      Make this a standing order
    </a>
  );
}
