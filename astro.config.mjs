// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import netlify from '@astrojs/netlify';
import tailwindcss from '@tailwindcss/vite';

// Static pages with React islands; the API lives in netlify/functions.
export default defineConfig({
  site: process.env.PUBLIC_SITE_URL ?? 'http://localhost:4321',
  output: 'static',
  integrations: [react()],
  adapter: netlify({
    // Edge-function emulation downloads Deno at dev start, which fails offline.
    devFeatures: { edgeFunctions: false, images: false, environmentVariables: false },
    // Product photos are optimised at build time, so pages never depend on the image CDN.
    imageCDN: false,
  }),
  vite: {
    plugins: [tailwindcss()],
  },
  // Hash-based Content-Security-Policy for every page's own scripts and styles.
  security: { csp: true },
  // The owner's Markdown has no code blocks; Shiki's inline styles would also clash with the CSP.
  markdown: { syntaxHighlight: false },
  devToolbar: { enabled: false },
});
