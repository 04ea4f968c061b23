import { useState } from 'react';
import { isOrderStatus, ORDER_STATUSES, statusLabel, type OrderStatus } from '@/domain/order-status';
import type { OrderView } from '@/domain/api-shapes';
import { changeOrderStatus } from '@/stores/admin-orders';
import { SelectField } from './select-field';

const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }));

/**
 * The per-order status dropdown: any status may be chosen from any other (docs/behaviour/rules.md#order-statuses).
 * The choice shows at once while it is saved; a failure puts the saved status back.
 */
export function OrderStatusSelect({ order }: { order: Pick<OrderView, 'id' | 'orderNumber' | 'status'> }) {
  const [pending, setPending] = useState<OrderStatus | null>(null);
  const saved: OrderStatus = isOrderStatus(order.status) ? order.status : 'pending';

  const change = async (value: string) => {
    if (pending !== null || !isOrderStatus(value) || value === order.status) return;
    setPending(value);
    await changeOrderStatus(order, value);
    setPending(null);
  };

  return (
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
  );
}
