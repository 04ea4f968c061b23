import { useStore } from '@nanostores/react';
import { formatUsd } from '@/domain/money';
import { formatMoneyLine, moneyLines } from '@/domain/order-money/money-lines';
import { $cart, $cartTotals } from '@/stores/checkout/cart';
import { $contactDetails, $deliveryCheck } from '@/stores/checkout/checkout-details';
import { $shownQuote } from '@/stores/checkout/checkout-quote';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${strong ? 'text-lg font-bold text-ink' : 'text-sm text-muted'}`}
    >
      <dt>{label}</dt>
      <dd className={strong ? '' : 'font-semibold text-ink'}>{value}</dd>
    </div>
  );
}

/**
 * The order's money. Once the server has quoted the sheet as it is (order type chosen, the address
 * checked for delivery), its lines: Subtotal, the code's Discount, Delivery Fee, the tax by rate,
 * Tip and Total; while a change waits for its answer, 'Updating…' for the total. Before the
 * order type (or, for delivery, a checked address) the cart's own figures, the total before tax.
 */
export function OrderTotals() {
  const { orderType } = useStore($cart);
  const totals = useStore($cartTotals);
  const { address } = useStore($contactDetails);
  const check = useStore($deliveryCheck);
  const quote = useStore($shownQuote);
  const checked = check !== null && check.address === address;
  if (quote.status === 'ready') {
    return (
      <dl className="flex flex-col gap-1" aria-label="Order totals">
        {moneyLines(quote.money).map((line) => (
          <Row key={line.label} label={line.label} value={formatMoneyLine(line)} strong={line.kind === 'total'} />
        ))}
      </dl>
    );
  }
  return (
    <dl className="flex flex-col gap-1" aria-label="Order totals" aria-busy={quote.status === 'updating'}>
      <Row label="Subtotal" value={formatUsd(totals.subtotalCents)} />
      {orderType === 'delivery' && (
        <Row label="Delivery Fee" value={checked ? formatUsd(totals.deliveryFeeCents) : 'Check your address'} />
      )}
      {totals.tipCents > 0 && <Row label="Tip" value={formatUsd(totals.tipCents)} />}
      {quote.status === 'updating' ? (
        <Row label="Total" value="Updating…" strong />
      ) : (
        <Row label="Total before tax" value={formatUsd(totals.totalCents)} strong />
      )}
    </dl>
  );
}
