/**
 * The Electron main process and preload, with the electron module mocked: the window's security
 * options, the Content-Security-Policy on every renderer response, refused navigation and windows,
 * IPC only from the app, the token encrypted at rest, printing and saving PDFs, and the API the
 * preload exposes.
 */
import { EventEmitter } from 'node:events';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const electron = vi.hoisted(() => ({
  BrowserWindow: vi.fn(function (this: Record<string, unknown>, options: unknown) {
    this.options = options;
    this.loadURL = vi.fn(async () => {});
    this.once = vi.fn();
    this.destroy = vi.fn();
    this.webContents = { print: vi.fn((_options: unknown, done: (success: boolean, reason: string) => void) => done(true, '')) };
  }),
  dialog: { showSaveDialog: vi.fn() },
  protocol: { registerSchemesAsPrivileged: vi.fn(), handle: vi.fn() },
  net: { fetch: vi.fn(async (url: string) => new Response(`served ${url}`, { headers: { 'content-type': 'text/html' } })) },
  ipcMain: { handle: vi.fn() },
  app: {},
  safeStorage: {},
  session: {},
}));
vi.mock('electron', () => electron);

const { channels, normalizeServerUrl } = await import('../../electron/bridge.js');
const { createMainWindow, hardenWebContents, registerIpcHandlers, serveRenderer } = await import('../../electron/main-process.js');
const { APP_ORIGIN, CONTENT_SECURITY_POLICY, isAppUrl } = await import('../../electron/security.js');
const { createSettingsStore, keychainCipher } = await import('../../electron/settings.js');
const { printPdf, savePdf } = await import('../../electron/documents.js');

beforeEach(() => vi.clearAllMocks());

/** A reversible stand-in for safeStorage (the real one needs the OS keychain). */
const cipher = (available = true) => ({
  isEncryptionAvailable: () => available,
  encryptString: (plain: string) => Buffer.from(plain, 'utf8').reverse(),
  decryptString: (encrypted: Buffer) => Buffer.from(encrypted).reverse().toString('utf8'),
});
const tempFile = () => join(mkdtempSync(join(tmpdir(), 'stockroom-desktop-')), 'settings.json');

describe('main window', () => {
  it('is isolated, sandboxed, without Node, and loads the app origin', () => {
    const window = createMainWindow('/app/dist/electron/preload.cjs') as unknown as { options: Electron.BrowserWindowConstructorOptions; loadURL: ReturnType<typeof vi.fn> };
    expect(window.options.webPreferences).toMatchObject({
      preload: '/app/dist/electron/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      webviewTag: false,
    });
    expect(window.loadURL).toHaveBeenCalledWith(`${APP_ORIGIN}/`);
  });
});

