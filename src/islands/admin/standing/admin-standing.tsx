import { useStore } from '@nanostores/react';
import { AdminGate } from '@/components/admin/admin-gate';
import { AdminPage, AdminPageFailed, AdminPageLoading } from '@/components/admin/admin-page';
import {
  $standingOrders,
  reloadStandingOrders,
  type StandingOrdersList,
} from '@/stores/admin/standing/standing-orders';
import { StandingCard } from './standing-card';
import { StandingForecast } from './standing-forecast';
import { StandingSettingsForm } from './standing-settings-form';
import { GROUP_HEADINGS, groupStandingOrders } from './standing-words';

const WORDS = {
  title: 'Standing orders',
  lead: 'Customers whose order is placed for them every drop (or week) and charged to their saved card. Those whose payment failed come first.',
};
export const NO_STANDING_ORDERS =
  'No standing orders yet. Signed-in customers set one up from their account, and it shows here.';

const loading = <AdminPageLoading {...WORDS} loading="Loading the standing orders" />;

/** The counts and groups: each group's heading says how many. */
function Groups({ list }: { list: StandingOrdersList }) {
  if (list.standingOrders.length === 0)
    return <p className="rounded-xl bg-white p-6 text-center text-muted">{NO_STANDING_ORDERS}</p>;
  return groupStandingOrders(list.standingOrders).map(({ group, orders }) => (
    <section key={group} aria-labelledby={`standing-${group}-heading`} className="flex flex-col gap-3">
      <h2 id={`standing-${group}-heading`} className="text-xl font-bold text-brand-900">
        {GROUP_HEADINGS[group]} <span className="text-base font-normal text-muted">({orders.length})</span>
      </h2>
      <ul className="flex flex-col gap-3" aria-labelledby={`standing-${group}-heading`}>
        {orders.map((order) => (
          <StandingCard key={order.id} order={order} />
        ))}
      </ul>
    </section>
  ));
}

function StandingPage() {
  const { data, error } = useStore($standingOrders);
  if (!data && error) {
    return <AdminPageFailed {...WORDS} failed="We couldn't load the standing orders." onRetry={reloadStandingOrders} />;
  }
  if (!data) return loading;
  return (
    <AdminPage {...WORDS}>
      <Groups list={data} />
      <StandingForecast list={data} />
      <StandingSettingsForm list={data} />
    </AdminPage>
  );
}

/** /admin/standing: the owner's standing orders, behind the admin doorway. */
export default function AdminStanding() {
  return (
    <AdminGate loading={loading} signedOutMessage="Please sign in as the administrator to see standing orders.">
      <StandingPage />
    </AdminGate>
  );
}
