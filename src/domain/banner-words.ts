/*
 * The storefront banner's words that name a time, in one module the home page's plain script
 * fetches only when the banner needs one (a pause, or drops), since they bring the date library.
 */
export { closesBanner, opensBanner } from './fulfilment/drops';
export { pausedBanner } from './shop-pause';
