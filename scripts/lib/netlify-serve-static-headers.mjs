// `netlify serve`, but with the site's header rules (netlify.toml's [[headers]], `_headers`) applied
// only to the files it serves, never to a function's answer, as Netlify applies them
// (docs.netlify.com, Custom headers, Limitations: not to a function's answer nor a page rendered on
// demand). netlify-cli applies them to every answer and has no option to do otherwise, so that the
// tests see what production sends, this runs netlify-cli itself with one line of its proxy changed
// as it loads (Node's module.registerHooks, in this thread only: its function workers load nothing
// through it): the rules of a request's path are applied when its answer comes from a file, and not
// when it comes from the functions server, which netlify-cli proxies to with options of its own that
// name no publish folder. Should netlify-cli's line change, this stops at start, naming it, rather
// than serve with the headers everywhere. Run as `node netlify-serve-static-headers.mjs serve ...`
// (./netlify-serve.mjs), with netlify's own arguments.
import { registerHooks } from 'node:module';

const PROXY = /\/netlify-cli\/dist\/utils\/proxy\.js$/;
const APPLIED_TO_EVERY_ANSWER = 'const headersRules = headersForPath(headers, requestURL.pathname);';
const APPLIED_TO_FILES_ONLY =
  'const headersRules = options.publicFolder === undefined ? {} : headersForPath(headers, requestURL.pathname);';

registerHooks({
  load(url, context, nextLoad) {
    const loaded = nextLoad(url, context);
    if (!PROXY.test(url)) return loaded;
    const source = typeof loaded.source === 'string' ? loaded.source : new TextDecoder().decode(loaded.source);
    if (!source.includes(APPLIED_TO_EVERY_ANSWER)) {
      throw new Error(
        `netlify-cli's proxy no longer has the line this changes (${APPLIED_TO_EVERY_ANSWER}): see ${import.meta.url}`,
      );
    }
    return { ...loaded, source: source.replace(APPLIED_TO_EVERY_ANSWER, APPLIED_TO_FILES_ONLY) };
  },
});

await import('netlify-cli/bin/run.js');
