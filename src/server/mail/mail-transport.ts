import nodemailer, { type Transporter } from 'nodemailer';

let transport: { url: string; transporter: Transporter } | undefined;

/** One SMTP transport per process, made again only if the setting changed (tests change it). */
export function transporterFor(url: string): Transporter {
  if (transport?.url !== url) transport = { url, transporter: nodemailer.createTransport(url) };
  return transport.transporter;
}
