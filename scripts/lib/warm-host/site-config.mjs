// What `netlify serve` reads of a site besides its files, read with the same Netlify packages:
// netlify.toml through @netlify/config (offline, in the context netlify serve resolves), with the
// framework's own config (.netlify/v1/config.json) merged in first; the environment that gives the
// functions; the headers of netlify.toml, that config and the `_headers` files; the image CDN's
// settings; and the redirects of netlify.toml, that config and the `_redirects` files, matched by
// netlify-redirector as netlify serve matches them (netlify-cli/dist/utils/headers.js,
// redirects.js, rules-proxy.js, frameworks-api.js).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { resolveConfig } from '@netlify/config';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import redirector from 'netlify-redirector';

/**
 * @typedef {{ forRegExp: RegExp, values: Record<string, string> }} HeaderRule
 * @typedef {{ to: string, status?: number, force?: boolean, force404?: boolean }} RedirectMatch
 */

/** Parse errors are as fatal here as a wrong answer would be. */
function failOn(/** @type {{ message: string }[]} */ errors, /** @type {string} */ what) {
  if (errors.length > 0) throw new Error(`${what}: ${errors.map((error) => error.message).join('; ')}`);
}

/**
 * A redirect the host can answer as netlify serve does: to a path of this site, with no
 * conditions, signature or headers of its own. Anything else (a proxy to another host, a role,
 * country or language condition) stops the host at start, naming the rule, rather than being
 * answered differently: serve such a site with `npm run preview`.
 */
function assertSupported(/** @type {any} */ redirect) {
  const external = /^https?:\/\//.test(redirect.to ?? '');
  const conditional = Object.keys(redirect.conditions ?? {}).length > 0;
  const extras = redirect.signed || Object.keys(redirect.headers ?? {}).length > 0;
  if ((external && !(redirect.status >= 300 && redirect.status < 400)) || conditional || extras) {
    throw new Error(`this host does not serve the redirect from ${redirect.from} to ${redirect.to}`);
  }
}

/**
 * @param {{ root: string, publishDirectory: string }} where the project and its published folder
 */
export async function loadSiteConfig({ root, publishDirectory }) {
  // `netlify serve` resolves the 'production' context unless CONTEXT names another (its
  // getDefaultContext), so its functions see CONTEXT=production.
  const context = process.env['CONTEXT'] || 'production';
  const { config, configPath, env } = await resolveConfig({ offline: true, context, mode: 'cli', cwd: root });
  const frameworksConfig = JSON.parse(
    await readFile(path.join(root, '.netlify/v1/config.json'), 'utf8').catch(() => '{}'),
  );
  const bothFiles = (/** @type {string} */ name) => [
    ...new Set([path.resolve(root, name), path.resolve(publishDirectory, name)]),
  ];

  const { headers, errors: headerErrors } = await parseAllHeaders({
    headersFiles: bothFiles('_headers'),
    netlifyConfigPath: configPath,
    minimal: false,
    configHeaders: [...(frameworksConfig.headers ?? []), ...(config.headers ?? [])],
  });
  failOn(headerErrors, 'headers');
  const { redirects, errors: redirectErrors } = await parseAllRedirects({
    redirectsFiles: bothFiles('_redirects'),
    netlifyConfigPath: configPath,
    minimal: false,
    configRedirects: [...(frameworksConfig.redirects ?? []), ...(config.redirects ?? [])],
  });
  failOn(redirectErrors, 'redirects');
  redirects.forEach(assertSupported);
  const matcher =
    redirects.length === 0
      ? null
      : await redirector.parseJSON(
          JSON.stringify(redirects.map(({ from, query, ...rest }) => ({ ...rest, origin: from, params: query }))),
          {},
        );

  /**
   * The headers every answer for this path gets, the later rule winning (headersForPath).
   * @param {string} pathname
   */
  const headersFor = (pathname) =>
    Object.assign(
      {},
      .../** @type {HeaderRule[]} */ (headers)
        .filter((rule) => rule.forRegExp.test(pathname))
        .map((rule) => rule.values),
    );

  /**
   * The redirect rule a request meets, or null.
   * @param {URL} url
   * @param {import('node:http').IncomingHttpHeaders} requestHeaders
   * @returns {RedirectMatch | null}
   */
  function redirectFor(url, requestHeaders) {
    if (!matcher) return null;
    const headersForMatch = { 'x-language': 'en', 'x-country': 'us', ...requestHeaders };
    return matcher.match({
      scheme: url.protocol.replace(/:.*$/, ''),
      host: url.hostname,
      path: decodeURIComponent(url.pathname),
      query: url.search.slice(1),
      headers: headersForMatch,
      cookieValues: {},
      getHeader: (/** @type {string} */ name) => {
        const value = headersForMatch[/** @type {keyof typeof headersForMatch} */ (name.toLowerCase())];
        return (Array.isArray(value) ? value[0] : value) ?? '';
      },
      getCookie: () => '',
    });
  }

  /** The environment netlify serve gives its functions from the site's configuration. */
  const functionsEnvironment = Object.fromEntries(
    Object.entries(/** @type {Record<string, { value: string }>} */ (env)).map(([key, variable]) => [
      key,
      variable.value,
    ]),
  );

  // The image CDN's settings, the framework's remote image patterns first (mergeConfigs).
  const imagesConfig = {
    ...frameworksConfig.images,
    ...config.images,
    remote_images: [...(frameworksConfig.images?.remote_images ?? []), ...(config.images?.remote_images ?? [])],
  };

  return {
    publishDirectory: config.build?.publish ?? publishDirectory,
    imagesConfig,
    headersFor,
    redirectFor,
    functionsEnvironment,
  };
}
