// One warm instance of one built function: a worker thread that imports the function's entry once
// and then runs one invocation after another, as a warm Netlify function does. Each invocation runs
// exactly as under `netlify serve` (its worker, netlify-cli/dist/lib/functions/runtimes/js/worker.js):
// the same Lambda event, through lambda-local's `execute` and its streaming emulation, into the
// bootstrap Netlify built into the function's zip. What differs is only that the import is kept (and
// that lambda-local's logger, silenced there, is silent from the start: below).
//
// Messages: in, { id, event, clientContext, timeoutMs }; out, { id, head } (status and headers),
// then { id, chunk } for each piece of the body and { id, end }, or { id, error }; and { id, done }
// once the invocation is over (its waitUntil work included), when the instance may take the next.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * lambda-local builds a winston console logger as it loads, which netlify serve's worker then
 * silences (level 'alert', above anything lambda-local logs): winston's loading was 60-100 ms of
 * every instance's start, more than Netlify's bootstrap. This worker gives it, before it loads, a
 * logger that says nothing instead, so what it prints is the same: nothing.
 */
function silenceLambdaLocalLogger() {
  const require = createRequire(import.meta.url);
  const winston = createRequire(require.resolve('lambda-local')).resolve('winston');
  const quiet = () => undefined;
  const logger = { level: 'alert', log: quiet };
  require.cache[winston] = /** @type {NodeJS.Module} */ ({
    id: winston,
    filename: winston,
    loaded: true,
    exports: {
      createLogger: () => logger,
      format: { combine: quiet, colorize: quiet, simple: quiet },
      transports: { Console: class {} },
    },
  });
}

silenceLambdaLocalLogger();
const { default: lambdaLocal } = await import('lambda-local');
lambdaLocal.getLogger().level = 'alert';

const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
const lambdaFunc = await import(workerData.entryFileUrl);

/** lambda-local's error object ({ errorType, errorMessage, stackTrace }) or an Error, as plain data. */
function plainError(error) {
  if (error instanceof Error) {
    return { errorType: error.name, errorMessage: error.message, stackTrace: (error.stack ?? '').split('\n') };
  }
  return {
    errorType: error?.errorType ?? 'Error',
    errorMessage: error?.errorMessage ?? String(error),
    stackTrace: Array.isArray(error?.stackTrace) ? error.stackTrace : [],
  };
}

/** Sends a result's body: a stream chunk by chunk, a string (base64 or not) at once. */
async function sendBody(id, result) {
  const { body } = result;
  if (body && typeof body.on === 'function') {
    for await (const chunk of body) port.postMessage({ id, chunk: Buffer.from(chunk) });
  } else if (typeof body === 'string' && body !== '') {
    port.postMessage({ id, chunk: Buffer.from(body, result.isBase64Encoded ? 'base64' : 'utf8') });
  }
  port.postMessage({ id, end: true });
}

port.on('message', async ({ id, event, clientContext, timeoutMs }) => {
  const onInvocationEnd = () => port.postMessage({ id, done: true });
  let result;
  try {
    result = await lambdaLocal.execute({
      clientContext,
      event,
      lambdaFunc,
      region: 'dev',
      timeoutMs,
      verboseLevel: 3,
      onInvocationEnd,
    });
  } catch (error) {
    port.postMessage({ id, error: plainError(error) });
    return;
  }
  const { body: _body, ...head } = result ?? {};
  port.postMessage({ id, head: result == null ? null : head });
  if (result == null) return;
  try {
    await sendBody(id, result);
  } catch (error) {
    port.postMessage({ id, error: plainError(error) });
  }
});

port.postMessage({ ready: true });
