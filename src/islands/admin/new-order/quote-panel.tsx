import { AdminPanel } from '@/components/admin/admin-panel';
import { formatAmount } from '@/components/orders/order-format';
import { OrderMoney } from '@/components/orders/order-money';
import type { NewOrderQuote } from '@/stores/admin/new-order/new-order';

/**
 * The order's money as the server will charge it, in the lines every screen shows (Subtotal, the
 * code's Discount, Delivery Fee, the tax by rate, Total); 'Updating…' while a change waits for its
 * answer, so a figure from before it is never read out to the customer. `idle`: why there is no
 * total yet. A screen reader hears the new total as each answer comes, or the server's refusal
 * (a code that is not one), without leaving the field being typed in.
 */
export function QuotePanel({ quote, idle }: { quote: NewOrderQuote; idle: string }) {
  const heard =
    quote.status === 'ready'
      ? `Total ${formatAmount(quote.quote.total)}`
      : quote.status === 'refused'
        ? quote.message
        : '';
  return (
    <AdminPanel id="new-order-total" title="Total">
      <p role="status" className="sr-only">
        {heard}
      </p>
      <div aria-busy={quote.status === 'updating'}>
        {quote.status === 'ready' ? (
          <OrderMoney order={quote.quote} />
        ) : quote.status === 'updating' ? (
          <p className="text-sm font-semibold text-ink">Updating…</p>
        ) : quote.status === 'refused' ? (
          <p className="text-sm text-red-900">
            {Object.keys(quote.problems).length > 0 ? 'Put right what is marked to see the total.' : quote.message}
          </p>
        ) : (
          <p className="text-sm text-muted">{idle}</p>
        )}
      </div>
    </AdminPanel>
  );
}
