import { Button } from '@/components/ui/button';

/**
 * A kitchen limit refused the order (a full window, too many pieces, the lead time, a dish's pieces
 * for the day), in the checkout's words. The owner decides: 'Take it anyway' sends the same order
 * again, confirmed; or she changes it, which takes this away.
 */
export function OverLimitAlert({ message, busy, onTake }: { message: string; busy: boolean; onTake: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p className="font-medium">{message}</p>
      <Button type="button" variant="secondary" size="md" className="self-start" disabled={busy} onClick={onTake}>
        Take it anyway
      </Button>
    </div>
  );
}
