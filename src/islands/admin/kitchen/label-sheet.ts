import type { LabelSize } from '@/stores/admin/kitchen/kitchen';

/*
 * The paper the labels print on, as the page's print rules (an @page size and a grid) and the
 * words the owner chooses it by. Only printed while labels are the job, so the tickets keep the
 * printer's own page.
 */

export const LABEL_SIZE_NAMES: Record<LabelSize, string> = {
  thermal: 'Thermal 2" × 1"',
  letter: 'Letter sheet of 30 (2⅝" × 1")',
};

/** Labels on one US Letter sheet: 3 across, 10 down (Avery 5160 and its like). */
export const LABELS_PER_SHEET = 30;

/**
 * The text of every label, whatever its paper: small type, each part clamped rather than spilling.
 * The labels start at the paper's corner, whatever the page's own margins and padding, so the first
 * label sits on the first label of the roll or sheet.
 */
const LABEL_TEXT = `
.kb-labels { position: absolute; top: 0; left: 0; margin: 0; padding: 0; }
.kb-label { box-sizing: border-box; overflow: hidden; padding: 0.05in 0.07in; color: #000; background: #fff;
  font-family: Arial, Helvetica, sans-serif; font-size: 5.5pt; line-height: 1.15; display: flex; flex-direction: column; gap: 0.01in; }
.kb-label p { margin: 0; overflow: hidden; }
.kb-label-head { display: flex; justify-content: space-between; gap: 0.05in; font-size: 7.5pt; font-weight: 700; white-space: nowrap; }
.kb-label-head span:first-child { overflow: hidden; text-overflow: ellipsis; }
.kb-label-clamp-1, .kb-label-clamp-2 { display: -webkit-box; -webkit-box-orient: vertical; }
.kb-label-clamp-1 { -webkit-line-clamp: 1; line-clamp: 1; }
.kb-label-clamp-2 { -webkit-line-clamp: 2; line-clamp: 2; }
.kb-label-contains { font-weight: 700; font-size: 6pt; }
.kb-label-catering { font-weight: 700; font-size: 6.5pt; }
.kb-label-kitchen { font-size: 5pt; margin-top: auto !important; }
`;

/**
 * Thermal: one 2" × 1" label a page, the roll's own size. Letter: Avery 5160's geometry, 0.5" top
 * margin, 0.1875" sides, labels 2.625" × 1" in 3 columns 0.125" apart and 10 rows, one sheet a page.
 */
const PAPER: Record<LabelSize, string> = {
  thermal: `
@page { size: 2in 1in; margin: 0; }
.kb-label { width: 2in; height: 1in; break-after: page; break-inside: avoid; }
.kb-label:last-child { break-after: auto; }
`,
  letter: `
@page { size: letter; margin: 0; }
.kb-sheet { box-sizing: border-box; width: 8.5in; height: 11in; padding: 0.5in 0.1875in 0;
  display: grid; grid-template-columns: repeat(3, 2.625in); grid-auto-rows: 1in; column-gap: 0.125in; row-gap: 0;
  align-content: start; break-after: page; break-inside: avoid; }
.kb-sheet:last-child { break-after: auto; }
.kb-label { width: 2.625in; height: 1in; }
`,
};

/** The print rules for labels of `size`. */
export const labelSheetCss = (size: LabelSize): string => LABEL_TEXT + PAPER[size];

/** Labels split into sheets of 30 (letter), or one run (thermal: the printer cuts each). */
export function sheetsOf<T>(labels: readonly T[], size: LabelSize): T[][] {
  if (size === 'thermal') return [labels.slice()];
  const sheets: T[][] = [];
  for (let start = 0; start < labels.length; start += LABELS_PER_SHEET) {
    sheets.push(labels.slice(start, start + LABELS_PER_SHEET));
  }
  return sheets;
}
