/** What of Astro's CSP API a page's frontmatter hands over (`Astro.csp`). */
interface PageCsp {
  insertScriptResource(resource: string): void;
  insertDirective(directive: string): void;
}

/**
 * Stripe's hosts, on the pages that take a card only (/checkout, /pay, /gift-cards, and those that
 * save one for a standing order: /account, /standing-orders/new, /standing-orders/manage), as
 * Stripe's CSP guide lists them for Stripe.js and the Payment Element: its script, its iframes
 * (card fields, 3-D Secure) and its API. Adding a script resource replaces Astro's default 'self', so it is named again.
 */
export function allowStripe(csp: PageCsp | undefined): void {
  csp?.insertScriptResource("'self'");
  csp?.insertScriptResource('https://js.stripe.com');
  csp?.insertScriptResource('https://*.js.stripe.com');
  csp?.insertDirective("frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com");
  csp?.insertDirective("connect-src 'self' https://api.stripe.com https://merchant-ui-api.stripe.com");
}
