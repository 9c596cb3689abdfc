/**
 * The signed-in session and the providers that depend on it: the tRPC client (server URL and bearer
 * token), TanStack Query's cache, and sign in / sign out / expiry. A 401 from any call, or the
 * token's own expiry time, ends the session and returns to sign-in with a message.
 */
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { apiErrorBody, isUnauthorized } from './api-errors';
import { desktop } from './bridge';
import { createApiClient, TRPCProvider, type ApiClient, type RouterOutputs } from './trpc';

export type CurrentUser = RouterOutputs['auth']['me'];
export type Permission = CurrentUser['permissions'][number];

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/** The longest delay setTimeout honours (2^31 − 1 ms); a longer one fires at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The `exp` claim of a JWT as epoch milliseconds, or null when the token carries none (or is no JWT). */
function tokenExpiresAt(token: string): number | null {
  try {
    const payload = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const { exp } = JSON.parse(atob(payload)) as { exp?: unknown };
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

type SessionState =
  | { status: 'starting' }
  | { status: 'signed-out'; notice?: string }
  | { status: 'signed-in'; user: CurrentUser };

export interface SignInInput {
  serverUrl: string;
  email: string;
  password: string;
  remember: boolean;
}

export interface SessionValue {
  state: SessionState;
  serverUrl: string;
  /** Signs in at `serverUrl`; rejects with the server's error (401 UNAUTHORIZED on wrong credentials). */
  signIn(input: SignInInput): Promise<CurrentUser>;
  /** Ends the session, forgets the remembered token and the cache; `notice` is shown on sign-in. */
  signOut(notice?: string): Promise<void>;
  /** True when the signed-in user holds `permission` (from auth.me; the server still enforces). */
  can(permission: Permission): boolean;
  /**
   * fetch of `<server>/api<path>` with the session's bearer token, for the REST routes no procedure
   * serves (the CSV exports and imports); a 401 answer ends the session as any call's does.
   */
  fetchApi(path: string, init?: RequestInit): Promise<Response>;
}

const SessionContext = createContext<SessionValue | null>(null);

/** The session of the nearest SessionProvider. */
export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** The signed-in user; only for screens rendered behind the sign-in guard. */
export function useCurrentUser(): CurrentUser {
  const { state } = useSession();
  if (state.status !== 'signed-in') throw new Error('useCurrentUser without a session');
  return state.user;
}

/**
 * The session's query cache, made once: a 401 from any query or mutation while a token is held ends
 * the session through `signOutRef` (read at the time of the error).
 */
function useSessionQueryClient(token: RefObject<string | null>, signOutRef: RefObject<(notice?: string) => Promise<void>>): QueryClient {
  return useMemo(() => {
    const onError = (error: unknown) => {
      if (token.current && isUnauthorized(error)) void signOutRef.current(SESSION_EXPIRED);
    };
    return new QueryClient({
      queryCache: new QueryCache({ onError }),
      mutationCache: new MutationCache({ onError }),
      defaultOptions: {
        // Retry once only when the server was not reached: its answers (401, 404, 429 …) stand.
        queries: { staleTime: 15_000, refetchOnWindowFocus: false, retry: (failures, error) => apiErrorBody(error) === null && failures < 1 },
      },
    });
  }, [token, signOutRef]);
}

/** Provides the session, the query cache and the tRPC client to `children`. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'starting' });
  const [serverUrl, setServerUrl] = useState('');
  const token = useRef<string | null>(null);
  const expiryTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const signOutRef = useRef<(notice?: string) => Promise<void>>(async () => {});

  const queryClient = useSessionQueryClient(token, signOutRef);
  const client = useMemo<ApiClient>(() => createApiClient(serverUrl, () => token.current), [serverUrl]);

  const signOut = useCallback(
    async (notice?: string) => {
      clearTimeout(expiryTimer.current);
      token.current = null;
      await desktop.clearToken();
      queryClient.clear();
      setState({ status: 'signed-out', notice });
    },
    [queryClient],
  );
  signOutRef.current = signOut;

  /** Ends the session when `expiresAt` (epoch ms) passes; setTimeout holds at most ~24.8 days, so long lifetimes re-arm. */
  const scheduleExpiry = useCallback((expiresAt: number) => {
    clearTimeout(expiryTimer.current);
    const remaining = expiresAt - Date.now();
    if (remaining <= 0) return void signOutRef.current(SESSION_EXPIRED);
    expiryTimer.current = setTimeout(() => scheduleExpiry(expiresAt), Math.min(remaining, MAX_TIMER_MS));
  }, []);

  /** Starts the session of `user` with `accessToken`, ending it at the token's expiry. */
  const adopt = useCallback(
    (accessToken: string, user: CurrentUser) => {
      token.current = accessToken;
      const expiresAt = tokenExpiresAt(accessToken);
      if (expiresAt !== null) scheduleExpiry(expiresAt);
      setState({ status: 'signed-in', user });
      return user;
    },
    [scheduleExpiry],
  );

  // On start: the stored server URL, and the remembered token if it is still accepted.
  useEffect(() => {
    void (async () => {
      const url = await desktop.getServerUrl();
      setServerUrl(url);
      const remembered = await desktop.loadToken();
      if (!remembered) return setState({ status: 'signed-out' });
      try {
        const user = await createApiClient(url, () => remembered).auth.me.query();
        adopt(remembered, user);
      } catch (error) {
        if (isUnauthorized(error)) await desktop.clearToken();
        setState({ status: 'signed-out', notice: isUnauthorized(error) ? SESSION_EXPIRED : undefined });
      }
    })();
  }, [adopt]);

  const signIn = useCallback(
    async ({ serverUrl: url, email, password, remember }: SignInInput) => {
      await desktop.setServerUrl(url);
      const normalized = await desktop.getServerUrl();
      // The session carries the user with its permissions: no auth.me needed.
      const session = await createApiClient(normalized, () => null).auth.login.mutate({ email, password });
      // Remembering is best effort (no keychain, say): the session works without it.
      await (remember ? desktop.saveToken(session.accessToken) : desktop.clearToken()).catch(() => {});
      setServerUrl(normalized);
      return adopt(session.accessToken, session.user);
    },
    [adopt],
  );

  const fetchApi = useCallback(
    async (path: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      if (token.current) headers.set('authorization', `Bearer ${token.current}`);
      const response = await fetch(`${serverUrl}/api${path}`, { ...init, headers });
      if (response.status === 401 && token.current) void signOut(SESSION_EXPIRED);
      return response;
    },
    [serverUrl, signOut],
  );

  const value = useMemo<SessionValue>(
    () => ({
      state,
      serverUrl,
      signIn,
      signOut,
      can: (permission) => state.status === 'signed-in' && state.user.permissions.includes(permission),
      fetchApi,
    }),
    [state, serverUrl, signIn, signOut, fetchApi],
  );

  return (
    <SessionContext.Provider value={value}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={client} queryClient={queryClient}>
          {children}
        </TRPCProvider>
      </QueryClientProvider>
    </SessionContext.Provider>
  );
}
