import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { OrderType } from '@/domain/order-type';
import { messageLine } from '@/domain/outbox/message-line';
import type { LoggedMessageView } from '@/domain/outbox/message-log';
import { ActionButton } from '@/components/ui/action-button';
import { $recentMessages, loadOrderMessages, messagesOfOrder } from '@/stores/admin/dashboard/messages';

/**
 * What the shop sent the customer and the owner about an order, a line each, newest first
 * ('Receipt e-mailed 2:31 PM', 'Text failed: ...'; docs/behaviour/screens.md#admin-dashboard).
 * From the dashboard's recent messages; an older order loads its own with 'Show messages', and the
 * focus then goes to the messages' heading, the button pressed being gone.
 */
export function OrderMessages({
  orderId,
  orderNumber,
  orderType,
}: {
  orderId: number;
  orderNumber: string;
  orderType: OrderType;
}) {
  const recent = useStore($recentMessages);
  const [loaded, setLoaded] = useState<LoggedMessageView[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const messages = loaded ?? messagesOfOrder(recent.data ?? [], orderId);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  async function load() {
    const answer = await loadOrderMessages(orderId);
    if ('messages' in answer) setLoaded(answer.messages);
    setProblem('problem' in answer ? answer.problem : null);
  }

  return (
    // Named for its order: every card has one, and each landmark's name must be its own.
    <section aria-label={`Messages about ${orderNumber}`} className="text-sm">
      <h4 ref={heading} tabIndex={-1} className="font-semibold text-brand-900 outline-none">
        Messages
      </h4>
      {messages.length > 0 ? (
        <ul className="mt-1 space-y-0.5 text-stone-700">
          {messages.map((message) => (
            <li
              key={message.id}
              className={message.status === 'failed' || message.status === 'gave_up' ? 'text-red-800' : undefined}
            >
              {messageLine(message, orderType)}
            </li>
          ))}
        </ul>
      ) : loaded ? (
        <p className="mt-1 text-stone-600">No messages were sent about this order.</p>
      ) : recent.data ? (
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <ActionButton action={load} busyLabel="Loading messages...">
            Show messages
          </ActionButton>
          {problem && (
            <span role="alert" className="text-red-800">
              {problem}
            </span>
          )}
        </div>
      ) : null}
    </section>
  );
}
