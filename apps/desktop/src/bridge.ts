/**
 * The desktop bridge: the preload's `window.stockroom` inside Electron, or a browser fallback on
 * web storage when the renderer runs in a plain browser (`npm run desktop:web`, the e2e tests).
 */
import { normalizeServerUrl, type DesktopBridge } from '../electron/bridge';

declare global {
  interface Window {
    stockroom?: DesktopBridge;
  }
}

const SERVER_URL_KEY = 'stockroom.serverUrl';
const TOKEN_KEY = 'stockroom.token';

/** The fallback: server URL and remembered token in localStorage (a browser has no OS keychain). */
const browserBridge: DesktopBridge = {
  runtime: 'browser',
  getServerUrl: async () => localStorage.getItem(SERVER_URL_KEY) ?? import.meta.env.VITE_SERVER_URL ?? 'http://localhost:3000',
  setServerUrl: async (url) => localStorage.setItem(SERVER_URL_KEY, normalizeServerUrl(url)),
  loadToken: async () => localStorage.getItem(TOKEN_KEY),
  saveToken: async (token) => localStorage.setItem(TOKEN_KEY, token),
  clearToken: async () => localStorage.removeItem(TOKEN_KEY),
  appVersion: async () => __APP_VERSION__,
};

export const desktop: DesktopBridge = window.stockroom ?? browserBridge;
