import { AdminPanel } from '@/components/admin/admin-panel';
import { OrderMoney } from '@/components/orders/order-money';
import type { NewOrderQuote } from '@/stores/admin-new-order';

/**
 * The order's money as the server will charge it, in the lines every screen shows (Subtotal, the
 * code's Discount, Delivery Fee, the tax by rate, Total); 'Updating…' while a change waits for its
 * answer, so a figure from before it is never read out to the customer. `idle`: why there is no
 * total yet.
 */
export function QuotePanel({ quote, idle }: { quote: NewOrderQuote; idle: string }) {
  return (
    <AdminPanel id="new-order-total" title="Total">
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
