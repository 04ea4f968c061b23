// window.dataLayer is declared in ./analytics.ts, which pushes the storefront's events to it.

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
  gtag('config', measurementId);
}
