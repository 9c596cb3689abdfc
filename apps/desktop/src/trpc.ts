/**
 * The typed tRPC client over `<server>/trpc`. Only the AppRouter *type* comes from packages/api;
 * no server code reaches the renderer bundle.
 */
import type { AppRouter } from '@stockroom/api';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { createTRPCContext } from '@trpc/tanstack-react-query';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type ApiClient = ReturnType<typeof createApiClient>;

/** An answer from the server, or something in front of it, that carries no JSON body (a proxy's error page). */
export class ServerAnswerError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {
    super(`The server answered ${status} ${statusText}`.trim());
  }
}

/** fetch, refusing an answer without a JSON body as a ServerAnswerError that names its status. */
async function fetchJson(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  if (!response.headers.get('content-type')?.includes('json')) throw new ServerAnswerError(response.status, response.statusText);
  return response;
}

/** A client for the server at `serverUrl`; `token()` is read on every request (null: no header). */
export function createApiClient(serverUrl: string, token: () => string | null) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${serverUrl}/trpc`,
        // A batch's URL names every procedure in its path: at most 2,000 characters and 20 calls, well within the server's MAX_PARAM_LENGTH (apps/server/src/app.ts).
        maxURLLength: 2000,
        maxItems: 20,
        fetch: fetchJson,
        headers: () => {
          const value = token();
          return value ? { authorization: `Bearer ${value}` } : {};
        },
      }),
    ],
  });
}
