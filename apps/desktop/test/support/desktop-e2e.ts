/**
 * End-to-end harness: a real server on a fresh test database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL), the built renderer served by `vite preview`, and Debian's Chromium driven by
 * playwright-core. Fixtures are made through the typed tRPC client the app itself uses.
 *
 * Without Chromium the e2e files are skipped, unless STOCKROOM_E2E_REQUIRED is set (CI), where a
 * missing browser fails the run.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createUser } from '@stockroom/api';
import type { Role } from '@stockroom/db';
import { chromium, type Browser, type Page } from 'playwright-core';
import { preview } from 'vite';
import { afterAll, inject } from 'vitest';
import { setupTestApp, TEST_PASSWORD, type TestContext } from '../../../server/test/support/app.js';
import { createApiClient, type ApiClient } from '../../src/trpc.js';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** False on a machine without Chromium: e2e files skip (CI sets STOCKROOM_E2E_REQUIRED and installs it). */
export const browserAvailable = existsSync(CHROMIUM_PATH);
if (!browserAvailable && process.env.STOCKROOM_E2E_REQUIRED) {
  throw new Error(`Chromium not found at ${CHROMIUM_PATH}; install Debian's chromium package (see .ci/run)`);
}

const desktopDir = fileURLToPath(new URL('../..', import.meta.url));
const screenshotDir = fileURLToPath(new URL('../../../../docs/screenshots/', import.meta.url));

/** Headless Chromium as root on a closed network: no sandbox, GPU or background traffic. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export interface Credentials {
  email: string;
  password: string;
  role: Role;
}

export interface DesktopStack extends TestContext {
  /** The API server's base URL (what the sign-in form's Server URL field takes). */
  serverUrl: string;
  /** The renderer's base URL. */
  rendererUrl: string;
  browser: Browser;
  /** Creates a user of `role` (optionally bound to a warehouse) who can sign in with the returned credentials. */
  createUser(role: Role, options?: { warehouseId?: string }): Promise<Credentials>;
  /** A typed tRPC client signed in as `credentials`, for fixtures and for checking results. */
  api(credentials: Credentials): Promise<ApiClient>;
  /** A new browser page (own storage; reduced motion, so menus and dialogs open without transitions) at the renderer's sign-in screen. */
  newPage(): Promise<Page>;
  /** Fills the sign-in form with `credentials` and submits it. */
  submitSignIn(page: Page, credentials: Pick<Credentials, 'email' | 'password'>): Promise<void>;
  /** Signs `page` in through the sign-in form and waits for the signed-in frame. */
  signIn(page: Page, credentials: Credentials): Promise<void>;
  /** A new page signed in as `credentials`, whose waits fail after 10 s (naming the step) before the test times out. */
  signedInPage(credentials: Credentials): Promise<Page>;
}

/** Starts server (with `config` over the test configuration), renderer and browser for one test file; all are closed after the file. */
export async function startDesktopStack(config: Parameters<typeof setupTestApp>[0] = {}): Promise<DesktopStack> {
  const context = await setupTestApp(config);
  const serverUrl = await context.app.listen({ host: '127.0.0.1', port: 0 });
  const renderer = await preview({ root: desktopDir, logLevel: 'error', build: { outDir: inject('rendererDir') }, preview: { host: '127.0.0.1', port: 0, strictPort: false } });
  const rendererUrl = renderer.resolvedUrls!.local[0]!.replace(/\/$/, '');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  afterAll(async () => {
    await browser.close();
    await new Promise<void>((resolve) => renderer.httpServer.close(() => resolve()));
  });

  const stack: DesktopStack = {
    ...context,
    serverUrl,
    rendererUrl,
    browser,
    async createUser(role, options = {}) {
      const email = `${role}-${randomBytes(4).toString('hex')}@stockroom.test`;
      await createUser(context.db, { email, password: TEST_PASSWORD, name: `E2E ${role}`, role, warehouseId: options.warehouseId });
      return { email, password: TEST_PASSWORD, role };
    },
    async api({ email, password }) {
      let token: string | null = null;
      const client = createApiClient(serverUrl, () => token);
      token = (await client.auth.login.mutate({ email, password })).accessToken;
      return client;
    },
    async newPage() {
      const page = await (await browser.newContext({ baseURL: rendererUrl, viewport: { width: 1280, height: 820 }, reducedMotion: 'reduce' })).newPage();
      await page.goto('/sign-in');
      return page;
    },
    async submitSignIn(page, { email, password }) {
      await page.getByLabel('Server URL').fill(serverUrl);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
    },
    async signIn(page, credentials) {
      await stack.submitSignIn(page, credentials);
      await page.getByTestId('current-user').filter({ hasText: credentials.email }).waitFor();
    },
    async signedInPage(credentials) {
      const page = await stack.newPage();
      page.setDefaultTimeout(10_000);
      await stack.signIn(page, credentials);
      return page;
    },
  };
  return stack;
}

/**
 * Saves a screenshot of `page` as docs/screenshots/<name>.png when UPDATE_SCREENSHOTS is set
 * (`UPDATE_SCREENSHOTS=1 npm test -- apps/desktop`); otherwise does nothing.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!process.env.UPDATE_SCREENSHOTS) return;
  await mkdir(screenshotDir, { recursive: true });
  // Toasts are transient; keep them out of the picture.
  await page.screenshot({ path: `${screenshotDir}${name}.png`, style: '.mantine-Notifications-root { display: none !important; }' });
}

/**
 * Opens `path` inside the signed-in app as a link would (the router's history, no page load), so
 * a session that was not remembered survives it.
 */
export async function openPath(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
