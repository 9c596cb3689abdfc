/**
 * The CLI as a user's shell runs it (decision 0013), each command a process of its own on an
 * embedded data directory: its writes checked by the API's schemas with the API's messages,
 * token:create and api-key:create for shell capture, the seed's progress on a terminal, currency
 * conversion, and reset.
 */
import { spawn } from 'node:child_process';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { dataDir, environment, exitOf, freePort, killedAfter, root, run, SECRET, serve, shell, startsProcesses } from './support/processes.js';

startsProcesses();

/** Runs each command of `cases` with `env`, expecting exit status 1 and its message on stderr. */
async function expectRefused(cases: [string[], string][], env: Record<string, string>): Promise<void> {
  for (const [args, message] of cases) {
    const result = await run('cli', args, env);
    expect(result.code, args.join(' ')).toBe(1);
    expect(result.stderr).toContain(message);
  }
}

// These processes run on the embedded database whatever the pass: once, in the PGlite pass.
const once = describe.skipIf(Boolean(process.env.TEST_DATABASE_URL));

once('the CLI', () => {
  it('refuses user:create input the API refuses, with its messages, and writes nothing', async () => {
    const DATA_DIR = await dataDir();
    await expectRefused(
      [
        [['user:create', '--email', 'not-an-email', '--password', 'long-enough-password', '--role', 'staff'], 'email: Invalid email address'],
        [['user:create', '--email', '', '--password', 'long-enough-password', '--role', 'staff'], 'email: Invalid email address'],
        [['user:create', '--email', 'short@example.com', '--password', 'short', '--role', 'staff'], 'password: Password must be at least 12 characters'],
      ],
      { DATA_DIR },
    );
    const token = await run('cli', ['token:create', '--email', 'short@example.com'], { DATA_DIR });
    expect(token.code).toBe(1);
    expect(token.stderr).toContain('No active user with e-mail short@example.com');
  });

  it('api-key:create prints a key a server accepts; api-key:roll prints a new one and the old is refused; api-key:revoke makes the server refuse it', async () => {
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
    expect(key).toMatch(/^sr_test_[0-9A-Za-z]{38}$/);
    const line = /Created API key Shop \(([0-9a-f-]{36}), sr_test_…(\w{4})\) with products:read, inventory:read, expiring (\S+)\n/.exec(created.stderr);
    expect(line?.[2]).toBe(key.slice(-4));
    expect(Math.abs(Date.parse(line![3]!) - Date.now() - 365 * 86_400_000)).toBeLessThan(60_000);
    const id = line![1]!;

    const products = async (bearer: string) => {
      const PORT = String(await freePort());
      const server = await serve({ DATA_DIR, PORT });
      const res = await fetch(`http://127.0.0.1:${PORT}/api/products`, { headers: { authorization: `Bearer ${bearer}` } });
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      return res.status;
    };
    expect(await products(key)).toBe(200);
    const rolled = await run('cli', ['api-key:roll', '--id', id, '--admin', 'root@example.com', '--expires-in-days', '30'], { DATA_DIR });
    expect(rolled.code, rolled.stderr).toBe(0);
    const newKey = rolled.stdout.trim();
    expect(newKey).toMatch(/^sr_test_[0-9A-Za-z]{38}$/);
    expect(rolled.stderr).toContain(`Rolled API key Shop (${id}, sr_test_…${newKey.slice(-4)}), expiring`);
    expect(await products(key)).toBe(401);
    expect(await products(newKey)).toBe(200);
    const revoked = await run('cli', ['api-key:revoke', '--id', id, '--admin', 'root@example.com'], { DATA_DIR });
    expect(revoked.stdout).toContain(`Revoked API key Shop (${id})`);
    expect(await products(newKey)).toBe(401);
  });

  it('currency:backfill refuses a bad currency or rate and the base currency, and reports what it converted', async () => {
    const DATA_DIR = await dataDir();
    await expectRefused(
      [
        [['currency:backfill', '--currency', 'pln', '--rate', '-1'], 'Invalid conversion: currency: Currency must be an ISO 4217 code; rate: Rate must be greater than 0'],
        [['currency:backfill', '--currency', 'EUR', '--rate', '0.123456789'], 'rate: Rate has at most 8 decimals'],
        [['currency:backfill', '--currency', 'EUR', '--rate', '1'], 'Currency must differ from the base currency (EUR)'],
      ],
      { DATA_DIR, BASE_CURRENCY: 'EUR' },
    );
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
    expect(reset.stderr.split('\n').slice(0, 3)).toEqual(['Emptied the database.', '  seeded users, 3 warehouses with 129 locations, 24 categories', '  seeded 30 products']);
    expect(reset.stdout).toMatch(/^Seeded the demo in \d+\.\d s\. Users \(password stockroom-demo-password\):\n {2}admin {4}admin@stockroom\.test\n/);
  });
});

once("the CLI in a shell's $(…)", () => {
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
    expect(key).toMatch(/^sr_test_[0-9A-Za-z]{38}$/);
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
