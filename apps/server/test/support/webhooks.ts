/** A webhook receiver on a real socket, and the checks a receiver runs (decision 0017). */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  event: { id: string; sequence: number; type: string; subject: string; occurredAt: string; data: Record<string, unknown> };
}

/** A webhook receiver on a real socket: records every request, and answers with `answer(request number of this event id)`. */
export async function startReceiver(answer: (attempt: number, event: Received['event']) => number = () => 200) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const event = JSON.parse(body) as Received['event'];
      received.push({ headers: request.headers, body, event });
      response.statusCode = answer(received.filter((r) => r.event.id === event.id).length, event);
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received };
}

/** Polls `check` until it returns a value (not undefined), or fails after `ms`. */
export async function until<T>(check: () => Promise<T | undefined> | T | undefined, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The `v1` signatures of a delivery's Stockroom-Signature header, in order (two while a rotated secret's window lasts: the new, then the old). */
export function signatures(received: Received): string[] {
  return String(received.headers['stockroom-signature'])
    .split(',')
    .filter((part) => part.startsWith('v1='))
    .map((part) => part.slice(3));
}

/** The signature check a receiver runs (docs/INTEGRATION.md, "Webhooks"): HMAC-SHA256 of "<t>.<body>" with the secret, compared with each v1 (several while a secret is rotated). */
export function validSignature(received: Received, secret: string): boolean {
  const header = String(received.headers['stockroom-signature']);
  const timestamp = header.split(',').find((part) => part.startsWith('t='))?.slice(2);
  const expected = createHmac('sha256', secret).update(`${timestamp}.${received.body}`).digest('hex');
  return signatures(received).includes(expected) && Math.abs(Date.now() / 1000 - Number(timestamp)) < 300;
}
