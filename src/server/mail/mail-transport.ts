import type { Transporter } from 'nodemailer';

let transport: { url: string; transporter: Transporter } | undefined;

/**
 * One SMTP transport per process, made again only if the setting changed (tests change it).
 * nodemailer is loaded on the first send, not when a function starts: every function reaches the
 * sender (mail queued by a request is sent after its response), and most calls queue none.
 */
export async function transporterFor(url: string): Promise<Transporter> {
  if (transport?.url !== url) {
    const { default: nodemailer } = await import('nodemailer');
    transport = { url, transporter: nodemailer.createTransport(url) };
  }
  return transport.transporter;
}
