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

/** A blob URL of `pdf`, revoked after a minute (time enough for the tab or download to read it). */
function pdfUrl(pdf: Uint8Array): string {
  const url = URL.createObjectURL(new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return url;
}

/**
 * The fallback: server URL and remembered token in localStorage (a browser has no OS keychain);
 * a PDF opens in a new tab, which prints it (window.print), or downloads under its name.
 */
const browserBridge: DesktopBridge = {
  runtime: 'browser',
  getServerUrl: async () => localStorage.getItem(SERVER_URL_KEY) ?? import.meta.env.VITE_SERVER_URL ?? 'http://localhost:3000',
  setServerUrl: async (url) => localStorage.setItem(SERVER_URL_KEY, normalizeServerUrl(url)),
  loadToken: async () => localStorage.getItem(TOKEN_KEY),
  saveToken: async (token) => localStorage.setItem(TOKEN_KEY, token),
  clearToken: async () => localStorage.removeItem(TOKEN_KEY),
  appVersion: async () => __APP_VERSION__,
  printPdf: async (pdf) => {
    const tab = window.open(pdfUrl(pdf), '_blank');
    tab?.addEventListener('load', () => tab.print(), { once: true });
  },
  savePdf: async (pdf, filename) => {
    const link = Object.assign(document.createElement('a'), { href: pdfUrl(pdf), download: filename });
    link.click();
    return filename;
  },
};

export const desktop: DesktopBridge = window.stockroom ?? browserBridge;
