/**
 * The keyboard steps the end-to-end files share: sign in, Tab to a control by its label, and choose
 * "Print…" or "Save as PDF…" of a PDF button (PdfMenu) and read back the PDF the server answered.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { pdfText } from '../../../server/test/support/pdf.js';
import type { Credentials } from './desktop-e2e.js';

/** Signs in on `page`'s sign-in form with the keyboard alone (server URL, e-mail, password, Enter) and waits for the work queue, a bound user's home. */
export async function signInByKeyboard(page: Page, serverUrl: string, credentials: Pick<Credentials, 'email' | 'password'>) {
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await page.keyboard.press('Tab');
  await page.keyboard.type(serverUrl);
  await page.keyboard.press('Tab');
  await page.keyboard.type(credentials.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(credentials.password);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Work queue' }).waitFor();
}

/** Presses Tab (or `key`, e.g. Shift+Tab) until the focused element's accessible label (aria-label, label or text) is `label`. */
export async function tabTo(page: Page, label: string, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press(key);
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null;
      if (!element) return '';
      return element.getAttribute('aria-label') ?? element.labels?.[0]?.textContent ?? element.textContent ?? '';
    });
    if (focused.trim() === label) return;
  }
  throw new Error(`${key} never reached ${label}`);
}

/**
 * From the focused PDF button (PdfMenu): Enter opens its menu, the arrow keys reach `item` and
 * Enter chooses it. Resolves with the text of the PDF the server answered on `path` (a GET under
 * /api) and, for "Save as PDF…", the name of the file the browser saved, whose bytes are checked
 * to be the server's. "Print…" is checked to open the PDF in a new tab (the browser build prints
 * from there; Electron's print dialog is the main process's unit tests').
 */
export async function choosePdf(page: Page, item: 'Print…' | 'Save as PDF…', path: string) {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === `/api${path}` && response.request().method() === 'GET');
  const download = item === 'Save as PDF…' ? page.waitForEvent('download') : undefined;
  const printTab = item === 'Print…' ? page.waitForEvent('popup') : undefined;
  await page.keyboard.press('Enter');
  const menuItem = page.getByRole('menuitem', { name: item });
  await menuItem.waitFor();
  for (let i = 0; i < 3 && !(await menuItem.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const response = await answer;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const served = await response.body();
  const saved = download && { name: (await download).suggestedFilename(), bytes: await readFile((await (await download).path())!) };
  if (saved) expect(saved.bytes.equals(served)).toBe(true);
  if (printTab) {
    const tab = await printTab;
    await tab.waitForURL(/^blob:/, { waitUntil: 'commit' });
    await tab.close();
  }
  return { pages: await pdfText(served), saved: saved?.name };
}
