import type { InsightsView } from '@/stores/admin/insights/insights';
import { centsOf, counted, usd } from './insights-format';

/**
 * The range's gift cards (issue 47), apart from the sales above them: a card is a way to pay, so
 * an order counts at its full price whatever paid it (docs/behaviour/rules.md#insights).
 */
export function GiftCardFigures({ totals }: { totals: InsightsView['totals'] }) {
  const figures = [
    {
      name: 'Gift cards sold',
      value: `${usd(centsOf(totals.giftCardsSold))} (${counted(totals.giftCardsSoldCount, 'card', 'cards')})`,
    },
    {
      name: 'Store credit given',
      value: `${usd(centsOf(totals.storeCreditIssued))} (${counted(totals.storeCreditIssuedCount, 'card', 'cards')})`,
    },
    { name: 'Spent on orders', value: usd(centsOf(totals.giftCardsSpent)) },
  ];
  return (
    <section
      aria-labelledby="insights-gift-cards-heading"
      className="flex flex-col gap-3 border-t border-brand-100 pt-4"
    >
      <div className="min-w-0">
        <h3 id="insights-gift-cards-heading" className="text-lg font-bold text-brand-900">
          Gift cards
        </h3>
        <p className="mt-0.5 text-sm text-muted">
          Not part of sales: the orders count at their full price, whatever paid them. Spent is what cards paid of the
          range's orders, less what went back to the cards.
        </p>
      </div>
      <dl className="flex flex-col gap-2">
        {figures.map((figure) => (
          <div key={figure.name} className="flex flex-wrap justify-between gap-x-3 text-ink">
            <dt>{figure.name}</dt>
            <dd className="font-bold tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
