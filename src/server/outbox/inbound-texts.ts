import { textablePhone } from '@/domain/phone';
import type { TwilioSettings } from '../config';
import { database, withTransaction } from '../db';
import { badRequest, forbidden, notFound } from '../http/http-error';
import { recordOptOut, removeOptOut } from '../repositories/sms-opt-outs-repository';
import { endTextSubscription } from '../repositories/subscribers-repository';

export const TEXTS_NOT_SET_UP = 'Texts are not set up';
export const INVALID_TWILIO_SIGNATURE = 'Invalid Twilio signature';

/** The replies that end texts, and those that start them again (the words Twilio itself honours). */
const OPT_OUT = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE']);
const OPT_IN = new Set(['START', 'YES', 'UNSTOP']);

export type InboundOutcome = 'opted-out' | 'opted-in' | 'ignored';

/**
 * POST /api/twilio/inbound: a customer's reply to a text, as Twilio forwards it. Only a request
 * Twilio signed (X-Twilio-Signature, over the address Twilio was given and the form's fields) is
 * read. STOP and the other opt-out words record the number: nothing more is texted to it (the
 * outbox's sender gives such texts up), and its place on the notify list ends for good; START opts
 * it back in to order texts, not to the list. Anything else is not answered.
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
  const from = textablePhone(fields['From'] ?? '');
  if ('problem' in from) throw badRequest('The reply has no number it came from');
  const word = (fields['Body'] ?? '').trim().split(/\s+/)[0]?.toUpperCase() ?? '';
  if (OPT_OUT.has(word)) {
    await withTransaction(async (tx) => {
      await recordOptOut(tx, from.e164);
      await endTextSubscription(tx, from.e164);
    });
    return 'opted-out';
  }
  if (OPT_IN.has(word)) {
    await removeOptOut(database(), from.e164);
    return 'opted-in';
  }
  return 'ignored';
}
