import type { Transporter } from 'nodemailer';
import type { ChannelSender } from './channel-sender';

let transport: { url: string; transporter: Transporter } | undefined;

/**
 * How long nodemailer waits on the mail server, where its defaults are 2 minutes to connect, 30 s
 * for the greeting and 10 minutes of silence: a send that hangs must fail well within a sender's
 * run and its claim on the message (./deliver-due.ts also bounds each send as a whole).
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 };

/**
 * One SMTP transport per process, made again only if the setting changed (tests change it).
 * nodemailer is loaded on the first send, not when a function starts: every function reaches the
 * sender (mail queued by a request is sent after its response), and most calls queue none.
 */
async function transporterFor(url: string): Promise<Transporter> {
  if (transport?.url !== url) {
    const { default: nodemailer } = await import('nodemailer');
    transport = { url, transporter: nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }) };
  }
  return transport.transporter;
}

/** E-mail over SMTP (SMTP_URL), from MAIL_FROM; plain text, and HTML and extra headers when the message has them. */
export const emailSender = (smtpUrl: string, from: string): ChannelSender => ({
  channel: 'email',
  async send(message) {
    const transporter = await transporterFor(smtpUrl);
    await transporter.sendMail({
      from,
      to: message.toAddress,
      subject: message.subject,
      text: message.textBody,
      ...(message.htmlBody !== null && { html: message.htmlBody }),
      ...(Object.keys(message.headers).length > 0 && { headers: message.headers }),
    });
  },
});
