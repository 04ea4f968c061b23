import type { ReactNode } from 'react';

interface ChoiceChipProps {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChoose: () => void;
  children: ReactNode;
}

/**
 * One option of a radio group drawn as a tappable chip (44 px tall): a real radio input, hidden
 * but focusable, so arrow keys, screen readers and forms treat the group as the radio group it is.
 */
export function ChoiceChip({ name, value, checked, disabled = false, onChoose, children }: ChoiceChipProps) {
  return (
    <label
      className={`flex min-h-11 items-center justify-center rounded-lg border-2 px-1 text-center text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 ${
        disabled
          ? 'cursor-not-allowed border-dashed border-brand-200 bg-brand-50 text-muted'
          : checked
            ? 'cursor-pointer border-brand-700 bg-brand-700 text-white'
            : 'cursor-pointer border-brand-200 bg-white text-ink hover:border-brand-500'
      }`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
        className="sr-only"
      />
      {children}
    </label>
  );
}
