import { createDecipheriv, createECDH, createHmac, type ECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local double of a browser's push service (RFC 8030) and of the device behind it: it accepts
 * pushes at /push/{device}, answers 201 (or 410 for a device whose subscription is gone), and
 * decrypts each payload with the device's own keys as the browser would (RFC 8291, aes128gcm,
 * written here with node:crypto, apart from the library the shop encrypts with).
 */
export interface Device {
  /** What the browser's PushManager would give the page. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
  auth: Buffer;
}

export interface ReceivedPush {
  device: string;
  headers: Record<string, string | string[] | undefined>;
  /** The decrypted payload, as the service worker's event.data.json() reads it. */
  payload: unknown;
}

export interface PushDouble {
  received: ReceivedPush[];
  device(name: string): Device;
  /** The push service answers 410 Gone for this device from now on. */
  forget(name: string): void;
  close(): Promise<void>;
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
/** HKDF-Expand for one block (RFC 5869), enough for the 12 to 32 bytes RFC 8291 asks for. */
const expand = (prk: Buffer, info: Buffer, length: number) =>
  hmac(prk, Buffer.concat([info, Buffer.from([1])])).subarray(0, length);
const label = (text: string) => Buffer.from(`${text}\0`, 'utf8');

/** RFC 8291 section 3.4 and RFC 8188: one aes128gcm record, decrypted with the device's keys. */
export function decryptPush(body: Buffer, device: Device): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20] ?? 0;
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const secret = device.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([label('WebPush: info'), device.ecdh.getPublicKey(), serverKey]);
  const ikm = expand(hmac(device.auth, secret), keyInfo, 32);
  const prk = hmac(salt, ikm);
  const cek = expand(prk, label('Content-Encoding: aes128gcm'), 16);
  const nonce = expand(prk, label('Content-Encoding: nonce'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 and any zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startPushDouble(): Promise<PushDouble> {
  const devices = new Map<string, Device>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  let url = '';
  const server: Server = createServer((request, response) => {
    void (async () => {
      const name = decodeURIComponent(new URL(request.url ?? '/', 'http://double').pathname.replace(/^\/push\//, ''));
      const body = await readBody(request);
      const device = devices.get(name);
      if (!device || gone.has(name)) {
        response.writeHead(device ? 410 : 404).end();
        return;
      }
      received.push({ device: name, headers: request.headers, payload: JSON.parse(decryptPush(body, device)) });
      response.writeHead(201, { location: `${url}/message/${randomBytes(8).toString('hex')}` }).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    received,
    device(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const device: Device = {
        subscription: {
          endpoint: `${url}/push/${encodeURIComponent(name)}`,
          keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') },
        },
        ecdh,
        auth,
      };
      devices.set(name, device);
      return device;
    },
    forget: (name) => gone.add(name),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
