import * as v from 'valibot';
import { NOT_AN_OBJECT } from '@/domain/schemas/fields';
import { badRequest, HttpError } from './http-error';

export const MAX_BODY_BYTES = 100 * 1024;

/**
 * The body's bytes, refusing with `tooLarge` anything over `maxBytes` without reading it all into
 * memory first (a declared Content-Length over it is refused before reading at all).
 */
export async function readLimitedBytes(request: Request, maxBytes: number, tooLarge: () => HttpError): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

const bodyTooLarge = () => new HttpError(400, 'Request body is too large (the limit is 100 KB)');

/** The body as text, refusing anything over 100 KB. */
export async function readLimitedText(request: Request): Promise<string> {
  return new TextDecoder().decode(await readLimitedBytes(request, MAX_BODY_BYTES, bodyTooLarge));
}

/** Postgres text cannot hold NUL characters: refuse them here rather than fail at the database. */
function refuseNul(key: string, value: unknown): unknown {
  if (key.includes('\0') || (typeof value === 'string' && value.includes('\0'))) {
    throw badRequest('Text must not contain null characters');
  }
  return value;
}

/** Field path of a valibot issue ('items.0.quantity'), to name the problem precisely. */
function issuePath(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? [])
    .map((item) => String(item.key))
    .filter((key) => key !== 'undefined')
    .join('.');
}

/**
 * Reads and validates a JSON body. Malformed JSON, a body over 100 KB or a value the schema
 * refuses all answer 400 with a message naming the problem.
 */
export async function readJson<TSchema extends v.GenericSchema>(
  request: Request,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  const text = await readLimitedText(request);
  let data: unknown;
  try {
    data = text === '' ? undefined : JSON.parse(text, refuseNul);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest('Malformed JSON in request body');
  }
  if (data === undefined) throw badRequest('Request body is required');
  // Every body here is an object; valibot would otherwise answer an array with a field's message.
  if (Array.isArray(data)) throw badRequest(NOT_AN_OBJECT);
  const result = v.safeParse(schema, data);
  if (!result.success) {
    const [issue] = result.issues;
    const path = issue ? issuePath(issue) : '';
    const message = issue?.message ?? 'Invalid request body';
    // The schemas' own messages are written for people ('Please enter a valid email address');
    // valibot's generic ones get the field name so the caller knows what to fix.
    throw badRequest(path && /^Invalid /.test(message) ? `${path}: ${message}` : message);
  }
  return result.output;
}
