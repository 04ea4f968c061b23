import { useStore } from '@nanostores/react';
import { isOrderStatus, ORDER_STATUSES, statusLabel } from '@/domain/order-status';
import { $statusFilter, setStatusFilter } from '@/stores/admin/dashboard/orders';
import { SelectField } from './select-field';

const FILTER_OPTIONS = [
  { value: 'all', label: 'All Orders' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
];

/** All Orders or one status; the list asks the server for that status only. */
export function StatusFilter() {
  const filter = useStore($statusFilter);
  return (
    <SelectField
      label="Show"
      value={filter}
      options={FILTER_OPTIONS}
      onValueChange={(value) => setStatusFilter(isOrderStatus(value) ? value : 'all')}
    />
  );
}
