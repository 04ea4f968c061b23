/*
 * What search engines read about the kitchen (issue 36): the home page's schema.org `Restaurant`, as
 * JSON-LD, built from the menu as GET /api/products answers it and the owner's weekday hours, so the
 * names, prices and hours a search result shows are the ones the page and the API show.
 */
import type { MenuProduct } from '../menu';
import { WEEK_FROM_MONDAY, WEEKDAY_NAMES } from '../fulfilment/opening-hours';
import type { OpeningRange, Weekday } from '../fulfilment/schedule';
import { HOME_SHARE_IMAGE, SHOP_LOCALITY, SHOP_NAME, SITE_DESCRIPTION } from './identity';

export interface RestaurantFacts {
  /** The menu customers see (sold-out dishes included); null when it could not be read. */
  menu: readonly MenuProduct[] | null;
  /** Each weekday's opening ranges, none when closed; null when they could not be read. */
  hours: Readonly<Record<Weekday, readonly OpeningRange[]>> | null;
  /** The site's address (astro.config.mjs's `site`). */
  site: URL;
}

const SCHEMA = 'https://schema.org';

/** The `Restaurant`; what could not be read (the menu, the hours) is left out rather than guessed. */
export function restaurantJsonLd({ menu, hours, site }: RestaurantFacts): Record<string, unknown> {
  return {
    '@context': SCHEMA,
    '@type': 'Restaurant',
    name: SHOP_NAME,
    description: SITE_DESCRIPTION,
    url: new URL('/', site).href,
    image: new URL(HOME_SHARE_IMAGE.path, site).href,
    address: { '@type': 'PostalAddress', ...SHOP_LOCALITY },
    servesCuisine: 'Kenyan',
    priceRange: '$',
    ...(hours ? { openingHoursSpecification: openingHoursSpecification(hours) } : {}),
    ...(menu
      ? { hasMenu: { '@type': 'Menu', name: 'Our Menu', hasMenuItem: menu.map((dish) => menuItem(dish, site)) } }
      : {}),
  };
}

/** One `OpeningHoursSpecification` per opening range, Monday first; a closed day has none. */
function openingHoursSpecification(hours: Readonly<Record<Weekday, readonly OpeningRange[]>>) {
  return WEEK_FROM_MONDAY.flatMap((weekday) =>
    hours[weekday].map((range) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `${SCHEMA}/${WEEKDAY_NAMES[weekday]}`,
      opens: range.start,
      closes: range.end,
    })),
  );
}

/** A dish at its list price (the API's 2-decimal string, in dollars). */
function menuItem(dish: MenuProduct, site: URL) {
  return {
    '@type': 'MenuItem',
    name: dish.name,
    description: dish.description,
    image: new URL(dish.image, site).href,
    offers: {
      '@type': 'Offer',
      price: dish.price,
      priceCurrency: 'USD',
      availability: `${SCHEMA}/${dish.soldOut ? 'OutOfStock' : 'InStock'}`,
    },
  };
}

/**
 * The text of a `<script type="application/ld+json">`: JSON with every `<` escaped (`\u003c`, the
 * same string to a JSON reader), so a dish's name or description can never close the element.
 */
export const jsonLdText = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
