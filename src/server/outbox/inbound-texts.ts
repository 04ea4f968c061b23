import type { TwilioSettings } from '../config';
import { forbidden, notFound } from '../http/http-error';
import { actOnReply, type InboundOutcome, readReply } from './text-replies';

export const TEXTS_NOT_SET_UP = 'Texts are not set up';
export const INVALID_TWILIO_SIGNATURE = 'Invalid Twilio signature';

export type { InboundOutcome };

/**
 * POST /api/twilio/inbound: a reply to the shop's texts, as Twilio forwards it. Only a request
 * Twilio signed (X-Twilio-Signature, over the address Twilio was given and the form's fields) is
 * read; what it asks for is done by ./text-replies.ts.
 */
export async function handleInboundText(
  settings: TwilioSettings | null,
  publicUrl: string,
  fields: Record<string, string>,
  signature: string | null,
): Promise<InboundOutcome> {
  if (!settings) throw notFound(TEXTS_NOT_SET_UP);
  // twilio is CommonJS: Node's import() gives its exports as `default` only (a named
  // `validateRequest` works under vitest's interop, not in the built function).
  const { default: twilio } = await import('twilio');
  if (!signature || !twilio.validateRequest(settings.authToken, signature, publicUrl, fields)) {
    throw forbidden(INVALID_TWILIO_SIGNATURE);
  }
  return actOnReply(readReply(fields));
}