describe('content security policy', () => {
  const directive = (name: string) =>
    CONTENT_SECURITY_POLICY.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

  it('allows scripts only from the app: no inline script, no eval, no objects or frames', () => {
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('frame-src')).toBe("frame-src 'none'");
    expect(directive('base-uri')).toBe("base-uri 'none'");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
  });

  it('is sent with every file the app:// handler serves, and unknown paths get index.html', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stockroom-renderer-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<html></html>');
    writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
    serveRenderer(dir);
    const [scheme, handler] = electron.protocol.handle.mock.calls[0]!;
    expect(scheme).toBe('app');

    const asset = await handler(new Request(`${APP_ORIGIN}/assets/app.js`));
    expect(asset.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(electron.net.fetch).toHaveBeenLastCalledWith(expect.stringMatching(/\/assets\/app\.js$/));

    const route = await handler(new Request(`${APP_ORIGIN}/products/123`));
    expect(route.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(electron.net.fetch).toHaveBeenLastCalledWith(expect.stringMatching(/\/index\.html$/));

    await handler(new Request(`${APP_ORIGIN}/..%2F..%2F..%2Fetc%2Fpasswd`));
    expect(electron.net.fetch).toHaveBeenLastCalledWith(expect.stringMatching(/\/index\.html$/));

    const malformed = await handler(new Request(`${APP_ORIGIN}/%E0%A4%A`));
    expect(malformed.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(electron.net.fetch).toHaveBeenLastCalledWith(expect.stringMatching(/\/index\.html$/));
  });
});

describe('navigation', () => {
  const contents = () => Object.assign(new EventEmitter(), { setWindowOpenHandler: vi.fn() });
  const navigate = (target: EventEmitter, event: string, url: string) => {
    const preventDefault = vi.fn();
    target.emit(event, { preventDefault }, url);
    return preventDefault;
  };

  it('refuses navigation and redirects to other origins and keeps those within the app', () => {
    const target = contents();
    hardenWebContents(target as unknown as Electron.WebContents);
    expect(navigate(target, 'will-navigate', 'https://evil.example/')).toHaveBeenCalled();
    expect(navigate(target, 'will-navigate', 'file:///etc/passwd')).toHaveBeenCalled();
    expect(navigate(target, 'will-redirect', 'http://localhost:3000/')).toHaveBeenCalled();
    expect(navigate(target, 'will-navigate', `${APP_ORIGIN}/products/1`)).not.toHaveBeenCalled();
  });

  it('refuses every new window and webview', () => {
    const target = contents();
    hardenWebContents(target as unknown as Electron.WebContents);
    const openHandler = target.setWindowOpenHandler.mock.calls[0]![0] as (details: { url: string }) => unknown;
    expect(openHandler({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
    expect(openHandler({ url: `${APP_ORIGIN}/products` })).toEqual({ action: 'deny' });
    expect(navigate(target, 'will-attach-webview', '')).toHaveBeenCalled();
  });

  it('treats only app://stockroom as the app', () => {
    expect(isAppUrl(`${APP_ORIGIN}/x`)).toBe(true);
    expect(isAppUrl('app://other/x')).toBe(false);
    expect(isAppUrl('not a url')).toBe(false);
  });
});

describe('IPC and settings', () => {
  const handlers = () => {
    const store = createSettingsStore(tempFile(), cipher());
    registerIpcHandlers(store, '1.2.3');
    const byChannel = new Map(electron.ipcMain.handle.mock.calls.map(([channel, handler]) => [channel as string, handler as (...args: unknown[]) => unknown]));
    const call = (channel: string, frameUrl: string, ...args: unknown[]) => byChannel.get(channel)!({ senderFrame: { url: frameUrl } }, ...args);
    return { call, byChannel };
  };

  it('answers every bridge channel for the app and refuses other frames', () => {
    const { call, byChannel } = handlers();
    expect([...byChannel.keys()].sort()).toEqual(Object.values(channels).sort());
    expect(call(channels.appVersion, `${APP_ORIGIN}/`)).toBe('1.2.3');
    expect(() => call(channels.appVersion, 'https://evil.example/')).toThrow('IPC refused');
  });

  it('stores the server URL normalised and refuses other schemes', () => {
    const { call } = handlers();
    expect(call(channels.getServerUrl, `${APP_ORIGIN}/`)).toBe('http://localhost:3000');
    call(channels.setServerUrl, `${APP_ORIGIN}/`, 'https://stock.example.com/');
    expect(call(channels.getServerUrl, `${APP_ORIGIN}/`)).toBe('https://stock.example.com');
    expect(() => call(channels.setServerUrl, `${APP_ORIGIN}/`, 'file:///etc')).toThrow('http:// or https://');
  });

  it('keeps the remembered token only encrypted, and forgets it on clear', () => {
    const file = tempFile();
    const store = createSettingsStore(file, cipher());
    store.saveToken('secret-token-value');
    expect(readFileSync(file, 'utf8')).not.toContain('secret-token-value');
    expect(store.loadToken()).toBe('secret-token-value');
    store.clearToken();
    expect(store.loadToken()).toBeNull();
  });

  it('normalises a server URL to origin and path, refusing credentials, query and fragment', () => {
    expect(normalizeServerUrl('https://stock.example.com/api-gateway/')).toBe('https://stock.example.com/api-gateway');
    expect(normalizeServerUrl('HTTP://LOCALHOST:3000')).toBe('http://localhost:3000');
    for (const bad of ['http://user:pw@host', 'http://host/?a=1', 'http://host/#x', 'ftp://host']) expect(() => normalizeServerUrl(bad)).toThrow(TypeError);
  });

  it("treats Linux's basic_text backend (a fixed key) as no encryption, and a real keyring as one", () => {
    const safeStorage = (backend: string) => ({ ...cipher(), getSelectedStorageBackend: () => backend });
    expect(keychainCipher(safeStorage('basic_text'), 'linux').isEncryptionAvailable()).toBe(false);
    expect(keychainCipher(safeStorage('gnome_libsecret'), 'linux').isEncryptionAvailable()).toBe(true);
    expect(keychainCipher(safeStorage('unknown'), 'darwin').isEncryptionAvailable()).toBe(true);
    const store = createSettingsStore(tempFile(), keychainCipher(safeStorage('basic_text'), 'linux'));
    store.saveToken('secret-token-value');
    expect(store.loadToken()).toBeNull();
  });

  it('does not remember a token when the OS offers no encryption', () => {
    const store = createSettingsStore(tempFile(), cipher(false));
    store.saveToken('secret-token-value');
    expect(store.loadToken()).toBeNull();
  });
});

describe('printing and saving PDFs', () => {
  const pdf = new TextEncoder().encode('%PDF-1.3 a document');
  interface PrintWindow {
    options: Electron.BrowserWindowConstructorOptions;
    loadURL: ReturnType<typeof vi.fn>;
    destroy: ReturnType<typeof vi.fn>;
    webContents: { print: ReturnType<typeof vi.fn> };
  }
  const lastWindow = () => electron.BrowserWindow.mock.instances.at(-1) as unknown as PrintWindow;

  it('prints through the system dialog from a hidden, sandboxed window, then removes window and file', async () => {
    await printPdf(pdf, 'Pick list SO-000001');
    const window = lastWindow();
    expect(window.options).toMatchObject({ show: false, title: 'Pick list SO-000001', webPreferences: { sandbox: true, contextIsolation: true, nodeIntegration: false } });
    const url = window.loadURL.mock.calls[0]![0] as string;
    expect(url).toMatch(/^file:\/\/.*\.pdf$/);
    const file = new URL(url).pathname;
    expect(window.webContents.print).toHaveBeenCalledWith(expect.objectContaining({ silent: false }), expect.any(Function));
    expect(window.destroy).toHaveBeenCalled();
    expect(() => readFileSync(file)).toThrow();
  });

  it('resolves when the user cancels, and rejects with the reason when printing fails', async () => {
    electron.BrowserWindow.mockImplementationOnce(function (this: Record<string, unknown>) {
      this.loadURL = vi.fn(async () => {});
      this.destroy = vi.fn();
      this.webContents = { print: (_options: unknown, done: (success: boolean, reason: string) => void) => done(false, 'cancelled') };
    });
    await expect(printPdf(pdf, 'x')).resolves.toBeUndefined();
    electron.BrowserWindow.mockImplementationOnce(function (this: Record<string, unknown>) {
      this.loadURL = vi.fn(async () => {});
      this.destroy = vi.fn();
      this.webContents = { print: (_options: unknown, done: (success: boolean, reason: string) => void) => done(false, 'Printer is offline') };
    });
    await expect(printPdf(pdf, 'x')).rejects.toThrow('Printing failed: Printer is offline');
  });

  it('saves where the save dialog says, offering the base name of the file name', async () => {
    const target = tempFile().replace(/settings\.json$/, 'pick-list.pdf');
    electron.dialog.showSaveDialog.mockResolvedValueOnce({ canceled: false, filePath: target });
    expect(await savePdf(pdf, '../../etc/pick-list-SO-000001.pdf')).toBe(target);
    expect(electron.dialog.showSaveDialog).toHaveBeenCalledWith(expect.objectContaining({ defaultPath: 'pick-list-SO-000001.pdf', filters: [{ name: 'PDF documents', extensions: ['pdf'] }] }));
    expect(readFileSync(target, 'latin1')).toBe('%PDF-1.3 a document');
    electron.dialog.showSaveDialog.mockResolvedValueOnce({ canceled: true, filePath: '' });
    expect(await savePdf(pdf, 'x.pdf')).toBeNull();
  });

  it('refuses bytes that are not a PDF', async () => {
    await expect(printPdf(new TextEncoder().encode('<html>'), 'x')).rejects.toThrow('A PDF document is expected');
    await expect(savePdf('%PDF-1.3', 'x.pdf')).rejects.toThrow('A PDF document is expected');
    expect(electron.dialog.showSaveDialog).not.toHaveBeenCalled();
  });
});

describe('preload', () => {
  it('exposes exactly the DesktopBridge as window.stockroom, each method on its IPC channel', async () => {
    const source = readFileSync(new URL('../../electron/preload.cts', import.meta.url), 'utf8');
    const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS } });
    const exposeInMainWorld = vi.fn();
    const invoke = vi.fn(async (...args: unknown[]) => args);
    const fakeRequire = (name: string) => {
      if (name !== 'electron') throw new Error(`a sandboxed preload cannot require ${name}`);
      return { contextBridge: { exposeInMainWorld }, ipcRenderer: { invoke } };
    };
    new Function('require', 'exports', 'module', outputText)(fakeRequire, {}, { exports: {} });

    expect(exposeInMainWorld).toHaveBeenCalledTimes(1);
    const [key, bridge] = exposeInMainWorld.mock.calls[0]!;
    expect(key).toBe('stockroom');
    expect(Object.keys(bridge).sort()).toEqual(['appVersion', 'clearToken', 'getServerUrl', 'loadToken', 'printPdf', 'runtime', 'savePdf', 'saveToken', 'setServerUrl']);
    expect(bridge.runtime).toBe('electron');
    await bridge.getServerUrl();
    await bridge.setServerUrl('http://x');
    await bridge.loadToken();
    await bridge.saveToken('t');
    await bridge.clearToken();
    await bridge.appVersion();
    const pdf = new Uint8Array([37]);
    await bridge.printPdf(pdf, 'Pick list');
    await bridge.savePdf(pdf, 'pick-list.pdf');
    expect(invoke.mock.calls).toEqual([
      [channels.getServerUrl],
      [channels.setServerUrl, 'http://x'],
      [channels.loadToken],
      [channels.saveToken, 't'],
      [channels.clearToken],
      [channels.appVersion],
      [channels.printPdf, pdf, 'Pick list'],
      [channels.savePdf, pdf, 'pick-list.pdf'],
    ]);
  });
});
