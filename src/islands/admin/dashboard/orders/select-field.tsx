import { useId, type ReactNode } from 'react';
import { Select } from 'radix-ui';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  /** The visible label; it names the control for assistive technology too. */
  label: ReactNode;
  value: string;
  options: readonly SelectOption[];
  onValueChange: (value: string) => void;
  /** Set while the chosen value is being saved. */
  busy?: boolean;
  /** Beside the label, e.g. a 'Saving...' status. */
  aside?: ReactNode;
}

/**
 * A labelled Radix Select, thumb-sized. A choice is made by a click, a tap or Enter in the open
 * list, never by arrowing past it on the closed control (as a native select does), so every
 * change is one the owner meant.
 */
export function SelectField({ label, value, options, onValueChange, busy = false, aside }: SelectFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {label}
        </label>
        {aside}
      </div>
      <Select.Root value={value} onValueChange={onValueChange}>
        <Select.Trigger
          id={id}
          aria-busy={busy || undefined}
          className="inline-flex min-h-12 w-full items-center justify-between gap-3 rounded-lg border border-stone-500 bg-white px-3 text-left text-base text-ink hover:bg-brand-50 aria-busy:cursor-progress sm:min-w-48"
        >
          <Select.Value />
          <Select.Icon aria-hidden="true" className="text-brand-800">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
              <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
            </svg>
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content
            position="popper"
            sideOffset={4}
            className="z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-lg border border-brand-200 bg-white shadow-lg"
          >
            <Select.Viewport className="p-1">
              {options.map((option) => (
                <Select.Item
                  key={option.value}
                  value={option.value}
                  className="flex min-h-11 cursor-pointer items-center justify-between gap-4 rounded-md px-3 text-base text-ink outline-none select-none data-[highlighted]:bg-brand-100 data-[highlighted]:text-brand-900 data-[state=checked]:font-semibold"
                >
                  <Select.ItemText>{option.label}</Select.ItemText>
                  <Select.ItemIndicator aria-hidden="true" className="text-brand-800">
                    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
                      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                    </svg>
                  </Select.ItemIndicator>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </div>
  );
}
