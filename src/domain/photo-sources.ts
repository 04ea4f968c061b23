import * as menuApi from './api/menu';
import { urlOf } from './api';

/**
 * How the menu shows a photo the owner uploaded (kept in Netlify Blobs, served at /api/images/...):
 * through Netlify's Image CDN, resized to the width the card needs and sent as WebP, so a phone
 * downloads a card-sized picture rather than the camera's original. The site's own SVG pictures
 * are shown as they are.
 */
const UPLOADED = urlOf(menuApi.image, { key: '' });
export const CARD_WIDTHS = [400, 800, 1200] as const;

export const cdnPhoto = (image: string, width: number) =>
  `/.netlify/images?url=${encodeURIComponent(image)}&w=${width}&fm=webp&q=75`;

export function photoSources(image: string, widths: readonly number[] = CARD_WIDTHS): { src: string; srcSet?: string } {
  if (!image.startsWith(UPLOADED)) return { src: image };
  const middle = widths[Math.floor(widths.length / 2)] ?? widths[0] ?? 800;
  return {
    src: cdnPhoto(image, middle),
    srcSet: widths.map((width) => `${cdnPhoto(image, width)} ${width}w`).join(', '),
  };
}
