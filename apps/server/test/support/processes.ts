/**
 * Stockroom as real processes, as a user's shell starts them (decision 0013): the server and the CLI
 * from source on an embedded data directory of their own, and shell scripts at the repository's root.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, vi } from 'vitest';

/** The repository's root, where a user's shell runs the README's commands. */
export const root = new URL('../../../..', import.meta.url).pathname;
/** The JWT_SECRET of every process started here. */
export const SECRET = 'startup-test-secret-0123456789-0123456789-abcdef';
const children: ChildProcess[] = [];
const dirs: string[] = [];

/**
 * For a test file that starts processes: a generous timeout (each builds the embedded database,
 * slow on a loaded machine), and the processes killed and their data directories removed after it.
 */
export function startsProcesses(): void {
  vi.setConfig({ testTimeout: 180_000 });
  afterAll(async () => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
}

/** `child`, killed after the file. */
export function killedAfter(child: ChildProcess): ChildProcess {
  children.push(child);
  return child;
}

/** A new empty data directory, removed after the file. */
export async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'stockroom-startup-'));
  dirs.push(dir);
  return dir;
}

/** The environment of a user's shell (on the embedded database) plus `env`. */
export function environment(env: Record<string, string>): NodeJS.ProcessEnv {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  return { ...base, NODE_ENV: 'development', LOG_LEVEL: 'info', JWT_SECRET: SECRET, PORT: '0', HOST: '127.0.0.1', ...env };
}

/** Runs `src/<script>.ts` from source in a new Node process with environment(env). */
export function start(script: 'main' | 'cli', args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--conditions=@stockroom/source', '--import', 'tsx', `apps/server/src/${script}.ts`, ...args], {
    cwd: root,
    env: environment(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return child;
}

export interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function run(script: 'main' | 'cli', args: string[], env: Record<string, string>): Promise<Exit> {
  return exitOf(start(script, args, env));
}

/** Runs `script` in sh at the repository's root, as a user's shell would, with environment(env). */
export function shell(script: string, env: Record<string, string>): Promise<Exit> {
  const child = spawn('sh', ['-c', script], { cwd: root, env: environment(env), stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  return exitOf(child);
}

export function exitOf(child: ChildProcess): Promise<Exit> {
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

/** What `child`, a server, printed until it listened; rejects when it exits first. */
export function listening(child: ChildProcess): Promise<{ stdout: string; stderr: string }> {
  let [stdout, stderr] = ['', ''];
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('Stockroom listening')) resolve({ stdout, stderr });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${stdout}${stderr}`)));
  });
}

/** A server started on `env`, resolved once it listens. */
export async function serve(env: Record<string, string>): Promise<ChildProcess> {
  const child = start('main', [], env);
  await listening(child);
  return child;
}

/** A TCP port free at the time of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export const lines = (text: string) => text.trim().split('\n').filter(Boolean);
