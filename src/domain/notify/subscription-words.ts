/*
 * The words of the notify list's pages and answers that the server and the pages share: the mailed
 * confirmation link's page (/subscribe/confirm, its button's POST /api/subscribers/confirm) and
 * leaving the list (/unsubscribe and POST /api/subscribers/unsubscribe). The form's own words are
 * in ./notify-list.ts.
 */

export const CONFIRM_HEADING = 'Confirm your e-mail';
export const CONFIRM_TEXT =
  "Press the button to get our e-mails when we're cooking. If you did not ask for them, close this page: nothing will be sent.";
export const CONFIRM_BUTTON = 'Confirm';

export const CONFIRMED_HEADING = "You're on the list";
export const CONFIRMED_TEXT =
  "We'll e-mail you when we're cooking. Every e-mail has a link to stop them, and one click is enough.";

export const CONFIRM_FAILED_HEADING = 'This link has expired or was already used';
export const CONFIRM_FAILED_TEXT =
  'A confirmation link works once, for a few days. If you are not on the list yet, ask again: we will send a new link.';

export const UNSUBSCRIBE_HEADING = 'Unsubscribe';
export const UNSUBSCRIBE_BUTTON = 'Unsubscribe';
export const UNSUBSCRIBE_TEXT = "Press the button and we won't e-mail you about our cooking any more.";

export const UNSUBSCRIBED_HEADING = "You're unsubscribed";
/** The answer to leaving, the same whoever the link was for, and however often it is used. */
export const UNSUBSCRIBED_MESSAGE = "You won't get these e-mails any more.";

export const UNSUBSCRIBE_INVALID_HEADING = 'This link does not work';
/** A link that is not one of ours (mistyped, cut short): it does not tell whose it might be. */
export const UNSUBSCRIBE_LINK_INVALID =
  'This unsubscribe link is not valid. Use the link at the foot of our newest e-mail; if it still does not work, e-mail us and we will take you off the list.';
