import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cateringAnchor, STATUS_HEADINGS } from '@/domain/catering/catering-list';
import { dishLine, eventLabel, handoverLabel } from '@/domain/catering/catering-request-view';
import { $focusCateringCard } from '@/stores/admin/catering/catering-quote';
import type { ListedCateringRequest } from '@/stores/admin/catering/catering-requests';
import { QuoteEditor } from './quote-editor';

const at = (instant: string) => eventLabel(new Date(instant));

/** A fact of the card: its name, then what it says. */
function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="text-muted">{term}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </>
  );
}

/** Who asked, with a tap to write or call; once removed, when. */
function Contact({ request }: { request: ListedCateringRequest }) {
  if (request.detailsRemovedAt) {
    return <Fact term="Contact">Personal details removed {at(request.detailsRemovedAt)}</Fact>;
  }
  return (
    <>
      <Fact term="Name">{request.name}</Fact>
      <Fact term="E-mail">
        <a href={`mailto:${request.email ?? ''}`} className="break-all text-brand-800 underline underline-offset-4">
          {request.email}
        </a>
      </Fact>
      <Fact term="Phone">
        <a href={`tel:${request.phone}`} className="text-brand-800 underline underline-offset-4">
          {request.phone}
        </a>
      </Fact>
    </>
  );
}

/**
 * Once a quote is sent or the request declined, the editor closes and the card's heading takes the
 * focus, when the list drawn again shows the request in its new state (the card may then be a new
 * one, in another group).
 */
function useCloseAfterStep(request: ListedCateringRequest, close: () => void) {
  const heading = useRef<HTMLHeadingElement>(null);
  const focus = useStore($focusCateringCard);
  useEffect(() => {
    if (focus?.id !== request.id || focus.status !== request.status) return;
    close();
    heading.current?.focus();
    $focusCateringCard.set(null);
  }, [focus, request.id, request.status, close]);
  return heading;
}

/**
 * One request on the owner's list: its event, what was asked, who asked, and its status with its
 * time; 'Quote' opens its quote editor on the card.
 */
export function CateringRequestCard({ request }: { request: ListedCateringRequest }) {
  const headingId = useId();
  const editorId = useId();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const heading = useCloseAfterStep(request, close);
  return (
    <li
      id={cateringAnchor(request.id)}
      aria-labelledby={headingId}
      className="scroll-mt-20 rounded-2xl border border-line bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={headingId} ref={heading} tabIndex={-1} className="font-semibold text-ink outline-none">
          {at(request.eventAt)}
          <span className="ml-2 text-sm font-normal text-muted">{request.reference}</span>
        </h3>
        <p className="text-sm text-muted">
          {STATUS_HEADINGS[request.status]} {at(request.statusAt)}
        </p>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <Fact term={request.orderType === 'delivery' ? 'Delivery' : 'Pickup'}>{handoverLabel(request)}</Fact>
        <Fact term="Guests">{request.headcount.toLocaleString('en-US')}</Fact>
        <Fact term="Dishes">
          <ul>
            {request.items.map((line) => (
              <li key={line.productId}>{dishLine(line)}</li>
            ))}
          </ul>
        </Fact>
        {request.note && <Fact term="Note">{request.note}</Fact>}
        <Contact request={request} />
        <Fact term="Received">{at(request.createdAt)}</Fact>
      </dl>
      {!request.detailsRemovedAt && (
        <Button
          type="button"
          variant={open ? 'ghost' : 'secondary'}
          size="md"
          aria-expanded={open}
          aria-controls={open ? editorId : undefined}
          onClick={() => setOpen(!open)}
          className="mt-3"
        >
          {open ? 'Close Quote' : 'Quote'}
        </Button>
      )}
      {open && (
        <div id={editorId}>
          <QuoteEditor requestId={request.id} headingId={`${editorId}-heading`} />
        </div>
      )}
    </li>
  );
}
