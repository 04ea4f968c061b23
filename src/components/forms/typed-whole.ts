/**
 * A whole number as typed into a form's text field, or what was typed when it is not one: the
 * form's schema then refuses it in its own words ('Choose 0 to 60 minutes a stop').
 */
export const typedWhole = (text: string): number | string => (/^\s*\d{1,9}\s*$/.test(text) ? Number(text) : text);
