import { useStore } from '@nanostores/react';
import { formatUsd } from '@/domain/money';
import { $cart, $cartTotals } from '@/stores/cart';
import { $contactDetails, $deliveryCheck } from '@/stores/checkout-details';

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

/** Subtotal, the delivery fee (delivery only), the tip (when above 0) and the total. */
export function OrderTotals() {
  const { orderType } = useStore($cart);
  const totals = useStore($cartTotals);
  const { address } = useStore($contactDetails);
  const check = useStore($deliveryCheck);
  const checked = check !== null && check.address === address;
  return (
    <dl className="flex flex-col gap-1" aria-label="Order totals">
      <Row label="Subtotal" value={formatUsd(totals.subtotalCents)} />
      {orderType === 'delivery' && (
        <Row label="Delivery Fee" value={checked ? formatUsd(totals.deliveryFeeCents) : 'Check your address'} />
      )}
      {totals.tipCents > 0 && <Row label="Tip" value={formatUsd(totals.tipCents)} />}
      <Row label="Total" value={formatUsd(totals.totalCents)} strong />
    </dl>
  );
}
