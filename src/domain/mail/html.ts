/*
 * The few pieces of HTML the order e-mails are made of. Everything a customer typed or the menu
 * holds is escaped, so a name like "<b>Amina</b>" arrives as text, never as markup.
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

/** A paragraph of text. */
export const paragraph = (text: string): string => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;

/** A plain e-mail page: one column, system fonts, readable on a phone, no images or scripts. */
export const emailPage = (title: string, body: string[]): string =>
  [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#fffbf5;color:#1c1917;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;font-size:16px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto">',
    ...body,
    '</div></body></html>',
  ].join('\n');
