/**
 * The renderer's security settings: window options, Content-Security-Policy and the navigation
 * rules. Kept free of side effects so the main-process tests can check each one.
 */
import type { BrowserWindowConstructorOptions } from 'electron';

/** The privileged scheme the built renderer is served from, so routes are real URLs (`app://stockroom/products/…`). */
export const APP_SCHEME = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://stockroom`;

/**
 * The renderer's Content-Security-Policy: scripts, styles and fonts only from the app itself (no
 * inline script, no eval, no plugins, no frames); `connect-src` admits http(s) because the server
 * URL is chosen at sign-in. Mantine sets inline style attributes, hence `'unsafe-inline'` for styles only.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self' http: https:",
  "object-src 'none'",
  "frame-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** BrowserWindow options: an isolated, sandboxed renderer without Node, with `preload` as its only bridge. */
export function mainWindowOptions(preload: string): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 820,
    minWidth: 960,
    minHeight: 600,
    title: 'Stockroom',
    show: false,
    webPreferences: {
      preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
    },
  };
}

/** True when `url` belongs to the app itself (same scheme and host as APP_ORIGIN); anything unparsable is foreign. */
export function isAppUrl(url: string): boolean {
  try {
    const { protocol, host } = new URL(url);
    return `${protocol}//${host}` === APP_ORIGIN;
  } catch {
    return false;
  }
}
