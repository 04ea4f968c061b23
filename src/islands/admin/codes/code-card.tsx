import { Button } from '@/components/ui/button';
import type { DiscountCode } from '@/stores/admin/codes/codes';
import { conditionWords, discountWords, usageWords } from './code-words';
import { DeleteCode } from './delete-code';

/** A code's Edit button, which the focus goes back to when its form closes. */
export const editCodeId = (code: Pick<DiscountCode, 'id'>) => `edit-code-${code.id}`;

/**
 * One code: its words as customers type them, what it takes off, its conditions, how much it has
 * been used, and Edit and Delete.
 */
export function CodeCard({ code, thisYear, onEdit }: { code: DiscountCode; thisYear: string; onEdit: () => void }) {
  const conditions = conditionWords(code, thisYear);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-1">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h3 className="font-mono text-lg font-bold break-all text-brand-900">{code.code}</h3>
          <p className="font-semibold text-ink">{discountWords(code)}</p>
        </div>
        <p className="text-sm text-ink">{conditions.length === 0 ? 'Any order, any day' : conditions.join(' · ')}</p>
        <p className="text-sm text-muted">{usageWords(code)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button id={editCodeId(code)} type="button" size="md" variant="secondary" onClick={onEdit}>
          Edit <span className="sr-only">{code.code}</span>
        </Button>
        <DeleteCode code={code} />
      </div>
    </li>
  );
}
