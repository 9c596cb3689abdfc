/**
 * The Electron main process: serves the built renderer under app://stockroom, opens the one window,
 * refuses navigation and new windows to other origins, denies device permissions, and answers the
 * preload's IPC calls (settings, the remembered token, printing and saving PDFs).
 */
import { existsSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { app, BrowserWindow, ipcMain, net, protocol, safeStorage, session, type WebContents } from 'electron';
import { channels } from './bridge.js';
import { printPdf, savePdf } from './documents.js';
import { APP_ORIGIN, APP_SCHEME, CONTENT_SECURITY_POLICY, isAppUrl, mainWindowOptions } from './security.js';
import { createSettingsStore, keychainCipher, type SettingsStore } from './settings.js';

/** Must run before the app is ready: app:// behaves like https (standard, secure, fetch-able). */
function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);
}

/**
 * Serves files of `rendererDir` under app://stockroom/; any path that is not a file inside it gets
 * index.html (client-side routes). Every response carries the Content-Security-Policy.
 */
export function serveRenderer(rendererDir: string): void {
  const root = resolve(rendererDir);
  protocol.handle(APP_SCHEME, async (request) => {
    const file = resolve(root, `.${safeDecode(new URL(request.url).pathname)}`);
    const isFile = file.startsWith(root + sep) && existsSync(file) && statSync(file).isFile();
    const response = await net.fetch(pathToFileURL(isFile ? file : join(root, 'index.html')).toString());
    const headers = new Headers(response.headers);
    headers.set('content-security-policy', CONTENT_SECURITY_POLICY);
    return new Response(response.body, { status: response.status, headers });
  });
}

/** `path` percent-decoded; a malformed escape yields "/" (the start page) instead of an exception. */
function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return '/';
  }
}

/** Keeps `contents` on the app: navigation or redirects elsewhere, new windows and webviews are refused. */
export function hardenWebContents(contents: WebContents): void {
  const refuseForeign = (event: { preventDefault(): void }, url: string) => {
    if (!isAppUrl(url)) event.preventDefault();
  };
  contents.on('will-navigate', refuseForeign);
  contents.on('will-redirect', refuseForeign);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}

/**
 * Answers the preload's IPC calls from `store`. Calls from a frame that is not the app are refused
 * (the handler throws, so the renderer's promise rejects).
 */
export function registerIpcHandlers(store: SettingsStore, version: string): void {
  const handle = <A extends unknown[]>(channel: string, handler: (...args: A) => unknown) =>
    ipcMain.handle(channel, (event, ...args) => {
      if (!isAppUrl(event.senderFrame?.url ?? '')) throw new Error('IPC refused: the caller is not the app');
      return handler(...(args as A));
    });
  handle(channels.getServerUrl, () => store.getServerUrl());
  handle(channels.setServerUrl, (url: string) => store.setServerUrl(String(url)));
  handle(channels.loadToken, () => store.loadToken());
  handle(channels.saveToken, (token: string) => store.saveToken(String(token)));
  handle(channels.clearToken, () => store.clearToken());
  handle(channels.appVersion, () => version);
  handle(channels.printPdf, (pdf: unknown, title: string) => printPdf(pdf, title));
  handle(channels.savePdf, (pdf: unknown, filename: string) => savePdf(pdf, filename));
}

/** Opens the main window on the app's start page; it shows once painted. */
export function createMainWindow(preload: string): BrowserWindow {
  const window = new BrowserWindow(mainWindowOptions(preload));
  window.once('ready-to-show', () => window.show());
  void window.loadURL(`${APP_ORIGIN}/`);
  return window;
}

/** Starts the desktop app; `distDir` holds `renderer/` and `electron/preload.cjs`. */
export function startDesktop(distDir: string): void {
  // One app, one window: a second launch focuses the running one.
  if (!app.requestSingleInstanceLock()) return app.quit();
  app.on('second-instance', () => {
    const [window] = BrowserWindow.getAllWindows();
    if (window?.isMinimized()) window.restore();
    window?.focus();
  });
  registerAppScheme();
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents));
  app.on('window-all-closed', () => app.quit());
  void app.whenReady().then(() => {
    session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
    serveRenderer(join(distDir, 'renderer'));
    registerIpcHandlers(createSettingsStore(join(app.getPath('userData'), 'settings.json'), keychainCipher(safeStorage)), app.getVersion());
    const preload = join(distDir, 'electron', 'preload.cjs');
    createMainWindow(preload);
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) createMainWindow(preload);
    });
  });
}
