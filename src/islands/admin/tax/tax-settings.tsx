import { useStore } from '@nanostores/react';
import { AdminGate } from '@/components/admin/admin-gate';
import { AdminPage, AdminPageFailed, AdminPageLoading } from '@/components/admin/admin-page';
import { $taxSettings, reloadTaxSettings } from '@/stores/admin/tax/tax';
import { CollectTaxSwitch } from './collect-tax-switch';
import { MonthlyReport } from './monthly-report';
import { PlacesSection } from './places-section';

const WORDS = {
  title: 'Sales Tax',
  lead: 'Whether orders show sales tax, and the rates of each place you deliver to.',
};

const loading = <AdminPageLoading {...WORDS} loading="Loading the sales tax settings" />;

/** The page's sections, each on its own: the switch, the places, the monthly report. */
function Settings() {
  const { data, error } = useStore($taxSettings);
  if (!data && error) {
    return <AdminPageFailed {...WORDS} failed="We couldn't load the sales tax settings." onRetry={reloadTaxSettings} />;
  }
  if (!data) return loading;
  return (
    <AdminPage {...WORDS}>
      <CollectTaxSwitch saved={data.collectsTax} />
      <PlacesSection places={data.places} />
      <MonthlyReport />
    </AdminPage>
  );
}

/** /admin/tax: the owner's sales tax, behind the admin doorway. */
export default function TaxSettings() {
  return (
    <AdminGate loading={loading} signedOutMessage="Please sign in as the administrator to set sales tax.">
      <Settings />
    </AdminGate>
  );
}
