// window.dataLayer is declared in ./analytics.ts, which pushes the storefront's events to it.

/**
 * Query parameters never sent to Google: the token of a reset, verification or tracking link, and
 * the payment parameters the provider returns to /checkout with (its id, its client secret, which
 * can confirm the payment, and its outcome).
 */
const SECRET_PARAMS = ['token', 'payment_intent', 'payment_intent_client_secret', 'redirect_status'];

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
