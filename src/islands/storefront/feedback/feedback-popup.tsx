import { useRef, useState } from 'react';
import { Dialog } from 'radix-ui';
import { FeedbackForm } from '@/components/feedback/feedback-form';
import { StarRatingInput } from '@/components/feedback/star-rating-input';
import { Button } from '@/components/ui/button';
import { DialogHeader } from '@/components/ui/dialog-header';
import { orderNumber } from '@/domain/order-number';
import {
  quickRatingAnswers,
  submitFeedback,
  type FeedbackAnswers,
  type FeedbackOutcome,
} from '@/stores/storefront/feedback';
import { readFreshRecentOrder, removeRecentOrder, type RecentOrder } from '@/stores/storefront/recent-order';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** Outcomes after which the popup has nothing more to ask (removed once rated). */
const FINISHED: ReadonlySet<FeedbackOutcome> = new Set(['submitted', 'already-rated']);

/**
 * 'Rate your order' (docs/behaviour/screens.md#rate-your-order-popup): on the home page while the last order is under
 * 24 hours old. One tap on a star rates it; 'Tell us more' opens the full form. Closing it in any
 * way (Escape, the close button, 'Not now', a tap outside) means "don't ask again".
 */
export default function FeedbackPopup() {
  // Read again here, fully validated: the island only glanced at the entry's age.
  const [order] = useState<RecentOrder | null>(() => readFreshRecentOrder());
  const [open, setOpen] = useState(order !== null);
  const [view, setView] = useState<'quick' | 'form'>('quick');
  const [quickRating, setQuickRating] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const content = useRef<HTMLDivElement>(null);

  if (!order) return null;

  const dismiss = () => {
    removeRecentOrder();
    setOpen(false);
  };

  /** Sends a rating; on failure the stars start over, on success the popup closes. */
  const send = async (answers: FeedbackAnswers, kind: 'quick' | 'full'): Promise<FeedbackOutcome> => {
    if (submitting) return 'failed';
    setSubmitting(true);
    const outcome = await submitFeedback(order, answers, kind);
    setSubmitting(false);
    if (FINISHED.has(outcome)) {
      removeRecentOrder();
      setOpen(false);
    }
    return outcome;
  };

  const sendQuick = async (rating: number) => {
    if ((await send(quickRatingAnswers(rating), 'quick')) === 'failed') setQuickRating(0);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? setOpen(true) : dismiss())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          ref={content}
          aria-busy={submitting}
          // Nobody asked for this dialog: start on the dialog itself (its title and text are read)
          // rather than lighting up the close button or a star.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            content.current?.focus();
          }}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl bg-surface shadow-2xl outline-none sm:inset-x-auto sm:top-1/2 sm:left-1/2 sm:bottom-auto sm:max-h-[90dvh] sm:w-[28rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl"
        >
          <DialogHeader
            title="How was your order?"
            description={
              <>
                Thanks for ordering{order.customerName.trim() ? `, ${firstName(order.customerName)}` : ''}! Tell us how
                order {orderNumber(order.id)} went.
              </>
            }
          />

          <div className="overflow-y-auto overscroll-contain px-4 py-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
            {view === 'quick' ? (
              <div className="flex flex-col items-center gap-4 text-center">
                <StarRatingInput
                  legend="Tap a star to rate your order"
                  size="large"
                  value={quickRating}
                  onChange={setQuickRating}
                  onSend={(rating) => void sendQuick(rating)}
                />
                {quickRating > 0 && (
                  // Reached from the keyboard, where choosing a star does not send it yet.
                  <Button disabled={submitting} onClick={() => void sendQuick(quickRating)}>
                    {submitting ? 'Sending...' : `Send ${quickRating}-star rating`}
                  </Button>
                )}
                <div className="flex w-full flex-col gap-2 sm:flex-row">
                  <Button variant="secondary" className="flex-1" disabled={submitting} onClick={() => setView('form')}>
                    Tell us more
                  </Button>
                  <Button variant="ghost" className="flex-1" onClick={dismiss}>
                    Not now
                  </Button>
                </div>
              </div>
            ) : (
              <FeedbackForm
                orderType={order.orderType}
                submitting={submitting}
                onSubmit={(answers) => send(answers, 'full')}
              />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
