import { ChoiceChip } from '@/components/ui/choice-chip';
import { windowTimes } from '@/domain/fulfilment/window-label';

type Window = { start: string; end: string };
type OfferedWindow = Window & { available: boolean };

const sameStart = (a: Window | null, b: Window) =>
  a !== null && new Date(a.start).getTime() === new Date(b.start).getTime();

/**
 * A day's windows as chips for the owner's order screens (a new order, a change): every one of
 * them, a full one saying so but still choosable, since she may take what the kitchen's limits
 * would refuse (the server then asks her to confirm). `own`: the order's own window, never called
 * full, its place being its own.
 */
export function WindowChips({
  windows,
  chosen,
  own = null,
  label,
  invalid,
  busy,
  onChoose,
}: {
  windows: readonly OfferedWindow[];
  chosen: Window | null;
  own?: Window | null;
  /** The group's name, as a screen reader says it ('Pickup time on Sat, Nov 28'). */
  label: { labelledBy: string } | { name: string };
  invalid: boolean;
  busy: boolean;
  onChoose: (window: Window) => void;
}) {
  return (
    <div
      role="radiogroup"
      {...('labelledBy' in label ? { 'aria-labelledby': label.labelledBy } : { 'aria-label': label.name })}
      aria-invalid={invalid || undefined}
      aria-busy={busy || undefined}
      className="grid grid-cols-2 gap-2 sm:grid-cols-4"
    >
      {windows.map((window) => (
        <ChoiceChip
          key={window.start}
          name="fulfilmentWindow"
          value={window.start}
          checked={sameStart(chosen, window)}
          onChoose={() => onChoose({ start: window.start, end: window.end })}
        >
          {windowTimes(new Date(window.start), new Date(window.end))}
          {!window.available && !sameStart(own, window) && ' (full)'}
        </ChoiceChip>
      ))}
    </div>
  );
}
