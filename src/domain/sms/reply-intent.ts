/*
 * What a reply to the shop's texts asks for (issue 45; docs/behaviour/rules.md#replies-to-texts).
 * The FCC's 2025 rule has a revocation made by any reasonable means honoured, so beside the
 * industry's keywords (STOP, QUIT, ...: any case, any punctuation) a short message that plainly asks
 * to stop revokes too ('Stop texting me', 'please stop', 'no more texts'). Only short messages are
 * read for such phrases, and a phrase after a negation is not one ('Don't stop, I love the
 * samosas'). The table of replies tried and their outcomes is tests/unit/domain/sms/reply-intent.test.ts.
 */

export type ReplyIntent = 'revoke' | 'confirm' | 'help' | 'start' | 'other';

/** The industry's opt-out keywords (CTIA; the FCC names most of them), matched as a whole message. */
const REVOKE_KEYWORDS = ['stop', 'stopall', 'unsubscribe', 'cancel', 'end', 'quit', 'revoke', 'optout', 'opt out'];
/**
 * Those that still revoke as a sentence of a longer message ('Stop. Wrong number'). CANCEL and END
 * do not: 'Cancel. I need Friday instead' is about an order.
 */
const SENTENCE_KEYWORDS = new Set(['stop', 'stopall', 'unsubscribe', 'quit', 'revoke', 'optout', 'opt out']);
const START_KEYWORDS = ['start', 'unstop'];
const HELP_KEYWORDS = ['help', 'info'];
const YES_WORDS = ['yes', 'y', 'yeah', 'yep', 'yup', 'yea', 'confirm', 'confirmed'];

/** Words that change nothing beside a keyword: 'please stop', 'STOP ALL', 'yes please, thanks'. */
const FILLER = new Set([
  'please',
  'pls',
  'plz',
  'now',
  'thanks',
  'thank',
  'you',
  'thx',
  'ok',
  'okay',
  'just',
  'all',
  'it',
  'me',
  'asap',
  'sorry',
  'hi',
  'hey',
]);
const YES_FILLER = new Set([...FILLER, 'i', 'agree', 'do', 'sure', 'absolutely']);

/** Longer messages are not read for phrases: a story that mentions stopping is not a request. */
export const SHORT_REPLY_WORDS = 10;

/**
 * Phrases that plainly ask the shop to stop, over the reply's words. Each is written as words
 * separated by spaces, a '|' offering alternatives for one word.
 */
const STOP_PHRASES = [
  'stop|quit texting|txting|messaging|sending|contacting|texts|messages|msgs|this|these|them',
  'unsubscribe',
  'opt out',
  'optout',
  'remove me|my',
  'take me off',
  'no more texts|messages|msgs|texting|sms',
  'dont|never text|txt|message|msg|contact|sms',
  'do not text|txt|message|msg|contact|sms',
  'dont want texts|messages|these|your|any',
  'leave me alone',
  'wrong number',
].map((phrase) => phrase.split(' ').map((word) => new Set(word.split('|'))));

/** A phrase right after one of these is not asked for: 'dont stop', 'never unsubscribe', 'cant stop'. */
const NEGATIONS = new Set(['dont', 'not', 'never', 'cant', 'cannot', 'wont', 'didnt', 'wouldnt', 'shouldnt']);

/** Lower case, apostrophes dropped ("don't" is 'dont'), every other mark a space: the words. */
export function replyWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/['\u2019`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '');
}

/**
 * The words are `keywords` (a keyword may be two words, 'opt out') and filler, with at least one
 * keyword: 'STOP', 'stop stop', 'please stop'.
 */
function isKeywordRun(words: readonly string[], keywords: readonly string[], filler: ReadonlySet<string>): boolean {
  const phrases = keywords.map((keyword) => keyword.split(' '));
  let found = false;
  for (let at = 0; at < words.length; ) {
    const keyword = phrases.find((phrase) => phrase.every((word, offset) => words[at + offset] === word));
    if (keyword) {
      found = true;
      at += keyword.length;
    } else if (filler.has(words[at] ?? '')) at += 1;
    else return false;
  }
  return found;
}

function phraseAt(words: readonly string[], start: number, phrase: ReadonlyArray<ReadonlySet<string>>): boolean {
  return phrase.every((choices, offset) => choices.has(words[start + offset] ?? ''));
}

/** 'bus stop', 'next stop': a place, not a request. */
const STOP_AS_PLACE = new Set(['bus', 'next', 'last', 'first', 'pit', 'rest', 'truck', 'one']);

/**
 * A stop phrase stands in the words with no negation right before it, or they end in 'stop'
 * ('I said stop', 'can you stop') that is neither negated nor a place.
 */
function asksToStop(words: readonly string[]): boolean {
  const phrased = words.some((_, start) => {
    const negated = NEGATIONS.has(words[start - 1] ?? '');
    return !negated && STOP_PHRASES.some((phrase) => phraseAt(words, start, phrase));
  });
  const before = words.at(-2) ?? '';
  return phrased || (words.at(-1) === 'stop' && !NEGATIONS.has(before) && !STOP_AS_PLACE.has(before));
}

/** A sentence of the reply (split at . ! ? ; , and line breaks) is a keyword that revokes. */
const hasRevokingSentence = (text: string): boolean =>
  text.split(/[.!?;,\n]+/).some((sentence) => isKeywordRun(replyWords(sentence), [...SENTENCE_KEYWORDS], FILLER));

/**
 * What a reply asks for: to stop texts ('revoke'), to join the notify list it was asked to confirm
 * ('confirm': YES), the shop's name and how to stop ('help'), order texts again after a STOP
 * ('start': START, UNSTOP), or nothing the shop acts on ('other'). A revocation wins over anything
 * else in the same reply ('yes stop' stops).
 */
export function replyIntent(text: string): ReplyIntent {
  const words = replyWords(text);
  if (words.length === 0) return 'other';
  if (isKeywordRun(words, REVOKE_KEYWORDS, FILLER)) return 'revoke';
  if (words.length <= SHORT_REPLY_WORDS && (hasRevokingSentence(text) || asksToStop(words))) return 'revoke';
  if (isKeywordRun(words, YES_WORDS, YES_FILLER)) return 'confirm';
  if (isKeywordRun(words, HELP_KEYWORDS, FILLER)) return 'help';
  if (isKeywordRun(words, START_KEYWORDS, FILLER)) return 'start';
  return 'other';
}

/**
 * The keywords Twilio acts on itself on a US long code, by default: a message of exactly one of
 * them (any case, surrounding spaces ignored). Twilio answers an opt-out one with its own
 * confirmation and then refuses every text to that number (error 21610) until START, YES or
 * UNSTOP; HELP and INFO get its generic help. https://help.twilio.com/articles/223134027
 */
const TWILIO_KEYWORDS = new Set([
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'REVOKE',
  'OPTOUT',
  'START',
  'YES',
  'UNSTOP',
  'HELP',
  'INFO',
]);

/** Twilio has answered this reply already with its own words (see TWILIO_KEYWORDS). */
export const twilioAnswered = (text: string): boolean => TWILIO_KEYWORDS.has(text.trim().toUpperCase());
