/**
 * `npm run desktop` (apps/desktop/start.mjs) where Electron's binary cannot be had: one line saying
 * how to open the app in a browser, exit status 1, instead of the downloader's stack trace.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const start = new URL('../../start.mjs', import.meta.url).pathname;
/** Runs the start script with `env`, Electron's binary looked for in an empty folder (never found). */
const run = (env: Record<string, string>) => {
  const base = { ...process.env };
  delete base.ELECTRON_SKIP_BINARY_DOWNLOAD;
  return spawnSync(process.execPath, [start], { encoding: 'utf8', env: { ...base, ELECTRON_OVERRIDE_DIST_PATH: mkdtempSync(join(tmpdir(), 'no-electron-')), ...env } });
};
const HINT = /^Electron's binary could not be installed \(.+\): open the app in a browser with npm run desktop:web\n$/;

describe('npm run desktop without the Electron binary', () => {
  it('says in one line to use npm run desktop:web when the download is skipped', () => {
    const result = run({ ELECTRON_SKIP_BINARY_DOWNLOAD: '1' });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe("Electron's binary could not be installed (ELECTRON_SKIP_BINARY_DOWNLOAD is set): open the app in a browser with npm run desktop:web\n");
    expect(result.stdout).toBe('');
  });

  it('says so in one line when the download fails', () => {
    // A download cache that is empty, from a mirror nothing listens on.
    const result = run({ electron_config_cache: mkdtempSync(join(tmpdir(), 'electron-cache-')), ELECTRON_MIRROR: 'http://127.0.0.1:9/' });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(HINT);
  }, 60_000);
});
