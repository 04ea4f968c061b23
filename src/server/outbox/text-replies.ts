import { welcomeText } from '@/domain/notify/notify-list';
import { textablePhone } from '@/domain/phone';
import { replyIntent, twilioAnswered } from '@/domain/sms/reply-intent';
import { helpText, OPT_OUT_KIND, optOutText } from '@/domain/sms/reply-texts';
import { serverConfig } from '../config';
import { database, type Db, withTransaction } from '../db';
import { HttpError } from '../http/http-error';
import { recordOptOut, removeOptOut } from '../repositories/sms-opt-outs-repository';
import { confirmTextSubscriber, endTextSubscription } from '../repositories/subscribers-repository';
import { enqueue } from './outbox';

/*
 * What the shop does with a signed reply to its texts (issue 45; docs/behaviour/rules.md#replies-to-texts).
 * What the reply asks for is the pure rule of src/domain/sms/reply-intent.ts; its answers go through
 * the outbox, never in the webhook's own response, each once for the reply's MessageSid.
 */

export type InboundOutcome = 'opted-out' | 'confirmed' | 'helped' | 'opted-in' | 'ignored';

/** A reply as Twilio forwards it, its fields read. */
export interface InboundReply {
  /** E.164. */
  from: string;
  body: string;
  /** Twilio's id of the reply ('SM' or 'MM' and 32 hex digits): the evidence of a YES. */
  sid: string;
  /** Set by Twilio's Advanced Opt-Out when it matched one of the keywords it answers (STOP, START, HELP). */
  optOutType: string | null;
}

const MESSAGE_SID = /^(SM|MM)[0-9a-f]{32}$/i;

const badField = (field: string, message: string) => new HttpError(400, message, {}, { fields: { [field]: message } });

/** The reply's fields; 400 naming the field for one that is missing or not Twilio's. */
export function readReply(fields: Record<string, string>): InboundReply {
  const from = textablePhone(fields['From'] ?? '');
  if ('problem' in from) throw badField('From', 'From: the reply has no number it came from');
  const sid = fields['MessageSid'] ?? '';
  if (!MESSAGE_SID.test(sid)) throw badField('MessageSid', "MessageSid: the reply has no message id of Twilio's");
  return { from: from.e164, body: fields['Body'] ?? '', sid, optOutType: fields['OptOutType'] || null };
}

const answerOnce = (reply: InboundReply) => `reply:${reply.sid}`;

/**
 * The number opts out of every text and leaves the notify list, waiting or not, for good. The shop
 * confirms it once, unless Twilio has already answered the reply itself (its STOP keywords, or its
 * Advanced Opt-Out): Twilio then refuses any text to the number, ours included.
 */
async function revoke(tx: Db, reply: InboundReply): Promise<void> {
  const optedOutNow = await recordOptOut(tx, reply.from);
  await endTextSubscription(tx, reply.from);
  if (!optedOutNow || reply.optOutType !== null || twilioAnswered(reply.body)) return;
  await enqueue(tx, {
    channel: 'sms',
    kind: OPT_OUT_KIND,
    to: reply.from,
    subject: 'Opted out',
    text: optOutText(),
    dedupeKey: answerOnce(reply),
  });
}

/**
 * YES: a number waiting on the notify list joins, with the reply's MessageSid as its evidence, and
 * is welcomed once. YES is also Twilio's opt-in keyword, so a number that opted out gets order
 * texts again, as START would.
 */
async function confirm(tx: Db, reply: InboundReply): Promise<InboundOutcome> {
  await removeOptOut(tx, reply.from);
  const id = await confirmTextSubscriber(tx, reply.from, reply.sid);
  if (id === null) return 'opted-in';
  await enqueue(tx, {
    channel: 'sms',
    kind: 'notify-welcome',
    to: reply.from,
    subject: 'Welcome to the notify list',
    text: welcomeText(serverConfig().siteUrl),
    dedupeKey: `notify-welcome:${id}`,
  });
  return 'confirmed';
}

/**
 * HELP: the shop's name and how to stop. Twilio's own default help names no shop, so the shop
 * answers unless Twilio's Advanced Opt-Out answered with the owner's words. A number that opted
 * out gets none (the sender gives it up).
 */
async function help(reply: InboundReply): Promise<void> {
  if (reply.optOutType !== null) return;
  await enqueue(database(), {
    channel: 'sms',
    kind: 'sms-help',
    to: reply.from,
    subject: 'Help',
    text: helpText(serverConfig().siteUrl),
    dedupeKey: answerOnce(reply),
  });
}

export async function actOnReply(reply: InboundReply): Promise<InboundOutcome> {
  switch (replyIntent(reply.body)) {
    case 'revoke':
      await withTransaction((tx) => revoke(tx, reply));
      return 'opted-out';
    case 'confirm':
      return withTransaction((tx) => confirm(tx, reply));
    case 'help':
      await help(reply);
      return 'helped';
    case 'start':
      await removeOptOut(database(), reply.from);
      return 'opted-in';
    default:
      return 'ignored';
  }
}
