import { useEffect, useState } from 'react';
import { FormField } from '@/components/forms/form-field';
import { buttonVariants } from '@/components/ui/button-variants';
import { ChoiceChip } from '@/components/ui/choice-chip';
import { EXPORT_VIEWS, type ExportView, MAX_EXPORT_DAYS, rangeProblem } from '@/domain/kitchen/kitchen-query';
import { isShopDate } from '@/domain/fulfilment/schedule';
import { EXPORT_URL } from '@/stores/admin/kitchen/kitchen';

/** The two exports as the owner chooses between them, and what each file holds. */
const VIEWS: Record<ExportView, { label: string; holds: string }> = {
  orders: { label: 'Orders', holds: 'one row per item of every order' },
  pieces: {
    label: 'Pieces per window',
    holds: "each dish's pieces in each window, beside its daily limit and the window's",
  },
};

/**
 * 'Export CSV': a plain GET form to /api/orders/export, so the browser downloads the file itself
 * (the session cookie goes with it) and the form needs no script to work. It writes the orders, or
 * the pieces per window against the kitchen's limits (`view`, real radio buttons). With the island
 * running, a range the server would refuse is named beside the fields instead of opening a JSON
 * answer. Both dates start as the day shown and follow it.
 */
export function ExportCsvForm({ date }: { date: string }) {
  const [from, setFrom] = useState(date);
  const [to, setTo] = useState(date);
  const [view, setView] = useState<ExportView>('orders');
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
      <p id="export-csv-holds" className="mt-1 text-sm text-muted">
        What was booked from one day to another (up to {MAX_EXPORT_DAYS} days), for a spreadsheet: {VIEWS[view].holds}.
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
        <fieldset aria-describedby="export-csv-holds" className="min-w-0 sm:col-span-3">
          <legend className="mb-1 text-sm font-semibold text-ink">What to export</legend>
          <div className="grid grid-cols-2 gap-2 sm:max-w-md">
            {EXPORT_VIEWS.map((choice) => (
              <ChoiceChip
                key={choice}
                name="view"
                value={choice}
                checked={view === choice}
                onChoose={() => setView(choice)}
              >
                {VIEWS[choice].label}
              </ChoiceChip>
            ))}
          </div>
        </fieldset>
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
