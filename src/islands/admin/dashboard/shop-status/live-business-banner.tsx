import { useEffect, useRef } from 'react';
import { watchBusinessBanner } from '@/components/storefront/watch-business-banner';
import { BusinessBannerView } from '@/components/storefront/business-banner-view';

/**
 * The business banner live, for the owner's settings screen: the same markup and
 * the same plain script as the home page's (docs/behaviour/screens.md#business-banner), started
 * when it mounts.
 */
export function LiveBusinessBanner() {
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => (banner.current ? watchBusinessBanner(banner.current) : undefined), []);
  return <BusinessBannerView ref={banner} content={null} />;
}
