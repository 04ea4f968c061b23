/** What a handler gets from Netlify's context: the caller's address and the path's parameters. */
export interface RequestContext {
  ip?: string;
  params?: Record<string, string>;
  /** Netlify's: keeps the function alive for work done after the response has gone. */
  waitUntil?: (promise: Promise<unknown>) => void;
}
