/**
 * Start-up as real processes (decision 0013): one process per embedded data directory (a CLI
 * beside its server runs its command in the server), the log on a terminal and off it, an
 * unreachable database and a port in use answered with one line and exit status 1, the supervisor.
 * The CLI's own commands: cli.test.ts.
 */
import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataDir, environment, exitOf, freePort, killedAfter, lines, root, run, serve, start, startsProcesses } from './support/processes.js';

startsProcesses();

// These processes run on the embedded database whatever the pass: once, in the PGlite pass.
const once = describe.skipIf(Boolean(process.env.TEST_DATABASE_URL));

once('one process per embedded data directory, and the CLI beside its server', () => {
  it('refuses a second server, runs a CLI command inside the server that holds DATA_DIR, and takes over after a crash', async () => {
    const [DATA_DIR, PORT] = [await dataDir(), String(await freePort())];
    const first = await serve({ DATA_DIR, PORT });

    const second = await run('main', [], { DATA_DIR, PORT: '0' });
    expect(second.code).toBe(1);
    expect(lines(second.stderr)).toEqual([expect.stringContaining(`is in use by process ${first.pid}`)]);

    // Beside the server, a command runs in it, through a socket in DATA_DIR only its user may open.
    expect((await stat(join(DATA_DIR, 'admin.sock'))).mode & 0o777).toBe(0o600);
    const beside = await run('cli', ['user:create', '--email', 'late@example.com', '--password', 'long-enough-password', '--role', 'staff'], { DATA_DIR });
    expect(beside.stderr).toBe('');
    expect(beside.code).toBe(0);
    expect(beside.stdout).toMatch(/^Created staff late@example\.com \([0-9a-f-]{36}\)\n$/);
    // A line that is not a command is answered as such, and the server serves on.
    const answer = await new Promise<string>((resolve) => {
      const socket = createConnection({ path: join(DATA_DIR, 'admin.sock') });
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.write('not a command\n');
    });
    expect(answer).toBe(`${JSON.stringify({ err: 'Expected {"argv": [strings]}\n' })}\n${JSON.stringify({ exit: 2 })}\n`);
    const token = await run('cli', ['token:create', '--email', 'late@example.com'], { DATA_DIR });
    expect(lines(token.stdout)).toHaveLength(1);
    const me = await fetch(`http://127.0.0.1:${PORT}/api/auth/me`, { headers: { authorization: `Bearer ${token.stdout.trim()}` } });
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe('late@example.com');
    const refused = await run('cli', ['user:create', '--email', 'late@example.com', '--password', 'long-enough-password', '--role', 'staff'], { DATA_DIR });
    expect([refused.code, refused.stdout]).toEqual([1, '']);
    expect(lines(refused.stderr)).toEqual([expect.stringContaining('already')]);
    // A CLI that goes away while its command runs (Ctrl+C on a seed writing its progress) leaves the server serving.
    const gone = createConnection({ path: join(DATA_DIR, 'admin.sock') });
    gone.write(`${JSON.stringify({ argv: ['seed', '--products', '30', '--movements', '50'] })}\n`);
    await new Promise((resolve) => gone.once('data', resolve));
    gone.destroy();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect((await fetch(`http://127.0.0.1:${PORT}/healthz`)).status).toBe(200);
    const reset = await run('cli', ['seed', '--reset', '--yes'], { DATA_DIR });
    expect([reset.code, lines(reset.stderr)]).toEqual([1, ['--reset would empty the database under the running server: stop the server first, then run it again']]);

    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    // The socket the killed server left answers no one: the CLI opens the database itself.
    const afterCrash = await run('cli', ['user:create', '--email', 'later@example.com', '--password', 'long-enough-password', '--role', 'staff'], { DATA_DIR });
    expect(afterCrash.stderr).toBe('');
    expect(afterCrash.code).toBe(0);
    expect(afterCrash.stdout).toMatch(/^Created staff later@example\.com/);
  });
});

