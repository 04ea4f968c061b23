import { parseTarget } from '@/domain/geocoding/geocode-target';
import { censusGeocoder } from '../geocoding/census-geocoder';
import { placeTarget } from '../geocoding/place-address';
import { type ChannelSender, UndeliverableError } from './channel-sender';

/**
 * The outbox's 'geocode' channel (issue 50): each row places the delivery order or pickup spot it
 * names (its `to`, ./geocode-queue.ts) through the US Census Bureau's geocoder at `base`. The
 * geocoder down throws, so the outbox retries it on the mail's schedule; an address nothing places
 * (nor a row naming nothing) is given up at once: trying again would change nothing.
 */
export function geocodeSender(base: URL): ChannelSender {
  const geocoder = censusGeocoder(base);
  return {
    channel: 'geocode',
    send: async (message) => {
      const target = parseTarget(message.toAddress);
      if (!target) throw new UndeliverableError(`Not a place to look up: ${message.toAddress}`);
      if ((await placeTarget(geocoder, target)) === 'unplaceable') {
        throw new UndeliverableError('Neither the geocoder nor the ZIP table places the address');
      }
    },
  };
}
