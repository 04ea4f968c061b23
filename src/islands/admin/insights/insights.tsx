import { useStore } from '@nanostores/react';
import { LoadFailed } from '@/components/ui/load-failed';
import { AdminGate } from '@/components/admin/admin-gate';
import { AdminPage, AdminPageLoading } from '@/components/admin/admin-page';
import type { InsightsRange } from '@/domain/insights/insights-range';
import { $insights, $insightsRange, type InsightsView, reloadInsights } from '@/stores/admin/insights/insights';
import { GiftCardFigures } from './gift-card-figures';
import { BusyHoursSection } from './busy-hours-section';
import { CateringSection, hasCatering } from './catering-section';
import { CustomersSection } from './customers-section';
import { DishesSection } from './dishes-section';
import { HeadlineFigures } from './headline-figures';
import { rangeWords } from './insights-format';
import { MoneySection } from './money-section';
import { OrderTypesSection } from './order-types-section';
import { RangePicker } from './range-picker';
import { RatingsSection } from './ratings-section';
import { SalesSection } from './sales-section';
import { hasStanding, StandingSection } from './standing-section';

const WORDS = {
  title: 'Insights',
  lead: 'The business in figures for a range of dates, against the same number of days just before.',
};

const loading = <AdminPageLoading {...WORDS} loading="Loading the insights" />;

/** Skeletons in the sections' places while a range's figures load, and what loads for a screen reader. */
function LoadingFigures({ range }: { range: InsightsRange }) {
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">Loading the figures for {rangeWords(range)}</span>
      <div aria-hidden="true" className="grid gap-3 min-[22rem]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4">
        {Array.from({ length: 8 }, (_, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, all alike
            key={index}
            className="h-24 animate-pulse rounded-xl bg-brand-100 motion-reduce:animate-none"
          />
        ))}
      </div>
      <div aria-hidden="true" className="h-64 animate-pulse rounded-2xl bg-brand-100 motion-reduce:animate-none" />
    </div>
  );
}

/** The range's figures, section by section: one column on a phone, two on a wide screen. */
function Figures({ view, range }: { view: InsightsView; range: InsightsRange }) {
  if (view.totals.orders === 0) {
    // Cards sold or credit given before anything was ordered (a December of gift cards) still show,
    // as does a range of catering alone, and standing orders active now.
    const cards = view.totals.giftCardsSoldCount + view.totals.storeCreditIssuedCount > 0;
    return (
      <div className="flex flex-col gap-6">
        <div role="status" className="rounded-2xl border border-brand-200 bg-white p-6 text-center">
          <p className="text-lg font-bold text-brand-900">No orders in this range</p>
          <p className="mt-1 text-muted">
            Nothing was ordered from {rangeWords(range)}. Choose another range above to see its figures.
          </p>
        </div>
        {hasCatering(view.totals) && <CateringSection view={view} range={range} />}
        {hasStanding(view) && <StandingSection view={view} range={range} />}
        {cards && (
          <div className="rounded-2xl border border-brand-200 bg-white p-6">
            <GiftCardFigures totals={view.totals} />
          </div>
        )}
      </div>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <HeadlineFigures view={view} range={range} />
      <CateringSection view={view} range={range} />
      {hasStanding(view) && <StandingSection view={view} range={range} />}
      <SalesSection view={view} range={range} />
      <DishesSection view={view} range={range} />
      <OrderTypesSection view={view} range={range} />
      <CustomersSection view={view} range={range} />
      <MoneySection view={view} range={range} />
      <BusyHoursSection view={view} range={range} />
      <RatingsSection view={view} range={range} />
    </div>
  );
}

/** The figures of the range chosen: loading, failed with Try Again, none, or shown. */
function RangeFigures() {
  const range = useStore($insightsRange);
  const { data, error } = useStore($insights);
  if (!range) return null;
  // The figures of another range, still cached while this one loads, are never shown as this one's.
  const view = data && data.range.from === range.from && data.range.to === range.to ? data : null;
  if (!view && error) {
    return <LoadFailed onRetry={reloadInsights}>We couldn't load the figures for {rangeWords(range)}.</LoadFailed>;
  }
  if (!view) return <LoadingFigures range={range} />;
  return <Figures view={view} range={range} />;
}

/** /admin/insights: the business in figures, behind the admin doorway. */
export default function Insights() {
  return (
    <AdminGate loading={loading} signedOutMessage="Please sign in as the administrator to see the insights.">
      <AdminPage {...WORDS}>
        <RangePicker />
        <RangeFigures />
      </AdminPage>
    </AdminGate>
  );
}
