import { describe, expect, it } from 'vitest';
import { type ReplyIntent, replyIntent, SHORT_REPLY_WORDS, twilioAnswered } from '@/domain/sms/reply-intent';

/*
 * The replies tried and what the shop does with each (docs/behaviour/rules.md#replies-to-texts).
 * Revocations by keyword in any case and punctuation, and short messages that plainly ask to stop;
 * nothing that only mentions stopping, or asks not to.
 */
const TABLE: ReadonlyArray<readonly [string, ReplyIntent]> = [
  // The keywords, alone, in any case and with any punctuation.
  ['STOP', 'revoke'],
  ['Stop.', 'revoke'],
  ['stop!!!', 'revoke'],
  ['  sToP  ', 'revoke'],
  ['STOPALL', 'revoke'],
  ['Stop all', 'revoke'],
  ['UNSUBSCRIBE', 'revoke'],
  ['Cancel', 'revoke'],
  ['END.', 'revoke'],
  ['quit', 'revoke'],
  ['Revoke', 'revoke'],
  ['OPTOUT', 'revoke'],
  ['OPT OUT', 'revoke'],
  ['opt-out', 'revoke'],
  ['Opt out!', 'revoke'],
  ['"STOP"', 'revoke'],
  ['STOP STOP STOP', 'revoke'],
  ['Stop 🛑', 'revoke'],
  // Short messages that plainly ask to stop.
  ['Stop texting me', 'revoke'],
  ['please stop', 'revoke'],
  ['Please STOP!', 'revoke'],
  ['no more texts', 'revoke'],
  ['No more messages please', 'revoke'],
  ["Don't text me", 'revoke'],
  ['do not text this number', 'revoke'],
  ['Never text me again', 'revoke'],
  ['stop sending me these messages', 'revoke'],
  ['Unsubscribe me please', 'revoke'],
  ['how do I unsubscribe?', 'revoke'],
  ['Remove me from your list', 'revoke'],
  ['take me off this list', 'revoke'],
  ['I want to opt out', 'revoke'],
  ['I said stop', 'revoke'],
  ['can you stop', 'revoke'],
  ['Stop. Wrong number', 'revoke'],
  ['Wrong number', 'revoke'],
  ['leave me alone', 'revoke'],
  ["I don't want these texts", 'revoke'],
  ['yes stop', 'revoke'],
  // Not a revocation: negated, a place, about an order, or a long story.
  ["Don't stop, I love the samosas", 'other'],
  ["Please don't stop texting me", 'other'],
  ["I can't stop eating your chapatis", 'other'],
  ['Can I stop by tomorrow to pick up?', 'other'],
  ['Meet you at the bus stop', 'other'],
  ['Cancel my order', 'other'],
  ['Cancel. I need Friday instead', 'other'],
  ['See you at the end of the week', 'other'],
  ['Is this the end of the samosa season?', 'other'],
  ['We loved the samosas and my kids would not stop talking about them all week, thank you so much', 'other'],
  ['Thanks!', 'other'],
  ['', 'other'],
  ['🙂', 'other'],
  // The notify list's confirmation.
  ['YES', 'confirm'],
  ['yes', 'confirm'],
  ['Yes!', 'confirm'],
  ['Y', 'confirm'],
  ['yes please', 'confirm'],
  ['Yes, I agree', 'confirm'],
  ['yeah', 'confirm'],
  ['Confirm', 'confirm'],
  ['Yes but only on weekends', 'other'],
  ['ok', 'other'],
  // Help, and order texts again after a STOP.
  ['HELP', 'help'],
  ['help?', 'help'],
  ['Info', 'help'],
  ['Help me order', 'other'],
  ['START', 'start'],
  ['Unstop', 'start'],
  ['start please', 'start'],
];

describe('what a reply to the shop’s texts asks for', () => {
  it.each(TABLE)('%j is %s', (reply, intent) => {
    expect(replyIntent(reply)).toBe(intent);
  });

  it(`reads phrases only in short replies (${SHORT_REPLY_WORDS} words at most); a keyword alone always counts`, () => {
    const long = 'hello there I got your message about the new batch and honestly please stop texting me';
    expect(long.split(' ').length).toBeGreaterThan(SHORT_REPLY_WORDS);
    expect(replyIntent(long)).toBe('other');
    expect(replyIntent('please stop texting me')).toBe('revoke');
  });
});

describe('the replies Twilio answers itself on a long code', () => {
  it('are its keywords as the whole message, any case, surrounding spaces ignored', () => {
    for (const reply of ['STOP', ' stop ', 'Unsubscribe', 'OPTOUT', 'HELP', 'info', 'YES', 'START']) {
      expect(twilioAnswered(reply), reply).toBe(true);
    }
    for (const reply of ['Stop.', 'stop texting me', 'OPT OUT', 'please stop', 'help?', 'Yes!']) {
      expect(twilioAnswered(reply), reply).toBe(false);
    }
  });
});
