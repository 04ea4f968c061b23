import { useId, useRef, type KeyboardEvent } from 'react';
import { RATING_SCALE } from '@/domain/feedback-stats';
import { StarIcon, starsLabel } from './star-icon';

/**
 * The radio lies invisibly over its whole star, so a tap lands on the control itself (and tools that
 * click a radio by its role reach it), while the label draws the star and the focus ring.
 */
export const OVERLAY_INPUT = 'absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0';

const STARS = Array.from({ length: RATING_SCALE }, (_, index) => index + 1);

interface StarRatingInputProps {
  legend: string;
  /** 0 while no star is chosen. */
  value: number;
  onChange: (value: number) => void;
  /**
   * One-tap rating: a tap or click on a star sends it at once. A keyboard moves through the stars
   * with the arrow keys (which select as they go, so selecting cannot send) and Enter sends.
   */
  onSend?: (value: number) => void;
  size?: 'large' | 'small';
  /** Visually hides the legend where a heading above already says it. */
  legendHidden?: boolean;
  required?: boolean;
  /** An error shown under the stars and read with them. */
  error?: string | undefined;
}

/**
 * Stars as a native radio group: a fieldset named by its legend, one radio per star labelled
 * '1 star' ... '5 stars', so arrow keys, Space and screen readers work as for any radio group.
 * 'Required' is announced, not enforced by the browser: the form shows its 'Rating Required' toast instead.
 */
export function StarRatingInput({
  legend,
  value,
  onChange,
  onSend,
  size = 'small',
  legendHidden = false,
  required = false,
  error,
}: StarRatingInputProps) {
  const name = useId();
  const errorId = `${name}-error`;
  const legendId = `${name}-legend`;
  const viaPointer = useRef(false);
  const iconClass = size === 'large' ? 'size-10' : 'size-7';

  // A click also comes from the keyboard (arrows, Space); only one after a pointer press sends,
  // including a tap on the star that is already chosen (which changes nothing).
  const clicked = (star: number) => {
    if (onSend && viaPointer.current) onSend(star);
    viaPointer.current = false;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    viaPointer.current = false;
    if (onSend && event.key === 'Enter' && value > 0) {
      event.preventDefault();
      onSend(value);
    }
  };

  return (
    <fieldset
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: ARIA in HTML allows role=radiogroup on a fieldset: the native radios and legend stay, and the group is announced as one radio group
      role="radiogroup"
      aria-labelledby={legendId}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      onPointerDown={() => (viaPointer.current = true)}
      onKeyDown={onKeyDown}
    >
      <legend id={legendId} className={legendHidden ? 'sr-only' : 'mb-1 text-sm font-semibold text-ink'}>
        {legend}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-kenya-red">
            *
          </span>
        )}
      </legend>
      <div className="flex flex-wrap gap-1">
        {STARS.map((star) => (
          <label
            key={star}
            className="relative flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-lg hover:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-brand-700"
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              onClick={() => clicked(star)}
              className={OVERLAY_INPUT}
            />
            <span className="sr-only">{starsLabel(star)}</span>
            <StarIcon filled={star <= value} className={iconClass} />
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-kenya-red">
          {error}
        </p>
      )}
    </fieldset>
  );
}
