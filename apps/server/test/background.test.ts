/**
 * The background host (background.ts): two hosts over one database, as two server processes are,
 * run a scheduled job once per period, not once each; `wake` runs a job at once; a host without
 * WEBHOOK_WORKER runs no dispatcher. On PGlite the two hosts share the one embedded database of
 * this process; on PostgreSQL (TEST_DATABASE_URL) they also start at once, as processes do.
 */
import type { Logger } from '@stockroom/api';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { startBackground, type Background, type BackgroundOptions } from '../src/background.js';
import { createTestDatabase } from './support/app.js';

const database = await createTestDatabase();
afterAll(() => database.close());

/** A logger that keeps what it is given, and the messages of one host's runs of `job`. */
function recordingLogger() {
  const entries: { level: string; obj: Record<string, unknown>; msg?: string }[] = [];
  const record = (level: string) => (obj: object, msg?: string) => void entries.push({ level, obj: obj as Record<string, unknown>, msg });
  const log: Logger = { info: record('info'), warn: record('warn'), error: record('error') };
  return { log, entries, runs: (job: string) => entries.filter((e) => e.obj.job === job && e.level === 'info') };
}

async function host(options: Partial<BackgroundOptions> & Pick<BackgroundOptions, 'log'>): Promise<Background> {
  const started = await startBackground({ database, eventRetentionDays: 30, ...options });
  onTestFinished(() => started.stop());
  return started;
}

describe('scheduled jobs', () => {
  it('two hosts over one database run a scheduled job once per period, not once each', async () => {
    // Every minute, checked every second by each host: within one minute the job is due for both
    // the whole time, and runs once. Start early enough in a minute to watch it within that minute.
    if (new Date().getUTCSeconds() > 40) await sleep((61 - new Date().getUTCSeconds()) * 1000);
    const minute = Math.floor(Date.now() / 60_000);
    const [a, b] = [recordingLogger(), recordingLogger()];
    const schedules = { 'prune-events': '* * * * *' };
    const options = [a, b].map(({ log }) => ({ log, schedules, checkSeconds: 1 }));
    // Processes start at once, creating pg-boss's schema and queues together. The hosts of one
    // process over PGlite share its one connection: they start one after the other.
    if (process.env.TEST_DATABASE_URL) await Promise.all(options.map(host));
    else for (const each of options) await host(each);
    const deadline = Date.now() + 15_000;
    while (a.runs('prune-events').length + b.runs('prune-events').length === 0 && Date.now() < deadline) await sleep(100);
    // Both hosts go on checking the schedule every second for a while.
    await sleep(5000);
    expect(Math.floor(Date.now() / 60_000), 'the test crossed into the next minute').toBe(minute);
    expect([...a.entries, ...b.entries].filter((e) => e.level !== 'info')).toEqual([]);
    expect(a.runs('prune-events').length + b.runs('prune-events').length).toBe(1);
    // The other scheduled job keeps its hourly schedule (minute 0): run once if this was minute 0.
    const hourly = minute % 60 === 0 ? 1 : 0;
    expect(a.runs('prune-idempotency-keys').length + b.runs('prune-idempotency-keys').length).toBe(hourly);
  }, 90_000);
});

describe('wake', () => {
  it('runs a job in this process at once, and refuses a job the host does not run and a stopped host', async () => {
    const { log, runs } = recordingLogger();
    const background = await host({ log });
    await background.wake('prune-idempotency-keys');
    expect(runs('prune-idempotency-keys')).toEqual([{ level: 'info', obj: { job: 'prune-idempotency-keys', deleted: 0 }, msg: 'Pruned idempotency keys older than 24 hours' }]);
    await expect(background.wake('webhook-dispatch')).rejects.toThrow('This process does not run webhook-dispatch');
    await background.stop();
    await expect(background.wake('prune-events')).rejects.toThrow('The background host has stopped');
  });
});

describe('a database closed under a running host', () => {
  it('stops at once: the statements pg-boss sent after the close are dropped, not awaited', async () => {
    // The host polls every second; its database goes away (a test pulling it, a process stopping
    // in the wrong order), pg-boss polls into the closed pool, and stop() must still return.
    const own = await createTestDatabase();
    const { log } = recordingLogger();
    const background = await startBackground({ database: own, eventRetentionDays: 30, log, checkSeconds: 1 });
    await own.close();
    await sleep(2500);
    const stopped = await Promise.race([background.stop().then(() => 'stopped'), sleep(20_000).then(() => 'still waiting')]);
    expect(stopped).toBe('stopped');
  }, 40_000);
});
