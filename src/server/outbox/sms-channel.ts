import type RequestClient from 'twilio/lib/base/RequestClient';
import { OPT_OUT_KIND } from '@/domain/sms/reply-texts';
import type { TwilioSettings } from '../config';
import { database } from '../db';
import { hasOptedOut } from '../repositories/sms-opt-outs-repository';
import { type ChannelSender, UndeliverableError } from './channel-sender';

/**
 * Twilio's error codes that say a message can never be sent (https://www.twilio.com/docs/api/errors):
 * 21211 not a valid number, 21610 the number replied STOP, 21612/21614 not a mobile number or
 * not reachable from the shop's number.
 */
const NEVER = new Set([21211, 21610, 21612, 21614]);

/** How long the sender waits for Twilio: well within the sender's own limit on one send. */
const TWILIO_TIMEOUT_MS = 10_000;

type TwilioClient = import('twilio').Twilio;
let client: { settings: TwilioSettings; twilio: TwilioClient } | undefined;

/**
 * The Twilio client for these settings. `twilio` is loaded on the first text, not when a function
 * starts. TWILIO_API_URL (tests) sends its requests to a double of the Messages API instead.
 */
async function twilioFor(settings: TwilioSettings): Promise<TwilioClient> {
  if (client?.settings !== settings) {
    const { default: twilio } = await import('twilio');
    const { apiUrl } = settings;
    const httpClient = apiUrl
      ? new (class extends twilio.RequestClient {
          override request<T>(opts: RequestClient.RequestOptions<T>) {
            return super.request<T>({ ...opts, uri: opts.uri.replace(/^https:\/\/api\.twilio\.com/, apiUrl.origin) });
          }
        })({ timeout: TWILIO_TIMEOUT_MS })
      : new twilio.RequestClient({ timeout: TWILIO_TIMEOUT_MS });
    client = { settings, twilio: twilio(settings.accountSid, settings.authToken, { httpClient }) };
  }
  return client.twilio;
}

/**
 * Texts through Twilio's Messages API, never to a number that replied STOP, but for the one answer
 * that confirms its opt-out (queued once per revocation: src/server/outbox/text-replies.ts).
 */
export const smsSender = (settings: TwilioSettings): ChannelSender => ({
  channel: 'sms',
  async send(message) {
    if (message.kind !== OPT_OUT_KIND && (await hasOptedOut(database(), message.toAddress))) {
      throw new UndeliverableError('The number replied STOP');
    }
    const twilio = await twilioFor(settings);
    try {
      await twilio.messages.create({ to: message.toAddress, from: settings.from, body: message.textBody });
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'number' && NEVER.has(code)) {
        throw new UndeliverableError(`Twilio refused the text (${code}): ${(error as Error).message}`);
      }
      throw error;
    }
  },
});
