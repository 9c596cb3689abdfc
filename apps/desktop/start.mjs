/**
 * `npm run desktop`: fetches Electron's binary on first use (electron's install.js) and opens the app
 * in it. Where the binary cannot be had (no access to Electron's downloads, or
 * ELECTRON_SKIP_BINARY_DOWNLOAD set), says in one line how to open the app in a browser instead and
 * exits with status 1.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const install = spawnSync(process.execPath, [require.resolve('electron/install.js')], { encoding: 'utf8' });
const binary = (() => {
  try {
    return require('electron');
  } catch {
    return undefined;
  }
})();
if (install.status !== 0 || !binary || !existsSync(binary)) {
  const reason = process.env.ELECTRON_SKIP_BINARY_DOWNLOAD
    ? 'ELECTRON_SKIP_BINARY_DOWNLOAD is set'
    : (install.stderr.split('\n').find((line) => /error/i.test(line))?.trim() ?? 'it is not installed');
  console.error(`Electron's binary could not be installed (${reason}): open the app in a browser with npm run desktop:web`);
  process.exit(1);
}
process.exit(spawnSync(binary, ['.'], { cwd: import.meta.dirname, stdio: 'inherit' }).status ?? 1);
