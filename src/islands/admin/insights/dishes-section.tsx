import type { InsightsRange } from '@/domain/insights/insights-range';
import type { InsightsView } from '@/stores/admin/insights/insights';
import { BarList } from './bar-list';
import { FigureTable } from './figure-table';
import { centsOf, count, counted, rangeWords, usd } from './insights-format';
import { CsvLink, InsightsSection } from './insights-section';

/**
 * Dishes: the gross sales (at their prices, before discounts, which are the orders') and pieces of
 * each, largest first, as bars and as a table; together they make the range's gross sales.
 */
export function DishesSection({ view, range }: { view: InsightsView; range: InsightsRange }) {
  const dishes = view.dishes
    .map((dish) => ({ ...dish, cents: centsOf(dish.grossSales) }))
    .sort((a, b) => b.cents - a.cents || b.pieces - a.pieces || a.name.localeCompare(b.name));
  const key = (dish: (typeof dishes)[number]) => `${dish.productId ?? 'gone'}|${dish.name}`;
  return (
    <InsightsSection
      id="insights-dishes-heading"
      title="Dishes"
      lead="Gross sales and pieces of each dish, largest gross sales first."
      csv={<CsvLink range={range} section="dishes" what="dishes" />}
    >
      {dishes.length === 0 ? (
        <p className="text-muted">No dishes sold in this range.</p>
      ) : (
        <>
          <BarList
            label="Gross sales and pieces per dish, as bars. The table below has the figures."
            series={[
              { look: 'money', label: 'Gross sales' },
              { look: 'count', label: 'Pieces' },
            ]}
            rows={dishes.map((dish) => ({
              key: key(dish),
              label: dish.name,
              figures: [
                { value: dish.cents, text: usd(dish.cents) },
                { value: dish.pieces, text: counted(dish.pieces, 'piece', 'pieces') },
              ],
            }))}
          />
          <FigureTable
            caption={`Pieces and gross sales per dish, ${rangeWords(range)}`}
            columns={['Dish', 'Pieces', 'Gross sales']}
            rows={dishes.map((dish) => ({
              key: key(dish),
              name: dish.name,
              cells: [count(dish.pieces), usd(dish.cents)],
            }))}
          />
        </>
      )}
    </InsightsSection>
  );
}
