import { createHash, randomBytes } from 'node:crypto';

/*
 * The token of a link mailed to one person (the tracking page's, the gift card resend page's): 256
 * random bits, of which only the SHA-256 is stored, so a copy of the database opens nothing.
 */

/** 256 random bits, URL-safe: 43 characters. */
const TOKEN_BYTES = 32;
/** Longer answers are not tokens; they are hashed as the empty string so the work stays the same. */
const LONGEST_TOKEN = 128;

export const newLinkToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url');

/**
 * The stored form of a token, made and looked up alike: every answer, a malformed one included,
 * costs one hash, so how long a lookup takes says nothing about how close a guess was.
 */
export const linkTokenHash = (token: string): Buffer =>
  createHash('sha256')
    .update(token.length <= LONGEST_TOKEN ? token : '', 'utf8')
    .digest();
