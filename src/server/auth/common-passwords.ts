import { PASSWORD_TOO_COMMON } from '@/domain/schemas/fields';
import { badRequest } from '../http/http-error';

let commonPasswords: Set<string> | null = null;

/**
 * Whether a password is on the common-password list that zxcvbn-ts maintains (about 49,000 leaked
 * passwords, lower-case), compared without regard to case. Loaded on first use, on the server
 * only: the browser's form knows SPEC's length rule, this list would add 380 KB to its page.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  if (!commonPasswords) {
    const { dictionary } = await import('@zxcvbn-ts/language-common');
    commonPasswords = new Set(dictionary['passwords-common']);
  }
  return commonPasswords.has(password.toLowerCase());
}

/** Refuses a new password (registration, reset) that is on the list, with 400 and a message that says why. */
export async function assertUncommonPassword(password: string): Promise<void> {
  if (await isCommonPassword(password)) throw badRequest(PASSWORD_TOO_COMMON);
}
