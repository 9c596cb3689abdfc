/**
 * The app shows the server's real error (decision 0013): its envelope message; for an answer without
 * one, the HTTP status it got; "Cannot reach the server" only when no answer came. Driven through
 * the real tRPC client against real HTTP servers.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { errorMessage, fieldErrors, isUnreachable } from '../../src/api-errors.js';
import { createApiClient } from '../../src/trpc.js';

const servers: Server[] = [];
afterAll(() => servers.forEach((server) => server.close()));

/** A server answering every request with `status` and `body`; resolves to its URL. */
async function answering(status: number, body: string, contentType = 'text/html'): Promise<string> {
  const server = createServer((_req, res) => res.writeHead(status, { 'content-type': contentType }).end(body));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

const failure = (url: string) => createApiClient(url, () => null).auth.me.query().then(() => undefined, (error: unknown) => error);

describe('errorMessage', () => {
  it("shows the status of an answer that carries no error envelope (a proxy's page, 414)", async () => {
    const error = await failure(await answering(414, '<html>URI Too Long</html>'));
    expect(errorMessage(error)).toBe('The server answered 414 URI Too Long. Try again, or tell your administrator.');
  });

  it("shows the server's own message when the answer carries the envelope", async () => {
    const body = JSON.stringify({ success: false, error: { code: 'RATE_LIMIT_EXCEEDED', message: 'Too many requests' } });
    const error = await failure(await answering(429, body, 'application/json'));
    expect(errorMessage(error)).toBe('Too many requests');
  });

  it('says the server cannot be reached only when no answer came', async () => {
    const url = await answering(200, '');
    servers.pop()!.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const error = await failure(url);
    expect(errorMessage(error)).toBe('Cannot reach the server. Check the server URL and your connection.');
    expect(isUnreachable(error)).toBe(true);
  });

  it('counts any answer, even an error page, as the server reached', async () => {
    expect(isUnreachable(await failure(await answering(502, '<html>Bad Gateway</html>')))).toBe(false);
    const body = JSON.stringify({ success: false, error: { code: 'NOT_FOUND', message: 'Product not found' } });
    expect(isUnreachable(await failure(await answering(404, body, 'application/json')))).toBe(false);
  });

  it('puts messages that name API fields in plain words (decision 0019), at the form and at the field', async () => {
    const technical = 'Give exactly one of quantity and countedQuantity';
    const body = JSON.stringify({
      success: false,
      error: { code: 'VALIDATION_ERROR', message: technical, details: { quantity: [technical], note: ['Note is too long'] } },
    });
    const error = await failure(await answering(400, body, 'application/json'));
    expect(errorMessage(error)).toBe('Enter a change or a counted quantity');
    expect(fieldErrors(error)).toEqual({ quantity: 'Enter a change or a counted quantity', note: 'Note is too long' });
  });
});
