/** Electron entry point (package.json "main" → dist/electron/main.js). */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDesktop } from './main-process.js';

startDesktop(join(dirname(fileURLToPath(import.meta.url)), '..'));
