/**
 * The API the preload script exposes to the renderer as `window.stockroom` (and that the renderer's
 * browser fallback implements with web storage). Types only: the renderer imports this file too.
 */
export interface DesktopBridge {
  /** Where the renderer runs: inside Electron, or in a plain browser (`npm run desktop:web`). */
  readonly runtime: 'electron' | 'browser';
  /** The server's base URL, e.g. `http://localhost:3000` (tRPC lives at `<url>/trpc`). */
  getServerUrl(): Promise<string>;
  /** Stores the server URL; rejects an URL that is not http(s). */
  setServerUrl(url: string): Promise<void>;
  /** The remembered access token, or null when none is stored or it can no longer be decrypted. */
  loadToken(): Promise<string | null>;
  /** Remembers the access token ("remember me"); in Electron it is encrypted with safeStorage. */
  saveToken(token: string): Promise<void>;
  /** Forgets the remembered token (sign out). */
  clearToken(): Promise<void>;
  /** The app's version (package.json). */
  appVersion(): Promise<string>;
  /** Prints a PDF (its bytes) through the system's print dialog; resolves once printed or cancelled. Decision 0019. */
  printPdf(pdf: Uint8Array, title: string): Promise<void>;
  /** Offers to save a PDF under `filename`; resolves to the path written, or null when cancelled. Decision 0019. */
  savePdf(pdf: Uint8Array, filename: string): Promise<string | null>;
}

/** IPC channel names shared by the preload script and the main process. */
export const channels = {
  getServerUrl: 'settings:get-server-url',
  setServerUrl: 'settings:set-server-url',
  loadToken: 'token:load',
  saveToken: 'token:save',
  clearToken: 'token:clear',
  appVersion: 'app:version',
  printPdf: 'document:print',
  savePdf: 'document:save',
} as const;

/**
 * Returns the server's base URL (origin and path, without trailing slashes); throws TypeError
 * unless it is an http(s) URL without credentials, query or fragment. Shared by the main process's
 * settings store and the renderer's browser fallback.
 */
export function normalizeServerUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new TypeError('The server URL must start with http:// or https://');
  if (parsed.username || parsed.password || parsed.search || parsed.hash) {
    throw new TypeError('The server URL takes no user name, password, query or fragment');
  }
  return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
}
