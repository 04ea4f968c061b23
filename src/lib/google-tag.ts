// window.dataLayer is declared in ./analytics.ts, which pushes the storefront's events to it.

/** Query parameters that grant access (reset, verification and tracking links): never sent to Google. */
const SECRET_PARAMS = ['token'];

/** The page's address as analytics may see it: with the secret parameters removed. */
export function shareablePageLocation(href: string): string {
  const url = new URL(href);
  for (const name of SECRET_PARAMS) url.searchParams.delete(name);
  return url.toString();
}

/** Google's documented gtag() set-up: commands queue in window.dataLayer until the tag has loaded. */
export function startGoogleTag(measurementId: string | undefined): void {
  if (!measurementId) return;
  window.dataLayer ??= [];
  // gtag.js reads Arguments objects from the queue, not arrays, so this must stay a function's `arguments`.
  function gtag(..._args: unknown[]): void {
    // biome-ignore lint/complexity/noArguments: gtag.js needs the Arguments object itself.
    window.dataLayer?.push(arguments);
  }
  gtag('js', new Date());
  gtag('config', measurementId, { page_location: shareablePageLocation(window.location.href) });
}
