/*
 * A notify form posted without a script and refused: the server sends the browser back to
 * /subscribe naming the fields at fault, by name only. Never what was typed (an address in a URL
 * stays in logs and the browser's history), nor free text (a crafted link could make the page say
 * anything); the page shows each named field's message from here.
 */
import type { SubscriberField } from './subscriber';
import { INVALID_EMAIL } from './fields';
import { SMS_CONSENT_MISSING, SMS_PHONE_INVALID, SUBSCRIBE_NOTHING_GIVEN } from '../notify/notify-list';

/** The problems a page can name, each with the message shown beside its field. */
const PROBLEMS = {
  nothing: { field: 'email', message: SUBSCRIBE_NOTHING_GIVEN },
  email: { field: 'email', message: INVALID_EMAIL },
  phone: { field: 'phone', message: SMS_PHONE_INVALID },
  smsConsent: { field: 'smsConsent', message: SMS_CONSENT_MISSING },
} as const satisfies Record<string, { field: SubscriberField; message: string }>;

export type FormProblem = keyof typeof PROBLEMS;

/** The query parameter that carries them: `/subscribe?problem=phone&problem=smsConsent`. */
export const PROBLEM_PARAM = 'problem';

/**
 * The names of a refused body's problems (the server's check, by field): 'nothing' when neither an
 * e-mail nor a number was given. A problem with the hidden source has no name: the page's form
 * puts the right one back.
 */
export function formProblems(fields: Partial<Record<SubscriberField, string>>): FormProblem[] {
  const problems: FormProblem[] = [];
  if (fields.email !== undefined) problems.push(fields.email === SUBSCRIBE_NOTHING_GIVEN ? 'nothing' : 'email');
  if (fields.phone !== undefined) problems.push('phone');
  if (fields.smsConsent !== undefined) problems.push('smsConsent');
  return problems;
}

const isProblem = (name: string): name is FormProblem => Object.hasOwn(PROBLEMS, name);

/** Each field's message for the problems a page's address names; names it does not know are left out. */
export function problemMessages(names: readonly string[]): Partial<Record<SubscriberField, string>> {
  const messages: Partial<Record<SubscriberField, string>> = {};
  for (const name of names.filter(isProblem)) messages[PROBLEMS[name].field] ??= PROBLEMS[name].message;
  return messages;
}