once('the log', () => {
  it('is one JSON object per line when stdout is not a terminal, and readable lines on a terminal', async () => {
    const DATA_DIR = await dataDir();
    const json = await serve({ DATA_DIR, WORKERS: '0' });
    json.kill('SIGTERM');
    const piped = await exitOf(json);
    expect(lines(piped.stdout).map((line) => JSON.parse(line) as { msg: string }).map((record) => record.msg)).toContain('Shutting down');

    // util-linux's script(1) runs the server on a pseudo-terminal; its own process group, so that all of it stops.
    const command = `${process.execPath} --conditions=@stockroom/source --import tsx apps/server/src/main.ts`;
    const terminal = killedAfter(spawn('script', ['-qec', command, '/dev/null'], { cwd: root, env: environment({ DATA_DIR, WORKERS: '0' }), stdio: ['pipe', 'pipe', 'pipe'], detached: true }));
    const output = await new Promise<string>((resolve, reject) => {
      let text = '';
      terminal.stdout!.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        if (text.includes('Stockroom listening')) resolve(text);
      });
      terminal.once('exit', () => reject(new Error(`the server exited: ${text}`)));
    });
    process.kill(-terminal.pid!, 'SIGKILL');
    const listened = output.split('\n').find((line) => line.includes('Stockroom listening'))!;
    expect(listened.trimStart().startsWith('{')).toBe(false);
    expect(listened).toMatch(/INFO.*Stockroom listening on http:\/\/127\.0\.0\.1:\d+/);
  });
});

once('start-up failures', () => {
  it('an unreachable database: one line naming the URL (password masked), host, port and reason', async () => {
    const result = await run('main', [], { DATABASE_URL: 'postgres://stock:secret-pw@127.0.0.1:1/stockroom' });
    expect(result.code).toBe(1);
    expect(lines(result.stderr)).toEqual([
      'Cannot reach the database at postgres://stock:***@127.0.0.1:1/stockroom (host 127.0.0.1, port 1): connect ECONNREFUSED 127.0.0.1:1',
    ]);
  });

  it('a port in use is refused before the database is created, so no one-time password is printed', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as { port: number };
    try {
      const DATA_DIR = await dataDir();
      const result = await run('main', [], { DATA_DIR, PORT: String(port) });
      expect(result.code).toBe(1);
      expect(lines(result.stderr)).toEqual([`Port ${port} on 127.0.0.1 is in use by another process: stop it, or set PORT to a free port`]);
      expect(result.stdout).not.toContain('password');
      expect(await readdir(DATA_DIR)).toEqual([]);
    } finally {
      blocker.close();
    }
  });

  it('production without JWT_SECRET is refused in one line before the database is created', async () => {
    const DATA_DIR = await dataDir();
    const result = await run('main', [], { DATA_DIR, NODE_ENV: 'production', JWT_SECRET: '' });
    expect(result.code).toBe(1);
    expect(lines(result.stderr)).toEqual(['Invalid configuration: JWT_SECRET is required when NODE_ENV=production']);
    expect(await readdir(DATA_DIR)).toEqual([]);
  });
});

once('the supervisor on the embedded database', () => {
  it('refuses WORKERS over 1 in one line: the data directory is held by one process', async () => {
    const result = await run('main', [], { DATA_DIR: await dataDir(), WORKERS: '2' });
    expect(result.code).toBe(1);
    expect(lines(result.stderr)).toEqual([
      'Invalid configuration: WORKERS must be 0 or 1 with the embedded database (one process per data directory): set DATABASE_URL to a PostgreSQL server to run more',
    ]);
  });

  it('replaces a worker killed with SIGKILL; the new worker takes the data directory over and serves', async () => {
    const DATA_DIR = await dataDir();
    const PORT = String(await freePort());
    const primary = start('main', [], { DATA_DIR, PORT });
    let output = '';
    primary.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const workers = () => [...output.matchAll(/"pid":(\d+)[^\n]*"msg":"Stockroom listening/g)].map((m) => Number(m[1]));
    const until = async (check: () => boolean) => {
      while (!check()) {
        if (primary.exitCode !== null) throw new Error(`the supervisor exited: ${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    await until(() => workers().length === 1);
    const [first] = workers();
    expect(first).not.toBe(primary.pid);
    process.kill(first!, 'SIGKILL');
    await until(() => workers().length === 2);
    expect(output).toContain('"msg":"A server worker died: starting another"');
    expect((await fetch(`http://127.0.0.1:${PORT}/readyz`)).status).toBe(200);
    primary.kill('SIGTERM');
    expect(await new Promise((resolve) => primary.once('exit', resolve))).toBe(0);
  });
});
