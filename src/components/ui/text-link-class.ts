/** A link inside text: bold, underlined, the brand's colour. */
export const textLinkClass = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';
