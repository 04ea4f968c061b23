import { useId } from 'react';
import { STATUS_HEADINGS } from '@/domain/catering/catering-list';
import { eventLabel } from '@/domain/catering/catering-request-view';
import type { CateringDetail } from '@/stores/admin/catering/catering-quote';

/** Each state the request took, oldest first, at its time on the shop's clock; and the owner's message if she declined it. */
export function StateTimeline({ detail }: { detail: CateringDetail }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 text-sm">
      <h4 id={headingId} className="font-semibold text-ink">
        History
      </h4>
      <ol className="flex flex-col gap-1 border-l-2 border-brand-200 pl-3">
        {detail.states.map((state) => (
          <li key={`${state.status}-${state.at}`}>
            <span className="font-semibold text-ink">{STATUS_HEADINGS[state.status]}</span>{' '}
            <time dateTime={state.at} className="text-muted">
              {eventLabel(new Date(state.at))}
            </time>
          </li>
        ))}
      </ol>
      {detail.declinedMessage && (
        <p className="whitespace-pre-line text-muted">Your message: {detail.declinedMessage}</p>
      )}
    </section>
  );
}
