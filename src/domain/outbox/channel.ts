/*
 * The ways the shop reaches people (docs/architecture.md#outbox): every message, whatever its
 * channel, is a row of the one outbox, sent by the one sender.
 */
export const CHANNELS = ['email', 'sms', 'push'] as const;
export type Channel = (typeof CHANNELS)[number];
