import { useEffect, useState } from 'react';
import { FormField } from '@/components/forms/form-field';
import { buttonVariants } from '@/components/ui/button-variants';
import { MAX_EXPORT_DAYS, rangeProblem } from '@/domain/kitchen/kitchen-query';
import { isShopDate } from '@/domain/fulfilment/schedule';
import { EXPORT_URL } from '@/stores/admin-kitchen';

/**
 * 'Export CSV': a plain GET form to /api/orders/export, so the browser downloads the file itself
 * (the session cookie goes with it) and the form needs no script to work. With the island running,
 * a range the server would refuse is named beside the fields instead of opening a JSON answer.
 * Both dates start as the day shown and follow it.
 */
export function ExportCsvForm({ date }: { date: string }) {
  const [from, setFrom] = useState(date);
  const [to, setTo] = useState(date);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    setFrom(date);
    setTo(date);
    setProblem(null);
  }, [date]);

  return (
    <section aria-labelledby="export-csv-heading" className="rounded-2xl border border-brand-200 bg-white p-4 sm:p-5">
      <h2 id="export-csv-heading" className="text-xl font-bold text-brand-900">
        Export CSV
      </h2>
      <p className="mt-1 text-sm text-muted">
        The orders booked from one day to another (up to {MAX_EXPORT_DAYS} days), one row per item, for a spreadsheet.
      </p>
      <form
        method="get"
        action={EXPORT_URL}
        className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
        onSubmit={(event) => {
          const found = isShopDate(from) && isShopDate(to) ? rangeProblem(from, to) : null;
          setProblem(found);
          if (found) event.preventDefault();
        }}
      >
        <FormField
          label="From"
          type="date"
          name="from"
          required
          value={from}
          onChange={(event) => setFrom(event.target.value)}
        />
        <FormField
          label="To"
          type="date"
          name="to"
          required
          value={to}
          error={problem ?? undefined}
          onChange={(event) => setTo(event.target.value)}
        />
        {/* A plain submit button, not the island's Button: it must work before (or without) hydration. */}
        <button type="submit" className={`${buttonVariants({ variant: 'primary', size: 'md' })} sm:mt-6`}>
          Download CSV
        </button>
      </form>
    </section>
  );
}
