/*
 * Who the kitchen is to a search engine or a link preview (issue 36): its name, what it does, where
 * it is, and the picture a shared link shows. The page heads (src/layouts/BaseLayout.astro) and the home page's
 * structured data (restaurant-json-ld.ts) read them from here.
 */

export const SHOP_NAME = 'Kenyan Bites';

/** The home page's description, and any page's that names none of its own. */
export const SITE_DESCRIPTION =
  'Order fresh, handmade Kenyan samosas and chapatis for pickup or delivery in Overland Park and the Kansas City metro. Pay securely by card.';

/** Where the kitchen is, as schema.org's `PostalAddress` names it (no street: it is a home kitchen). */
export const SHOP_LOCALITY = {
  addressLocality: 'Overland Park',
  addressRegion: 'KS',
  addressCountry: 'US',
} as const;

/** A page's picture for link previews: a root-relative path, made absolute with the site's address. */
export interface ShareImage {
  path: string;
  width: number;
  height: number;
  alt: string;
}

/** The food, 1200 x 630 (scripts/og-image.mjs draws it from the menu's pictures): every page's default. */
export const HOME_SHARE_IMAGE: ShareImage = {
  path: '/images/og-home.png',
  width: 1200,
  height: 630,
  alt: 'Kenyan Bites: beef samosas, chapatis, pilau and mandazi, made fresh in Overland Park, KS',
};
