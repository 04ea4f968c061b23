import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import type { InsightsSection as Section } from '@/domain/insights/insights-csv';
import type { InsightsRange } from '@/domain/insights/insights-range';
import { insightsCsvUrl } from '@/stores/admin/insights/insights';

/**
 * A section's figures as a CSV file for the range shown: a plain link the browser downloads. Its
 * name says which figures ('Download CSV of dishes'), for a screen reader listing the page's links.
 */
export function CsvLink({ range, section, what }: { range: InsightsRange; section: Section; what: string }) {
  return (
    <a
      href={insightsCsvUrl(range, section)}
      download
      aria-label={`Download CSV of ${what}`}
      className={`${buttonVariants({ variant: 'secondary', size: 'md' })} shrink-0`}
    >
      Download CSV
    </a>
  );
}

/** One section of the insights: a white card headed by its title, what it shows, and its CSV. */
export function InsightsSection({
  id,
  title,
  lead,
  csv,
  wide = false,
  children,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  csv?: ReactNode;
  /** Across both columns on a wide screen (the charts over time, the busy hours). */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`flex min-w-0 flex-col gap-4 rounded-2xl border border-brand-200 bg-white p-4 shadow-sm sm:p-6 ${wide ? 'lg:col-span-2' : ''}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={id} className="text-xl font-bold text-brand-900">
            {title}
          </h2>
          {lead && <p className="mt-0.5 text-sm text-muted">{lead}</p>}
        </div>
        {csv}
      </div>
      {children}
    </section>
  );
}
