import { useRef, useState } from 'react';
import { isOrderStatus, ORDER_STATUSES, statusLabel, type OrderStatus } from '@/domain/order-status';
import type { AdminOrderView } from '@/domain/api-shapes';
import { cancellingRefunds } from '@/domain/order/refund';
import { changeOrderStatus } from '@/stores/admin/dashboard/orders';
import { CancelRefundDialog } from './cancel-refund-dialog';
import { SelectField } from './select-field';

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }));

type ShownOrder = Pick<AdminOrderView, 'id' | 'orderNumber' | 'status' | 'total' | 'paymentIntentId' | 'refundedAt'>;

/**
 * The per-order status dropdown: any status may be chosen from any other (docs/behaviour/rules.md#order-statuses).
 * The choice shows at once while it is saved; a failure puts the saved status back. Cancelling a
 * paid order refunds it, so that choice asks first (CancelRefundDialog) and the select keeps the
 * saved status until the refund is done.
 */
export function OrderStatusSelect({ order }: { order: ShownOrder }) {
  const [pending, setPending] = useState<OrderStatus | null>(null);
  const [confirming, setConfirming] = useState(false);
  const field = useRef<HTMLDivElement>(null);
  const saved: OrderStatus = isOrderStatus(order.status) ? order.status : 'pending';

  const change = async (value: string) => {
    if (pending !== null || !isOrderStatus(value) || value === order.status) return;
    if (value === 'cancelled' && cancellingRefunds(order)) {
      setConfirming(true);
      return;
    }
    setPending(value);
    await changeOrderStatus(order, value);
    setPending(null);
  };

  return (
    <div ref={field}>
      <SelectField
        label={
          <>
            Change status<span className="sr-only"> of order {order.orderNumber}</span>
          </>
        }
        value={pending ?? saved}
        options={STATUS_OPTIONS}
        onValueChange={(value) => void change(value)}
        busy={pending !== null}
        aside={
          <span role="status" className="text-sm text-muted">
            {pending !== null ? 'Saving...' : ''}
          </span>
        }
      />
      <CancelRefundDialog
        order={order}
        open={confirming}
        onOpenChange={setConfirming}
        onCloseFocus={() => field.current?.querySelector<HTMLElement>('[role="combobox"]')?.focus()}
      />
    </div>
  );
}
