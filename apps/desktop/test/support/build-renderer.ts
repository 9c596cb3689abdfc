/**
 * Vitest global setup: builds the renderer once per run into a fresh temporary folder (so parallel
 * runs never serve each other's half-written bundle); the end-to-end harness serves that folder.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder holding this run's renderer build. */
    rendererDir: string;
  }
}

export default async function buildRenderer(project: TestProject) {
  const outDir = await mkdtemp(join(tmpdir(), 'stockroom-renderer-'));
  await build({ root: fileURLToPath(new URL('../..', import.meta.url)), logLevel: 'error', build: { outDir, emptyOutDir: true } });
  project.provide('rendererDir', outDir);
  return () => rm(outDir, { recursive: true, force: true });
}
