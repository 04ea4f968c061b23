/*
 * 'Tell me when you're cooking' (issue 36): the notify list's words, kept here once so the forms
 * show them, the server stores them as the consent's evidence, and the messages use them.
 */
import { RETENTION_DAYS } from '../retention';
import { SHOP_NAME } from '../seo/identity';

/** Where a person asked to join: the consent's source, kept as evidence. */
export const SUBSCRIBE_SOURCES = ['home', 'order-confirmation', 'closed-banner'] as const;
export type SubscribeSource = (typeof SUBSCRIBE_SOURCES)[number];

/** The channels of the list: an e-mail address, or a US mobile number that accepted texts. */
export const LIST_CHANNELS = ['email', 'sms'] as const;
export type ListChannel = (typeof LIST_CHANNELS)[number];

/** At most this many announcement texts a month: the consent's words promise it. */
export const TEXTS_PER_MONTH_MAX = 4;

/** The form's heading and its button. */
export const NOTIFY_HEADING = "Tell me when you're cooking";
export const NOTIFY_BUTTON = 'Notify me';

/** The words beside the e-mail field, stored as the e-mail's consent. */
export const EMAIL_CONSENT_WORDS = `E-mail me when ${SHOP_NAME} opens ordering. Every e-mail has a link to stop them.`;

/**
 * The unticked box's words, stored as the phone's consent: what is sent, how often at most, that
 * joining takes a YES to the one text that asks, and STOP.
 */
export const SMS_CONSENT_WORDS = `Text me when ${SHOP_NAME} opens ordering and before it closes, at most ${TEXTS_PER_MONTH_MAX} texts a month. You'll get one text to confirm: reply YES. Msg & data rates may apply. Reply STOP to end them.`;

/**
 * The one answer to a request to join, whether or not the address was on the list already, so
 * nobody learns from it who is.
 */
export const SUBSCRIBED_MESSAGE =
  "Thanks! To confirm, open the link we just sent by e-mail, or reply YES to our text. Then we'll tell you when we're cooking.";

export const SUBSCRIBE_NOTHING_GIVEN = 'Enter an e-mail address or a mobile number';
export const SMS_CONSENT_MISSING = 'Tick the box to agree to texts, or leave the number empty';
export const SMS_PHONE_INVALID = 'Enter a US mobile number that can take texts, such as (913) 555-0123';
export const SOURCE_INVALID = 'Say where the form was';

/** How long a mailed confirmation link works. */
export const CONFIRM_LINK_DAYS = 7;

/** How long a number's YES is waited for; one that never comes is then deleted (RETENTION_DAYS). */
export const CONFIRM_TEXT_DAYS = RETENTION_DAYS.unconfirmedNumbers;

/**
 * The one text a number gets when it is put on the list: nothing more goes to it until it replies
 * YES. It names the shop and says what a stranger's number should do: nothing.
 */
export const confirmationText = (): string =>
  `${SHOP_NAME}: reply YES to get texts when we're cooking, at most ${TEXTS_PER_MONTH_MAX} a month. Msg & data rates may apply. Not you? Ignore this. Reply STOP to opt out.`;

/** The welcome text a number gets once it replied YES. */
export const welcomeText = (siteUrl: string): string =>
  `${SHOP_NAME}: you're on our list. We'll text when we're cooking, at most ${TEXTS_PER_MONTH_MAX} a month. ${siteUrl}/ Reply STOP to opt out.`;

/** The confirmation e-mail of a new address. */
export function confirmationMail(confirmUrl: string): { subject: string; text: string } {
  return {
    subject: `Confirm: tell me when ${SHOP_NAME} is cooking`,
    text: [
      `Someone (we hope you) asked ${SHOP_NAME} to e-mail this address when we open ordering.`,
      '',
      `Confirm it here (the link works for ${CONFIRM_LINK_DAYS} days):`,
      confirmUrl,
      '',
      'If it was not you, ignore this e-mail: nothing more will be sent.',
    ].join('\n'),
  };
}
