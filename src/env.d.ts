/// <reference types="astro/client" />

declare namespace Astro {
  interface ClientDirectives {
    /** Hydrates near the viewport (the margin given) or at the first gesture: src/lib/client-directives/near.ts. */
    'client:near'?: string;
  }
}
