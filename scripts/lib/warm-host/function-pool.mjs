// The warm instances of one built function, as Netlify keeps them: an instance (a worker thread,
// ./function-worker.mjs, that imported the function once) takes one invocation at a time; a call
// that finds every instance busy starts another, which then stays warm too. So two calls at once
// never share an instance's module state, as they never do in production.
import { Worker } from 'node:worker_threads';

const WORKER_URL = new URL('./function-worker.mjs', import.meta.url);

/**
 * @typedef {{ statusCode?: number, headers?: Record<string, string>,
 *   multiValueHeaders?: Record<string, string[]>, isBase64Encoded?: boolean }} LambdaHead
 * @typedef {{ head: LambdaHead | null, body: AsyncIterable<Buffer> }} Invocation
 * @typedef {{ errorType: string, errorMessage: string, stackTrace: string[] }} LambdaError
 */

/** An invocation that failed the way lambda-local reports it. */
export class InvocationError extends Error {
  /** @param {LambdaError} error */
  constructor(error) {
    super(error.errorMessage);
    this.lambdaError = error;
  }
}

/** One warm instance: its worker, and the calls under way on it by id. */
class Instance {
  /**
   * @param {string} entryFileUrl
   * @param {Record<string, string | undefined>} env the instance's process.env
   * @param {(instance: Instance) => void} onGone called when the worker has stopped (a crash, as
   *   an uncaught error ends a Lambda instance): its calls under way fail, and it is not used again
   */
  constructor(entryFileUrl, env, onGone) {
    this.busy = false;
    /** @type {Map<number, { onMessage: (message: any) => void }>} */
    this.calls = new Map();
    this.worker = new Worker(WORKER_URL, { workerData: { entryFileUrl }, env });
    /** @type {Error | null} */
    let failure = null;
    this.worker.on('error', (error) => {
      failure = error;
    });
    this.ready = new Promise((resolve, reject) => {
      this.worker.on('message', (message) => {
        if (message.ready) resolve(undefined);
        else this.calls.get(message.id)?.onMessage(message);
      });
      this.worker.once('exit', (code) => {
        const error = failure ?? new Error(`the function's worker exited with code ${code}`);
        reject(error);
        for (const call of this.calls.values()) {
          call.onMessage({ error: { errorType: error.name, errorMessage: error.message, stackTrace: [] } });
          call.onMessage({ done: true });
        }
        onGone(this);
      });
    });
  }
}

let nextId = 1;

/**
 * The pool of one function: `invoke` runs an event on a free instance (starting one if none is
 * free) and answers its head and a body to read, or throws an InvocationError.
 * @param {string} entryFileUrl the file URL of the unzipped function's `___netlify-entry-point.mjs`
 * @param {Record<string, string | undefined>} [env] its instances' process.env (this process's by default)
 */
export function functionPool(entryFileUrl, env = process.env) {
  /** @type {Instance[]} */
  const instances = [];

  async function acquire() {
    let instance = instances.find((candidate) => !candidate.busy);
    if (!instance) {
      instance = new Instance(entryFileUrl, env, (gone) => {
        const index = instances.indexOf(gone);
        if (index !== -1) instances.splice(index, 1);
      });
      instances.push(instance);
    }
    instance.busy = true;
    await instance.ready;
    return instance;
  }

  /**
   * @param {object} event the Lambda event, as netlify serve's functions server builds it
   * @param {object} clientContext
   * @param {number} timeoutMs
   * @returns {Promise<Invocation>}
   */
  async function invoke(event, clientContext, timeoutMs) {
    const instance = await acquire();
    const id = nextId++;
    /** @type {Buffer[]} */
    const queued = [];
    let ended = false;
    /** @type {(() => void) | null} */
    let wake = null;
    /** @type {unknown} */
    let bodyError = null;
    const settle = () => {
      wake?.();
      wake = null;
    };
    return new Promise((resolve, reject) => {
      let headSent = false;
      let failed = false;
      // The invocation's end (its work after the response included) and its answer's end come in
      // either order; the call is forgotten once both have.
      let over = false;
      const forgetWhenFinished = () => {
        if (over && (ended || bodyError || failed)) instance.calls.delete(id);
      };
      instance.calls.set(id, {
        onMessage(message) {
          if (message.done) {
            if (over) return;
            over = true;
            instance.busy = false;
          } else if (message.error) {
            const error = new InvocationError(message.error);
            if (headSent) {
              bodyError = error;
              settle();
            } else {
              failed = true;
              reject(error);
            }
          } else if ('head' in message) {
            headSent = true;
            resolve({ head: message.head, body: readBody() });
          } else if (message.chunk) {
            queued.push(Buffer.from(message.chunk));
            settle();
          } else if (message.end) {
            ended = true;
            settle();
          }
          forgetWhenFinished();
        },
      });
      instance.worker.postMessage({ id, event, clientContext, timeoutMs });
    });

    async function* readBody() {
      while (true) {
        while (queued.length > 0) yield/** @type {Buffer} */ (queued.shift());
        if (bodyError) throw bodyError;
        if (ended) return;
        await new Promise((resolve) => {
          wake = () => resolve(undefined);
        });
      }
    }
  }

  /** Ends every instance. */
  async function stop() {
    await Promise.all(instances.map((instance) => instance.worker.terminate()));
  }

  return { invoke, stop, instances: () => instances.length };
}
