import { Switch } from 'radix-ui';

/**
 * An on/off switch (Radix's, a `switch` role with its label's name), large enough for a thumb; its
 * label and hint are the caller's, linked by `id` and `describedBy`.
 */
export function ToggleSwitch({
  id,
  checked,
  onCheckedChange,
  describedBy,
  busy = false,
}: {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  describedBy: string;
  busy?: boolean;
}) {
  return (
    <Switch.Root
      id={id}
      checked={checked}
      onCheckedChange={onCheckedChange}
      aria-describedby={describedBy}
      aria-busy={busy || undefined}
      className="relative inline-flex h-9 w-16 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-stone-500 transition-colors aria-busy:cursor-progress data-[state=checked]:bg-kenya-green"
    >
      <Switch.Thumb className="pointer-events-none block size-7 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-7 motion-reduce:transition-none" />
    </Switch.Root>
  );
}
