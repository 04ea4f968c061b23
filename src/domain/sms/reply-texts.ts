/*
 * The shop's answers to replies (issue 45; docs/behaviour/messages.md#texts): the one that confirms
 * an opt-out, and the one to HELP. What each reply asks for is ./reply-intent.ts.
 */
import { SHOP_NAME } from '../seo/identity';

/**
 * The outbox's kind of the answer to a revocation: the one text the sender sends to a number that
 * opted out (src/server/outbox/sms-channel.ts), queued once per revocation.
 */
export const OPT_OUT_KIND = 'sms-opt-out';

/** The answer to a revocation. */
export const optOutText = (): string =>
  `${SHOP_NAME}: you're opted out and will get no more texts from us. Reply START if you want order texts again.`;

/** The answer to HELP: the shop's name, what it texts, where to ask, and how to stop. */
export const helpText = (siteUrl: string): string =>
  `${SHOP_NAME}: texts about your orders and, if you joined our list, when we're cooking. Questions: ${siteUrl}/contact Reply STOP to opt out. Msg & data rates may apply.`;
