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

/** A client for the server at `serverUrl`; `token()` is read on every request (null: no header). */
export function createApiClient(serverUrl: string, token: () => string | null) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${serverUrl}/trpc`,
        maxURLLength: 2000,
        headers: () => {
          const value = token();
          return value ? { authorization: `Bearer ${value}` } : {};
        },
      }),
    ],
  });
}
