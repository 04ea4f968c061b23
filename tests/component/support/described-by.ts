/**
 * What a screen reader reads after a field's name: the texts its aria-describedby names (its hint,
 * its problem), joined as Playwright's toHaveAccessibleDescription reads them.
 */
export function descriptionOf(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent?.trim())
    .filter(Boolean)
    .join(' ');
}
