/*
 * The ways the shop reaches people (src/server/outbox/README.md): every message, whatever its
 * channel, is a row of the one outbox, sent by the one sender.
 */
export const CHANNELS = ['email', 'sms', 'push'] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * What else the outbox carries: 'cdn', a purge of the CDN's copies under a cache tag after an owner's
 * change (issue 27). Queued in the change's own transaction, it is retried like a message if the
 * purge API fails or the function stops before sending it; it is nobody's message, so the owner's
 * message log leaves it out.
 */
export const OUTBOX_CHANNELS = [...CHANNELS, 'cdn'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
