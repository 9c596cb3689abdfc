/**
 * Start-up and the CLI as real processes (decision 0013): one process per embedded data directory
 * (a CLI beside its server runs its command in the server), the CLI's writes
 * checked by the API's schemas, token:create for shell capture, an unreachable database and a port
 * in use answered with one line and exit status 1.
 */
import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import { join } from 'node:path';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { dataDir, environment, exitOf, freePort, killedAfter, lines, root, run, SECRET, serve, shell, start, startsProcesses } from './support/processes.js';

startsProcesses();

describe('one process per embedded data directory, and the CLI beside its server', () => {
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

describe('the CLI', () => {
  it('refuses user:create input the API refuses, with its messages, and writes nothing', async () => {
    const DATA_DIR = await dataDir();
    const cases: [string[], string][] = [
      [['--email', 'not-an-email', '--password', 'long-enough-password'], 'email: Invalid email address'],
      [['--email', '', '--password', 'long-enough-password'], 'email: Invalid email address'],
      [['--email', 'short@example.com', '--password', 'short'], 'password: Password must be at least 12 characters'],
    ];
    for (const [args, message] of cases) {
      const result = await run('cli', ['user:create', ...args, '--role', 'staff'], { DATA_DIR });
      expect(result.code, args.join(' ')).toBe(1);
      expect(result.stderr).toContain(message);
    }
    const token = await run('cli', ['token:create', '--email', 'short@example.com'], { DATA_DIR });
    expect(token.code).toBe(1);
    expect(token.stderr).toContain('No active user with e-mail short@example.com');
  });

  it('api-key:create prints a key a server accepts; api-key:revoke makes the server refuse it', async () => {
    const DATA_DIR = await dataDir();
    expect((await run('cli', ['user:create', '--email', 'root@example.com', '--password', 'long-enough-password', '--role', 'admin'], { DATA_DIR })).code).toBe(0);
    const refused = await run('cli', ['api-key:create', '--name', 'Shop', '--permissions', 'products:read,products:fly', '--admin', 'root@example.com'], { DATA_DIR });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Invalid API key: permissions.1: Each permission must be one of');
    expect((await run('cli', ['api-key:create', '--name', 'Shop', '--permissions', 'products:read', '--admin', 'nobody@example.com'], { DATA_DIR })).stderr).toContain(
      'No active admin with e-mail nobody@example.com',
    );

    const created = await run('cli', ['api-key:create', '--name', 'Shop', '--permissions', 'products:read, inventory:read', '--admin', 'root@example.com'], { DATA_DIR });
    expect(created.code, created.stderr).toBe(0);
    const key = created.stdout.trim();
    const { jti } = jwt.decode(key) as { jti: string };
    expect(created.stderr).toContain(`Created API key Shop (${jti}) with products:read, inventory:read`);

    const products = async () => {
      const PORT = String(await freePort());
      const server = await serve({ DATA_DIR, PORT });
      const res = await fetch(`http://127.0.0.1:${PORT}/api/products`, { headers: { authorization: `Bearer ${key}` } });
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      return res.status;
    };
    expect(await products()).toBe(200);
    const revoked = await run('cli', ['api-key:revoke', '--id', jti, '--admin', 'root@example.com'], { DATA_DIR });
    expect(revoked.stdout).toContain(`Revoked API key Shop (${jti})`);
    expect(await products()).toBe(401);
  });

  it('currency:backfill refuses a bad currency or rate and the base currency, and reports what it converted', async () => {
    const DATA_DIR = await dataDir();
    const refused: [string[], string][] = [
      [['--currency', 'pln', '--rate', '-1'], 'Invalid conversion: currency: Currency must be an ISO 4217 code; rate: Rate must be greater than 0'],
      [['--currency', 'EUR', '--rate', '0.123456789'], 'rate: Rate has at most 8 decimals'],
      [['--currency', 'EUR', '--rate', '1'], 'Currency must differ from the base currency (EUR)'],
    ];
    for (const [args, message] of refused) {
      const result = await run('cli', ['currency:backfill', ...args], { DATA_DIR, BASE_CURRENCY: 'EUR' });
      expect(result.code, args.join(' ')).toBe(1);
      expect(result.stderr).toContain(message);
    }
    const done = await run('cli', ['currency:backfill', '--currency', 'PLN', '--rate', '0.23'], { DATA_DIR, BASE_CURRENCY: 'EUR' });
    expect(done.code).toBe(0);
    expect(done.stdout.trim()).toBe('Converted the receipts of 0 purchase orders in PLN at 0.23 EUR; restated the cost price of 0 products.');
  });

  it('token:create prints only the token on stdout; --ttl and JWT_TTL take plain seconds', async () => {
    const DATA_DIR = await dataDir();
    await run('cli', ['user:create', '--email', 'ops@example.com', '--password', 'long-enough-password', '--role', 'manager'], { DATA_DIR });
    for (const [args, env] of [
      [['--ttl', '900'], {}],
      [[], { JWT_TTL: '900' }],
    ] as const) {
      const result = await run('cli', ['token:create', '--email', 'ops@example.com', ...args], { DATA_DIR, ...env });
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+\n$/);
      const claims = jwt.verify(result.stdout.trim(), SECRET) as { iat: number; exp: number };
      expect(claims.exp - claims.iat).toBe(900);
    }
  });

  it('seed draws a progress bar on a terminal, then prints the users', async () => {
    const command = `${process.execPath} --conditions=@stockroom/source --import tsx apps/server/src/cli.ts seed --products 30 --movements 50`;
    const terminal = exitOf(killedAfter(spawn('script', ['-qec', command, '/dev/null'], { cwd: root, env: environment({ DATA_DIR: await dataDir() }), stdio: ['pipe', 'pipe', 'pipe'] })));
    const { code, stdout } = await terminal;
    expect(code).toBe(0);
    expect(stdout).toMatch(/Seeding the demo \[[=-]+\] 100% \| done/);
    expect(stdout).not.toContain('  seeded 30 products');
    expect(stdout).toMatch(/Seeded the demo in \d+\.\d s\. Users \(password stockroom-demo-password\):/);
  });

  it('seed on a database with products says how to reset it, and --reset needs --yes', async () => {
    const DATA_DIR = await dataDir();
    const small = ['seed', '--products', '30', '--movements', '50'];
    expect((await run('cli', small, { DATA_DIR })).code).toBe(0);
    const again = await run('cli', small, { DATA_DIR });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('npm run seed -- --reset --yes');
    const unconfirmed = await run('cli', [...small, '--reset'], { DATA_DIR });
    expect(unconfirmed.code).toBe(1);
    expect(unconfirmed.stderr).toContain('add --yes to confirm');
    const reset = await run('cli', [...small, '--reset', '--yes'], { DATA_DIR });
    expect(reset.code).toBe(0);
    // Not on a terminal: the steps as lines on stderr, the users to sign in with on stdout.
    expect(reset.stderr.split('\n').slice(0, 3)).toEqual(['Emptied the database.', '  seeded users, 3 warehouses with 108 locations, 24 categories', '  seeded 30 products']);
    expect(reset.stdout).toMatch(/^Seeded the demo in \d+\.\d s\. Users \(password stockroom-demo-password\):\n {2}admin {4}admin@stockroom\.test\n/);
  });
});

describe("the CLI in a shell's $(…)", () => {
  it('KEY=$(npm run --silent cli -- api-key:create …) and TOKEN=$(… token:create …) capture only the key and the token', async () => {
    const DATA_DIR = await dataDir();
    for (const [email, role] of [
      ['admin@example.com', 'admin'],
      ['ana@example.com', 'manager'],
    ]) {
      expect((await run('cli', ['user:create', '--email', email!, '--password', 'long-enough-password', '--role', role!], { DATA_DIR })).code).toBe(0);
    }
    // As docs/OPERATIONS.md shows them, then each variable on a line of its own.
    const captured = await shell(
      `KEY=$(npm run --silent cli -- api-key:create --name "Web shop" --permissions products:read,inventory:read --admin admin@example.com)
TOKEN=$(npm run --silent cli -- token:create --email ana@example.com --ttl 900)
printf '%s\\n' "$KEY" "$TOKEN"`,
      { DATA_DIR },
    );
    expect(captured.code, captured.stderr).toBe(0);
    const [key, token, ...rest] = captured.stdout.split('\n');
    expect(rest).toEqual(['']);
    expect(jwt.verify(key!, SECRET)).toMatchObject({ jti: expect.any(String) });
    expect(jwt.verify(token!, SECRET)).toMatchObject({ exp: expect.any(Number) });

    const PORT = String(await freePort());
    const server = await serve({ DATA_DIR, PORT });
    for (const bearer of [key, token]) {
      expect((await fetch(`http://127.0.0.1:${PORT}/api/products`, { headers: { authorization: `Bearer ${bearer}` } })).status).toBe(200);
    }
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  });
});

describe('the log', () => {
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

describe('start-up failures', () => {
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

describe('the supervisor on the embedded database', () => {
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
