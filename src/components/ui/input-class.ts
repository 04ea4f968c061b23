/** The look of every text input and textarea: 44 px tall at least, a visible focus outline. */
export const inputClass =
  'block min-h-11 w-full min-w-0 rounded-lg border border-stone-500 bg-white px-3 text-base text-ink placeholder:text-stone-500 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700';
