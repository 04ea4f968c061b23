import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { applySettings } from './env-settings';

/**
 * A local HTTP test double of Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json),
 * speaking Twilio's wire format (form-encoded requests with Basic auth, JSON answers, Twilio's error
 * shape with its numeric code), so the real `twilio` package runs unchanged against it. Tests read
 * what was sent, refuse numbers as Twilio would, or take the service down and bring it back.
 */
export interface SentText {
  to: string;
  from: string;
  body: string;
  authorization: string | null;
}

export interface TwilioDouble {
  url: string;
  sent: SentText[];
  /** Twilio will refuse texts to this number with this error code (21610: it replied STOP). */
  refuse(to: string, code: number): void;
  /** Every request answered 503 until `up()`. */
  down(): void;
  up(): void;
  close(): Promise<void>;
}

export const TWILIO_TEST_SETTINGS = {
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(31)}1`,
  TWILIO_AUTH_TOKEN: 'twilio-double-auth-token',
  TWILIO_FROM: '+19135550100',
  OWNER_ALERT_PHONE: '913-555-0177',
};

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startTwilioDouble(): Promise<TwilioDouble> {
  const sent: SentText[] = [];
  const refusals = new Map<string, number>();
  let isDown = false;
  const server: Server = createServer((request, response) => {
    void (async () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const path = new URL(request.url ?? '/', 'http://double').pathname;
      const fields = new URLSearchParams(await readBody(request));
      if (isDown) return send(503, { code: 20503, message: 'Service unavailable', status: 503 });
      if (request.method !== 'POST' || !/^\/2010-04-01\/Accounts\/AC\w+\/Messages\.json$/.test(path)) {
        return send(404, { code: 20404, message: `The requested resource ${path} was not found`, status: 404 });
      }
      const to = fields.get('To') ?? '';
      const code = refusals.get(to);
      if (code) return send(400, { code, message: `Twilio refuses texts to ${to}`, status: 400 });
      const text = {
        to,
        from: fields.get('From') ?? '',
        body: fields.get('Body') ?? '',
        authorization: request.headers.authorization ?? null,
      };
      sent.push(text);
      return send(201, {
        sid: `SM${randomBytes(16).toString('hex')}`,
        status: 'queued',
        to: text.to,
        from: text.from,
        body: text.body,
        num_segments: '1',
        date_created: new Date().toUTCString(),
      });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent,
    refuse: (to, code) => refusals.set(to, code),
    down: () => {
      isDown = true;
    },
    up: () => {
      isDown = false;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/**
 * Starts the double before the tests of the file, with the server set to text through it (the
 * test account, TWILIO_API_URL, the owner's alert phone), and puts every setting back after them.
 */
export function withTwilioDouble(): { readonly double: TwilioDouble } {
  let started: TwilioDouble | undefined;
  let restore: (() => void) | undefined;
  beforeAll(async () => {
    started = await startTwilioDouble();
    const settings: Record<string, string> = { ...TWILIO_TEST_SETTINGS, TWILIO_API_URL: started.url };
    restore = applySettings(settings);
  });
  afterAll(async () => {
    restore?.();
    await started?.close();
  });
  return {
    get double(): TwilioDouble {
      if (!started) throw new Error('The Twilio double starts in beforeAll');
      return started;
    },
  };
}
