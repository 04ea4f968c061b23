import { Button } from '@/components/ui/button';

/**
 * A kitchen limit refused the owner's order or change (a full window, too many pieces, the lead
 * time, a dish's pieces for the day), in the checkout's words. She decides: `takeLabel` ('Take it
 * anyway') sends the same again, confirmed; or she changes it, which takes this away.
 */
export function OverLimitAlert({
  message,
  busy,
  takeLabel,
  onTake,
}: {
  message: string;
  busy: boolean;
  takeLabel: string;
  onTake: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <p className="font-medium">{message}</p>
      <Button type="button" variant="secondary" size="md" className="self-start" busy={busy} onClick={onTake}>
        {takeLabel}
      </Button>
    </div>
  );
}
