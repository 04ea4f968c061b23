/** The confirmation's white cards; printed, they are plain sections of the receipt. */
export const CARD_CLASS =
  'rounded-2xl border border-brand-200 bg-white p-5 sm:p-6 print:rounded-none print:border-0 print:p-0';
