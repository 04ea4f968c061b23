/*
 * The owner's Markdown (a catering quote's cancellation terms, issue 48) as HTML for the customer's
 * page. micromark writes no HTML of its own from the text (raw HTML is shown as text, and links to
 * javascript: and other unsafe protocols lose their href), so what the owner types cannot script
 * the page.
 */
import { micromark } from 'micromark';

export const markdownHtml = (markdown: string): string => micromark(markdown);
