import { censusGeocoder } from '../geocoding/census-geocoder';
import { placeNamed } from '../geocoding/place-address';
import type { ChannelSender } from './channel-sender';

/**
 * The outbox's 'geocode' channel (issue 50): each row places the delivery order or pickup spot it
 * names (its `to`) through the US Census Bureau's geocoder at `base`. The geocoder down throws, so the
 * outbox retries it on the mail's schedule; an address nothing places is given up.
 */
export function geocodeSender(base: URL): ChannelSender {
  const geocoder = censusGeocoder(base);
  return { channel: 'geocode', send: (message) => placeNamed(geocoder, message.toAddress) };
}
