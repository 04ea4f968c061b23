import { enhanceAccountArea } from './account-area';
import { enhanceCartLink } from './cart-link';

// The header's plain-script island (see SiteHeader.astro): its markup already works as links.
const root = document.querySelector<HTMLElement>('[data-header-actions]');
const cartLink = root?.querySelector<HTMLAnchorElement>('[data-cart-link]');
const signIn = root?.querySelector<HTMLElement>('[data-sign-in]');
const pending = root?.querySelector<HTMLElement>('[data-account-pending]');
const account = root?.querySelector<HTMLElement>('[data-account]');

if (root && cartLink) enhanceCartLink(cartLink, root.hasAttribute('data-cart-sheet'));
if (signIn && pending && account) enhanceAccountArea({ signIn, pending, account });
