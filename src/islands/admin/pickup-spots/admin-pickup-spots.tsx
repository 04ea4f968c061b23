import { useStore } from '@nanostores/react';
import { AdminGate } from '@/components/admin/admin-gate';
import { AdminPage, AdminPageFailed, AdminPageLoading } from '@/components/admin/admin-page';
import { $pickupSpots, reloadPickupSpots } from '@/stores/admin/pickup-spots/pickup-spots';
import { SpotsSection } from './spots-section';

const WORDS = {
  title: 'Pickup spots',
  lead: 'Where customers collect their food: the home kitchen and the spots you hand over at. Each drop sells at the spots you tick in it.',
};

const loading = <AdminPageLoading {...WORDS} loading="Loading the pickup spots" />;

function PickupSpots() {
  const { data, error } = useStore($pickupSpots);
  if (!data && error) {
    return <AdminPageFailed {...WORDS} failed="We couldn't load the pickup spots." onRetry={reloadPickupSpots} />;
  }
  if (!data) return loading;
  return (
    <AdminPage {...WORDS}>
      <SpotsSection spots={data} />
    </AdminPage>
  );
}

/** /admin/pickup-spots: the owner's pickup spots, behind the admin doorway. */
export default function AdminPickupSpots() {
  return (
    <AdminGate loading={loading} signedOutMessage="Please sign in as the administrator to manage pickup spots.">
      <PickupSpots />
    </AdminGate>
  );
}
