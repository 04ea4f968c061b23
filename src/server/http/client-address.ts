/** The caller's IP address: Netlify's context has it; its header is the fallback. */
export function clientAddress(request: Request, context: { ip?: string }): string {
  return context.ip || request.headers.get('x-nf-client-connection-ip') || 'unknown';
}
