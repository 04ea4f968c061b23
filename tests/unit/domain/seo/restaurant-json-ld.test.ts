import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULE, type FulfilmentSchedule } from '@/domain/fulfilment/schedule';
import { jsonLdText, restaurantJsonLd } from '@/domain/seo/restaurant-json-ld';
import { menuProductAnswer } from '../../../fixtures/api-answers';
import { BEEF_SAMOSA, MANDAZI, PILAU } from '../../../fixtures/seeded-menu';

/*
 * The home page's schema.org Restaurant (issue 36): the kitchen, its hours as the owner set them and
 * its menu as GET /api/products answers it.
 */

const site = new URL('https://kenyanbites.example');
const menu = [menuProductAnswer(BEEF_SAMOSA), menuProductAnswer(MANDAZI), menuProductAnswer(PILAU, { soldOut: true })];

describe("the home page's Restaurant", () => {
  it('names the kitchen, where it is, what it serves and its picture, at absolute addresses', () => {
    expect(restaurantJsonLd({ menu, hours: DEFAULT_SCHEDULE.hours, site })).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Kenyan Bites',
      url: 'https://kenyanbites.example/',
      image: 'https://kenyanbites.example/images/og-home.png',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Overland Park',
        addressRegion: 'KS',
        addressCountry: 'US',
      },
      servesCuisine: 'Kenyan',
      priceRange: '$',
    });
  });

  it('gives one opening-hours specification per range, Monday first: two on a split day, none on a closed one', () => {
    const hours: FulfilmentSchedule['hours'] = {
      ...DEFAULT_SCHEDULE.hours,
      0: [],
      1: [
        { start: '10:00', end: '13:30' },
        { start: '16:00', end: '20:00' },
      ],
    };
    const specifications = restaurantJsonLd({ menu, hours, site })['openingHoursSpecification'];
    const day = (name: string) => `https://schema.org/${name}`;
    expect(specifications).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: day('Monday'), opens: '10:00', closes: '13:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: day('Monday'), opens: '16:00', closes: '20:00' },
      ...['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((name) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: day(name),
        opens: '11:00',
        closes: '19:00',
      })),
    ]);
  });

  it("lists each dish at the API's price in dollars, a sold-out one as out of stock", () => {
    expect(restaurantJsonLd({ menu, hours: null, site })['hasMenu']).toEqual({
      '@type': 'Menu',
      name: 'Our Menu',
      hasMenuItem: [
        ['Beef Samosa', '2.00', 'InStock'],
        ['Mandazi (6 pieces)', '8.00', 'InStock'],
        ['Beef Pilau Tray', '24.00', 'OutOfStock'],
      ].map(([name, price, availability]) => ({
        '@type': 'MenuItem',
        name,
        description: `${name}, made to order`,
        image: 'https://kenyanbites.example/images/products/placeholder.svg',
        offers: {
          '@type': 'Offer',
          price,
          priceCurrency: 'USD',
          availability: `https://schema.org/${availability}`,
        },
      })),
    });
  });

  it('leaves out what could not be read rather than claiming a closed kitchen or an empty menu', () => {
    const restaurant = restaurantJsonLd({ menu: null, hours: null, site });
    expect(restaurant).not.toHaveProperty('hasMenu');
    expect(restaurant).not.toHaveProperty('openingHoursSpecification');
    expect(restaurant['name']).toBe('Kenyan Bites');
  });
});

describe("the script element's text", () => {
  it('is the same JSON with every < escaped, so no dish can close the element or open a comment', () => {
    const sly = [menuProductAnswer({ ...BEEF_SAMOSA, name: '</script><script>alert(1)</script> <!-- Samosa' })];
    const text = jsonLdText(restaurantJsonLd({ menu: sly, hours: null, site }));
    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script>');
    const read = JSON.parse(text) as { hasMenu: { hasMenuItem: { name: string }[] } };
    expect(read.hasMenu.hasMenuItem[0]?.name).toBe('</script><script>alert(1)</script> <!-- Samosa');
  });
});
