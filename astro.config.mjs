// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import netlify from '@astrojs/netlify';
import tailwindcss from '@tailwindcss/vite';
import { devMigrations } from './scripts/lib/dev-migrations.mjs';
import { cms } from './src/cms/cms-integration';
import { checkProductionSettings } from './src/server/production-settings';

// Google Analytics' hosts join the Content-Security-Policy only when its measurement id is set.
const analytics = Boolean(process.env.PUBLIC_GA_MEASUREMENT_ID);

/**
 * `client:near` (src/lib/client-directives/near.ts): hydrate near the viewport or at the first gesture.
 * @type {import('astro').AstroIntegration}
 */
const clientNear = {
  name: 'client-near',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) =>
      addClientDirective({
        name: 'near',
        entrypoint: fileURLToPath(new URL('./src/lib/client-directives/near.ts', import.meta.url)),
      }),
  },
};

/**
 * Netlify's production build stops, naming the setting, when one the live shop needs is missing
 * (src/server/production-settings.ts), before anything is deployed. Other contexts (previews,
 * `netlify serve`, `npm run build` here) build as they are.
 * @type {import('astro').AstroIntegration}
 */
const productionSettings = {
  name: 'production-settings',
  hooks: {
    'astro:config:setup': ({ command }) => {
      if (command === 'build' && process.env.CONTEXT === 'production') checkProductionSettings(process.env);
    },
  },
};

// Static pages with React islands; the API lives in netlify/functions.
export default defineConfig({
  site: process.env.PUBLIC_SITE_URL ?? 'http://localhost:4321',
  output: 'static',
  integrations: [productionSettings, react(), devMigrations(), clientNear, cms()],
  adapter: netlify({
    // Edge-function emulation downloads Deno at dev start, which fails offline.
    devFeatures: { edgeFunctions: false, images: false, environmentVariables: false },
    // Product photos are optimised at build time, so pages never depend on the image CDN.
    imageCDN: false,
  }),
  vite: {
    plugins: [tailwindcss()],
  },
  // Content-Security-Policy for every page, as a <meta> tag: hashes of the exact scripts and styles
  // Astro ships, and nothing from elsewhere. /checkout, /pay and /gift-cards add Stripe's hosts (src/pages/checkout.astro,
  // src/pages/pay.astro) and src/components/Analytics.astro Google's when a measurement id is set. (frame-ancestors cannot
  // be set in a <meta>: netlify.toml's X-Frame-Options: DENY does that job.)
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        analytics
          ? "img-src 'self' data: https://*.google-analytics.com https://*.googletagmanager.com"
          : "img-src 'self' data:",
        analytics
          ? "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com"
          : "connect-src 'self'",
      ],
      // <style> elements may be inline (style-src-elem): Radix's scroll lock (react-remove-scroll)
      // writes one when a dialog or sheet opens, sized to the scrollbar, so no hash can name it.
      // Scripts stay hash-only, and style="" attributes in markup stay blocked (style-src's hashes).
      styleDirective: {
        resources: [
          "'self'",
          { resource: "'self'", kind: 'element' },
          { resource: "'unsafe-inline'", kind: 'element' },
        ],
      },
      ...(analytics ? { scriptDirective: { resources: ["'self'", 'https://www.googletagmanager.com'] } } : {}),
    },
  },
  // The owner's Markdown has no code blocks; Shiki's inline styles would also clash with the CSP.
  markdown: { syntaxHighlight: false },
  devToolbar: { enabled: false },
});
