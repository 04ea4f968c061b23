import { useId } from 'react';
import { SECTION_HEADING } from './order-card-parts';
import { shopDate } from '@/domain/fulfilment/schedule';
import { dayLabel, shopTime } from '@/domain/fulfilment/window-label';
import type { ChangeView } from '@/domain/order/order-view';

/** 'Sat, Nov 28, 6:30 PM', in the shop's time whatever the reader's clock says. */
const changedAt = (iso: string) => {
  const at = new Date(iso);
  return `${dayLabel(shopDate(at))}, ${shopTime(at)}`;
};

export interface OrderChangesProps {
  /** The order's changes, oldest first, as its view carries them (the owner's with who made each). */
  changes: ReadonlyArray<ChangeView & { by?: string }>;
  /** Says who made each ('by owner@example.com'): the owner's card does, the customer's tracking page does not. */
  showAuthor?: boolean;
  /** The list's heading: 'Changes' on the card, 'Changes to your order' on the tracking page. */
  title?: string;
  /** The heading's level: under the card's h3 an h4, under the tracking page's h1 an h2. */
  level?: 'h2' | 'h3' | 'h4';
  /** The heading's look: the cards' small section heading unless told. */
  headingClassName?: string;
}

/**
 * An order's change history (issue 37): each change's time, what changed a line each ('Beef
 * Samosa: 20 → 10', 'Total: $41.55 → $21.87'), how the money followed ('Refunded $19.68 to the
 * card') and, for the owner, who made it. The words are the server's (src/domain/order/change-lines.ts),
 * so the card, the tracking page and the customer's messages say it the same way. Nothing when
 * the order was never changed.
 */
export function OrderChanges({
  changes,
  showAuthor = false,
  title = 'Changes',
  level: Heading = 'h4',
  headingClassName = SECTION_HEADING,
}: OrderChangesProps) {
  const headingId = useId();
  if (changes.length === 0) return null;
  return (
    <div>
      <Heading id={headingId} className={headingClassName}>
        {title}
      </Heading>
      <ol aria-labelledby={headingId} className="mt-2 flex flex-col gap-3">
        {changes.map((change) => (
          <li key={change.at} className="text-sm text-ink">
            <p className="font-semibold">
              <time dateTime={change.at}>{changedAt(change.at)}</time>
              {showAuthor && change.by !== undefined && <span className="font-normal text-muted"> by {change.by}</span>}
            </p>
            <ul className="mt-1 flex flex-col gap-0.5">
              {change.lines.map((line) => (
                <li key={line} className="break-words">
                  {line}
                </li>
              ))}
            </ul>
            {change.money !== null && <p className="mt-1 font-medium text-brand-800">{change.money}</p>}
          </li>
        ))}
      </ol>
    </div>
  );
}
