/**
 * Draws public/images/og-home.png, the picture a shared link to the site shows (Open Graph and
 * Twitter cards, and the home page's structured data): the shop's name and four dishes from the
 * menu's own pictures (public/images/products/*.svg), at the size src/domain/seo/identity.ts names
 * (1200 x 630).
 *
 * Run: `npx node scripts/og-image.mjs`, after changing a product picture, the name or the words
 * below; commit the PNG (the build only copies it). It uses sharp, which Astro already brings for its
 * image service (not a dependency of ours: if an Astro upgrade drops it, `npm install --no-save sharp`
 * for the run). The text is drawn with the machine's fonts (Liberation Sans or DejaVu Sans here).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { HOME_SHARE_IMAGE, SHOP_NAME } from '../src/domain/seo/identity.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { width: WIDTH, height: HEIGHT } = HOME_SHARE_IMAGE;
const OUT = join(ROOT, 'public', HOME_SHARE_IMAGE.path);

/** The dishes shown, two by two, from the menu's pictures (800 x 600 each). */
const DISHES = ['beef-samosa', 'chapati', 'beef-pilau', 'mandazi'];
const TILE = { width: 264, height: 198, gap: 18, radius: 22 };
const GRID_LEFT = WIDTH - 2 * TILE.width - TILE.gap - 36;
/** Below the flag's stripes (38 px), centred in what is left. */
const STRIPES = 38;
const GRID_TOP = STRIPES + (HEIGHT - STRIPES - 2 * TILE.height - TILE.gap) / 2;

// The site's colours (src/styles/global.css).
const BRAND_900 = '#7c2d12';
const KENYA_GREEN = '#006b3f';
const KENYA_RED = '#bb1b2b';
const INK = '#1c1917';
const MUTED = '#57534e';
const SURFACE = '#fffbf5';
const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The card without its pictures: background, words, and the frames the pictures sit in. */
const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${SURFACE}"/>
  <rect x="${GRID_LEFT - 24}" y="0" width="${WIDTH - GRID_LEFT + 24}" height="${HEIGHT}" fill="#fed7aa"/>
  <rect x="0" y="0" width="${WIDTH}" height="14" fill="#000"/>
  <rect x="0" y="14" width="${WIDTH}" height="10" fill="${KENYA_RED}"/>
  <rect x="0" y="24" width="${WIDTH}" height="${STRIPES - 24}" fill="${KENYA_GREEN}"/>
  <g font-family="${FONT}">
    <text x="60" y="165" font-size="20" font-weight="700" letter-spacing="1.5" fill="${KENYA_GREEN}">MADE FRESH IN OVERLAND PARK, KS</text>
    <text x="56" y="255" font-size="80" font-weight="800" fill="${BRAND_900}">${escapeXml(SHOP_NAME)}</text>
    <text x="60" y="335" font-size="34" font-weight="700" fill="${INK}">Authentic Kenyan samosas</text>
    <text x="60" y="379" font-size="34" font-weight="700" fill="${INK}">and chapatis, made to order</text>
    <text x="60" y="465" font-size="26" fill="${MUTED}">Pickup or delivery across</text>
    <text x="60" y="501" font-size="26" fill="${MUTED}">the Kansas City metro</text>
  </g>
  ${DISHES.map((_, index) => {
    const { x, y } = tilePosition(index);
    return `<rect x="${x - 6}" y="${y - 6}" width="${TILE.width + 12}" height="${TILE.height + 12}" rx="${TILE.radius + 6}" fill="#fff"/>`;
  }).join('\n  ')}
</svg>`;

function tilePosition(index) {
  return {
    x: GRID_LEFT + (index % 2) * (TILE.width + TILE.gap),
    y: GRID_TOP + Math.floor(index / 2) * (TILE.height + TILE.gap),
  };
}

const roundedMask = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE.width}" height="${TILE.height}"><rect width="${TILE.width}" height="${TILE.height}" rx="${TILE.radius}" fill="#fff"/></svg>`,
);

/** A dish's picture at the tile's size, its corners rounded. */
async function tile(dish) {
  const svg = readFileSync(join(ROOT, 'public/images/products', `${dish}.svg`));
  const picture = await sharp(svg, { density: 144 }).resize(TILE.width, TILE.height).png().toBuffer();
  return sharp(picture)
    .composite([{ input: roundedMask, blend: 'dest-in' }])
    .png()
    .toBuffer();
}

const tiles = await Promise.all(DISHES.map(tile));
const info = await sharp(Buffer.from(background))
  .composite(tiles.map((input, index) => ({ input, left: tilePosition(index).x, top: tilePosition(index).y })))
  .flatten({ background: SURFACE })
  .png({ compressionLevel: 9 })
  .toFile(OUT);

if (info.width !== WIDTH || info.height !== HEIGHT) throw new Error(`drew ${info.width} x ${info.height}`);
console.log(`[og-image] ${OUT}: ${info.width} x ${info.height}, ${(info.size / 1000).toFixed(1)} KB`);
