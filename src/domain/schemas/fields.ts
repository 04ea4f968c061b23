/*
 * Field schemas shared by the forms and payloads, so a rule (and its message) is written once and
 * the browser and the server reject the same input with the same words.
 */
import * as v from 'valibot';

/** Length limits: generous for real people, small enough to keep junk out of the database. */
export const LIMITS = {
  name: 100,
  /** The longest address SMTP can deliver to (RFC 5321). */
  email: 254,
  phone: 30,
  address: 300,
  /** bcrypt only reads the first 72 bytes; longer passwords would silently match shorter ones. */
  passwordBytes: 72,
} as const;

export const PASSWORD_MIN_LENGTH = 6;

export const INVALID_EMAIL = 'Please enter a valid email address';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';
export const PASSWORD_TOO_LONG = 'Password must be at most 72 characters';
/** The server's answer to a new password on its common-password list (src/server/auth/common-passwords.ts). */
export const PASSWORD_TOO_COMMON = 'This password is too common. Please choose a less common one.';
export const INVALID_AMOUNT = 'Please enter a valid amount';
export const NOT_AN_OBJECT = 'The request body must be a JSON object';

/**
 * `v.object` that answers a missing key with the message its field gives for `undefined`, so a
 * field left out of a body reads the same as a field left empty ('Password must be at least 6
 * characters', not valibot's 'Invalid key'). `notObject` is the answer when the input is no object.
 */
export function objectOf<const TEntries extends v.ObjectEntries>(entries: TEntries, notObject: string) {
  return v.object(entries, (issue) => {
    const item = issue.path?.[0];
    if (item?.type === 'object' && item.origin === 'key' && Object.hasOwn(entries, item.key)) {
      const field = entries[item.key];
      const result = field && v.safeParse(field, undefined, { abortPipeEarly: true });
      if (result && !result.success) return result.issues[0].message;
    }
    return notObject;
  });
}

/** A trimmed, non-blank string of at most `max` characters. */
export function requiredText(max: number, missing: string, tooLong: string) {
  return v.pipe(v.string(missing), v.trim(), v.nonEmpty(missing), v.maxLength(max, tooLong));
}

/**
 * An optional text field whose blank value means "none": undefined, null, '' and whitespace all
 * come out as null, anything else is trimmed and checked by `field`.
 */
export function blankToNull<TField extends v.GenericSchema<string, unknown>>(field: TField, notText: string) {
  return v.pipe(
    v.nullish(v.string(notText), ''),
    v.trim(),
    v.transform((text): string | null => (text === '' ? null : text)),
    v.nullable(field),
  );
}

/** One notion of a valid email address everywhere (valibot's pattern). */
export const emailField = v.pipe(
  v.string(INVALID_EMAIL),
  v.trim(),
  v.maxLength(LIMITS.email, INVALID_EMAIL),
  v.email(INVALID_EMAIL),
);

export const optionalEmailField = blankToNull(emailField, INVALID_EMAIL);

/** Not trimmed: spaces may be part of a password. */
export const passwordField = v.pipe(
  v.string(PASSWORD_TOO_SHORT),
  v.minLength(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT),
  v.maxBytes(LIMITS.passwordBytes, PASSWORD_TOO_LONG),
);

export const optionalPhoneField = blankToNull(
  v.pipe(v.string(), v.maxLength(LIMITS.phone, `Phone number must be at most ${LIMITS.phone} characters`)),
  'Please enter a valid phone number',
);

export const firstNameField = requiredText(
  LIMITS.name,
  'First name is required',
  `First name must be at most ${LIMITS.name} characters`,
);

export const lastNameField = requiredText(
  LIMITS.name,
  'Last name is required',
  `Last name must be at most ${LIMITS.name} characters`,
);

/** A whole number of at least 1, as database ids are. */
export function idField(message: string) {
  return v.pipe(v.number(message), v.safeInteger(message), v.minValue(1, message));
}

/** An ISO instant, as a Date. */
export const instantField = (message: string) =>
  v.pipe(
    v.string(message),
    v.isoTimestamp(message),
    v.transform((text) => new Date(text)),
    v.check((instant) => !Number.isNaN(instant.getTime()), message),
  );
