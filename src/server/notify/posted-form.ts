import * as v from 'valibot';
import { HttpError } from '../http/http-error';
import { MAX_BODY_BYTES, readJson, readLimitedBytes } from '../http/read-json';

/*
 * The body of the public endpoints that take JSON from our script and also a plain HTML form's
 * post: the notify list's (the home page's form before, or without, its script, the unsubscribe
 * page's button, and a mail provider's one-click unsubscribe: RFC 8058 asks for multipart/form-data
 * and allows urlencoded) and the gift card resend page's button. The same-origin guard lets only
 * these through ('form' body kind).
 */

export type Posted = { kind: 'json'; fields: unknown } | { kind: 'form'; fields: Record<string, string> };

const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

export const isFormPost = (request: Request): boolean => FORM_TYPE.test(request.headers.get('content-type') ?? '');

const bodyTooLarge = () => new HttpError(400, 'Request body is too large (the limit is 100 KB)');
const unreadableForm = () => new HttpError(400, 'The form could not be read');

/** A form's text fields (a file field, which no form of ours has, is left out). */
export async function formFields(request: Request): Promise<Record<string, string>> {
  const bytes = await readLimitedBytes(request, MAX_BODY_BYTES, bodyTooLarge);
  const contentType = request.headers.get('content-type') ?? '';
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), { headers: { 'Content-Type': contentType } }).formData();
  } catch {
    throw unreadableForm();
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') fields[name] = value;
  return fields;
}

/** JSON (refused as readJson refuses it) or a form's fields. */
export async function readPosted(request: Request): Promise<Posted> {
  if (isFormPost(request)) return { kind: 'form', fields: await formFields(request) };
  return { kind: 'json', fields: await readJson(request, v.unknown()) };
}

/** Where a browser's form post goes next (303: the next page is fetched with GET). */
export const seeOther = (location: string): Response =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
