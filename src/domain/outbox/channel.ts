/*
 * The ways the shop reaches people (src/server/outbox/README.md): every message, whatever its
 * channel, is a row of the one outbox, sent by the one sender.
 */
export const CHANNELS = ['email', 'sms', 'push'] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * What else the outbox carries: 'cdn', a purge of the CDN's copies under a cache tag after an owner's
 * change (issue 27), and 'geocode', a look-up of where a delivery's or a pickup spot's address is
 * (issue 50). Queued in the change's own transaction, each is retried like a message if its API
 * fails or the function stops before sending it; they are nobody's messages, so the owner's
 * message log leaves them out.
 */
export const OUTBOX_CHANNELS = [...CHANNELS, 'cdn', 'geocode'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
