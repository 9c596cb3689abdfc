/** A Redis server of a test's own (Debian's redis-server), on a free port, that the test can stop and start again. */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TestContext } from './app.js';

/** Resolves once something accepts connections on `port` (redis-server takes a moment to listen). */
async function listening(port: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(true));
      socket.once('error', () => resolve(false));
      socket.once('connect', () => socket.destroy());
    });
    if (open) return;
    await sleep(25);
  }
  throw new Error(`redis-server did not listen on port ${port}`);
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface TestRedis {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Waits until `t`'s app counts requests in this Redis again (a probe's remaining count goes down; a failing store leaves it at the limit). */
  ready(t: TestContext): Promise<void>;
}

/** Starts redis-server on a free port (no persistence). */
export async function startRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const redis: TestRedis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      await listening(port);
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
    async ready(t) {
      for (let i = 0; i < 200; i++) {
        const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', remoteAddress: `fd00::${port.toString(16)}:${i.toString(16)}` });
        if (res.headers['x-ratelimit-remaining'] !== res.headers['x-ratelimit-limit']) return;
        await sleep(50);
      }
      throw new Error('the app did not reconnect to Redis');
    },
  };
  await redis.start();
  return redis;
}
