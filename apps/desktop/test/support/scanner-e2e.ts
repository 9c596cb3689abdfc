/** A keyboard-wedge scanner in the end-to-end tests: its bursts of keys, with a scanner's own timing. */
import type { Page } from 'playwright-core';

/** Gap between two keys of a scanner's burst, ms: what keyboard-wedge scanners send (1..20 ms). */
const SCANNER_GAP_MS = 2;

/** The GS1 group separator (ASCII 29), which a scanner sends as Ctrl+]. */
const GROUP_SEPARATOR = '\x1d';

/**
 * A scanner's burst: the code's characters, then Enter, stamped SCANNER_GAP_MS apart; a GS1 group
 * separator is sent as a wedge scanner sends it, Ctrl+]. The stamps are the events' own
 * (`KeyboardEvent.timeStamp`), as an operating system stamps a scanner's keys on arrival, so a
 * loaded machine that delivers them late cannot stretch the burst into typing.
 */
export async function burst(page: Page, code: string) {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now();
  const keys = [...code, 'Enter'];
  try {
    for (const [i, char] of keys.entries()) {
      const timestamp = (start + i * SCANNER_GAP_MS) / 1000;
      const key =
        char === 'Enter'
          ? { key: 'Enter', text: '\r', code: 'Enter', windowsVirtualKeyCode: 13 }
          : char === GROUP_SEPARATOR
            ? { key: ']', code: 'BracketRight', windowsVirtualKeyCode: 221, modifiers: 2 }
            : { key: char, text: char };
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', timestamp, ...key });
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', timestamp, ...key, text: undefined });
    }
  } finally {
    await cdp.detach();
  }
  // Later keys are stamped by the clock; none may come before the burst's last.
  await page.waitForTimeout(Math.max(0, start + keys.length * SCANNER_GAP_MS - Date.now()));
}
