import { useStore } from '@nanostores/react';
import { AdminGate } from '@/components/admin/admin-gate';
import { AdminPage, AdminPageFailed, AdminPageLoading } from '@/components/admin/admin-page';
import { textLinkClass } from '@/components/ui/text-link-class';
import { $orderDishes, reloadOrderDishes } from '@/stores/admin/new-order/new-order';
import { sellableDishes } from '@/components/admin/dish-words';
import { NewOrderForm } from './new-order-form';

const WORDS = {
  title: 'New Order',
  lead: 'An order taken by phone, by text or at the door, priced and booked as the storefront does.',
};

const loading = <AdminPageLoading {...WORDS} loading="Loading the dishes" />;

function NewOrder() {
  const { data, error } = useStore($orderDishes);
  if (!data && error) {
    return <AdminPageFailed {...WORDS} failed="We couldn't load the dishes." onRetry={reloadOrderDishes} />;
  }
  if (!data) return loading;
  const dishes = sellableDishes(data);
  return (
    <AdminPage {...WORDS}>
      {dishes.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-center text-muted">
          No dishes to sell: every one is archived.{' '}
          <a href="/admin/menu" className={textLinkClass}>
            Edit the Menu
          </a>
        </p>
      ) : (
        <NewOrderForm dishes={dishes} />
      )}
    </AdminPage>
  );
}

/** /admin/orders/new: the owner enters an order taken by phone, text or at the door, behind the admin doorway. */
export default function NewOrderPage() {
  return (
    <AdminGate loading={loading} signedOutMessage="Please sign in as the administrator to enter an order.">
      <NewOrder />
    </AdminGate>
  );
}
