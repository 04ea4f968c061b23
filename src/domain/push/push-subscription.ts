/*
 * What the browser's PushManager gives for a device that turned the owner's alerts on
 * (PushSubscription.toJSON()): the push service's endpoint and the keys to encrypt to. Only a
 * secure (https) push service is accepted, as every browser's is.
 */
import * as v from 'valibot';

export const NOT_A_PUSH_SERVICE = "That isn't a secure push service address (https://...)";
export const PUSH_NOT_SET_UP = 'Order alerts are not set up on this site yet (no VAPID keys).';

const endpointSchema = v.pipe(
  v.string(NOT_A_PUSH_SERVICE),
  v.maxLength(1000, NOT_A_PUSH_SERVICE),
  v.check((value) => URL.canParse(value) && new URL(value).protocol === 'https:', NOT_A_PUSH_SERVICE),
);

/** A base64url key of the browser's. */
const key = (name: string) =>
  v.pipe(v.string(`Missing ${name}`), v.regex(/^[A-Za-z0-9_-]{16,200}={0,2}$/, `The ${name} key is not a key`));

export const pushSubscriptionSchema = v.object({
  endpoint: endpointSchema,
  expirationTime: v.optional(v.nullable(v.number())),
  keys: v.object({ p256dh: key('p256dh'), auth: key('auth') }, 'Missing keys'),
});

export type PushSubscriptionJson = v.InferOutput<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = v.object({ endpoint: endpointSchema });
