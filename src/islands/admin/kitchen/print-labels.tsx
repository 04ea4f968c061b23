import { useStore } from '@nanostores/react';
import type { KitchenDayView } from '@/domain/kitchen/kitchen-day';
import { type PackLabel, packLabels } from '@/domain/kitchen/labels';
import { $labelSize, $printJob } from '@/stores/admin/kitchen/kitchen';
import { labelSheetCss, sheetsOf } from './label-sheet';

/** The pack labels of the day, or of one of its orders (`orderId`). */
export function dayLabels(day: KitchenDayView, orderId: number | null = null): PackLabel[] {
  const orders = day.windows.flatMap((window) => window.orders);
  const chosen = orderId === null ? orders : orders.filter((order) => order.id === orderId);
  return packLabels(chosen, day.labels.dishes, day.labels.kitchen);
}

/**
 * One label: what is in the pack, whose it is (and the catering event it is for, the spot it goes
 * to), who made it and when, and how to keep it.
 */
function Label({ label }: { label: PackLabel }) {
  return (
    <article
      className="kb-label"
      aria-label={[label.dishName, label.count, label.orderNumber, label.catering, label.spot]
        .filter(Boolean)
        .join(', ')}
    >
      <p className="kb-label-head">
        <span>
          {label.dishName} × {label.count}
        </span>
        <span>
          {label.orderNumber} · {label.firstName}
        </span>
      </p>
      {/* One line for both, so a small label keeps its room: 'Catering CAT-3 · For Home kitchen'. */}
      {(label.catering || label.spot) && (
        <p className="kb-label-catering kb-label-clamp-1">{[label.catering, label.spot].filter(Boolean).join(' · ')}</p>
      )}
      {label.ingredients && <p className="kb-label-clamp-2">{label.ingredients}</p>}
      {label.contains && <p className="kb-label-contains kb-label-clamp-1">{label.contains}</p>}
      <p className="kb-label-clamp-2">
        {label.made}. {label.keepingNote}
      </p>
      <p className="kb-label-kitchen kb-label-clamp-1">
        {label.kitchenName}, {label.kitchenAddress}
        {label.licence && ` · ${label.licence}`}
      </p>
    </article>
  );
}

/**
 * The labels 'Print labels' prints: nothing on screen, and on paper (the screen's parts hidden by
 * the site's print rules) the labels at the chosen size. Drawn only while labels are the job, so
 * their @page size never reaches the tickets.
 */
export function PrintLabels({ day }: { day: KitchenDayView }) {
  const job = useStore($printJob);
  const size = useStore($labelSize);
  if (job.kind !== 'labels') return null;
  const labels = dayLabels(day, job.orderId);
  if (labels.length === 0) return null;
  return (
    <div className="kb-labels hidden print:block" data-testid="kitchen-labels" data-label-size={size}>
      <style>{labelSheetCss(size)}</style>
      {sheetsOf(labels, size).map((sheet, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sheets are cut from the labels afresh on every print
        <div key={index} className="kb-sheet">
          {sheet.map((label) => (
            <Label key={label.key} label={label} />
          ))}
        </div>
      ))}
    </div>
  );
}
