import { useStore } from '@nanostores/react';
import { AdminGate } from '@/components/admin/admin-gate';
import { AdminPage, AdminPageFailed, AdminPageLoading } from '@/components/admin/admin-page';
import { $businessSettings, $drops, $pickupSpots, reloadDrops, reloadPickupSpots } from '@/stores/admin/drops/drops';
import { DropsSection } from './drops-section';
import { OrderingModeChoice } from './ordering-mode';

const WORDS = {
  title: 'Drops',
  lead: 'Open ordering for a batch at a set time, close it at another, and tell the notify list.',
};

const loading = <AdminPageLoading {...WORDS} loading="Loading the drops" />;

function Drops() {
  const { data: drops, error } = useStore($drops);
  const { data: settings, error: settingsError } = useStore($businessSettings);
  const { data: spots, error: spotsError } = useStore($pickupSpots);
  if ((!drops && error) || (!settings && settingsError) || (!spots && spotsError)) {
    const retry = () => {
      reloadDrops();
      reloadPickupSpots();
    };
    return <AdminPageFailed {...WORDS} failed="We couldn't load the drops." onRetry={retry} />;
  }
  if (!drops || !settings || !spots) return loading;
  return (
    <AdminPage {...WORDS}>
      <OrderingModeChoice saved={settings.orderingMode} />
      <DropsSection drops={drops} spots={spots} />
    </AdminPage>
  );
}

/** /admin/drops: how customers order, and the owner's drops, behind the admin doorway. */
export default function AdminDrops() {
  return (
    <AdminGate loading={loading} signedOutMessage="Please sign in as the administrator to manage drops.">
      <Drops />
    </AdminGate>
  );
}
