import { loggableFailure } from './loggable-failure';

/**
 * JSON answers. Nothing an API returns may be stored by a shared cache: most of it is personal. The
 * security headers are the endpoint wrapper's (./security-headers.ts).
 */
const BASE_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
};

/** Extra headers: a record, or name/value pairs where a name repeats (several Set-Cookie values). */
export type ExtraHeaders = Record<string, string> | Array<[string, string]>;

function headersWith(base: Record<string, string>, extra: ExtraHeaders): Headers {
  const headers = new Headers(base);
  for (const [name, value] of Array.isArray(extra) ? extra : Object.entries(extra)) {
    if (name.toLowerCase() === 'set-cookie') headers.append(name, value);
    else headers.set(name, value);
  }
  return headers;
}

export function json(body: unknown, status = 200, headers: ExtraHeaders = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: headersWith(BASE_HEADERS, headers) });
}

export function errorJson(
  status: number,
  message: string,
  headers: ExtraHeaders = {},
  fields: Record<string, unknown> = {},
): Response {
  return json({ ...fields, message }, status, headers);
}

export function noContent(headers: ExtraHeaders = {}): Response {
  return new Response(null, { status: 204, headers: headersWith({ 'Cache-Control': 'no-store' }, headers) });
}

/** A CSV download (the owner's exports): its records are personal or the business's, never kept by a shared cache. */
export function csvFile(fileName: string, csv: string | ReadableStream<Uint8Array>): Response {
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  });
}

/**
 * The parts of a text as a stream of bytes, each part read only when the one before has gone out:
 * a long download (the orders' CSV) starts at once and never sits whole in memory. The first part
 * is read before answering, so a failure there is the endpoint's error (a 500, logged); a failure
 * after it is logged as `what` and cuts the download short, which the browser reports as failed.
 */
export async function textStream(parts: AsyncIterable<string>, what: string): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  const iterator = parts[Symbol.asyncIterator]();
  const first = await iterator.next();
  return new ReadableStream({
    start(controller) {
      if (first.done) controller.close();
      else controller.enqueue(encoder.encode(first.value));
    },
    async pull(controller) {
      try {
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        console.error(`[api] ${what} failed part-way: ${loggableFailure(error)}`);
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
