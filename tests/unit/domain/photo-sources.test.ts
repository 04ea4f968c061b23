import { describe, expect, it } from 'vitest';
import { photoSources } from '@/domain/photo-sources';

describe('photoSources', () => {
  it('leaves the site’s own pictures as they are', () => {
    expect(photoSources('/images/products/chapati.svg')).toEqual({ src: '/images/products/chapati.svg' });
  });

  it('sends an uploaded photo through the Image CDN at the card’s widths, as WebP', () => {
    const key = `/api/images/${'a'.repeat(64)}.jpg`;
    const cdn = (width: number) =>
      `/.netlify/images?url=%2Fapi%2Fimages%2F${'a'.repeat(64)}.jpg&w=${width}&fm=webp&q=75`;
    expect(photoSources(key)).toEqual({
      src: cdn(800),
      srcSet: `${cdn(400)} 400w, ${cdn(800)} 800w, ${cdn(1200)} 1200w`,
    });
    expect(photoSources(key, [192])).toEqual({ src: cdn(192), srcSet: `${cdn(192)} 192w` });
  });
});
