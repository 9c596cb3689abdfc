// The pgbench anchors of `npm run bench` (PostgreSQL): the scripts of bench/pgbench/ run by pgbench
// against the bench database, at the connections of the HTTP scenarios, in the same session.
import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { root } from '../harness.js';
import { PATHS, capture } from './capture.js';
import { buildScripts, staleScripts } from './generate.js';

const PGBENCH = process.env.PGBENCH ?? '/usr/bin/pgbench';
const run = promisify(execFile);

/**
 * Captures the paths on this database (the values of the scripts' -D context) and checks the
 * committed scripts against it. A stale script is replaced, for this run, by the one just generated
 * (under bench/.data/pgbench), with a warning: the anchor always runs what the code sends.
 */
export async function prepareAnchors(env, port, products) {
  const scripts = buildScripts(await capture(env, port, products));
  const stale = await staleScripts(scripts);
  if (stale.length) {
    console.warn(`  WARNING: bench/pgbench/{${stale.join(',')}}.sql differ from what the server sends: running the regenerated ones; run node bench/pgbench/generate.js and commit them.`);
    await mkdir(`${root}bench/.data/pgbench`, { recursive: true });
    for (const name of stale) {
      scripts[name].file = `${root}bench/.data/pgbench/${name}.sql`;
      await writeFile(scripts[name].file, scripts[name].text);
    }
  }
  return { scripts, stale };
}

/** Fills the harness's table of picks: `pools` is { [pool]: { products, customers } }. */
export async function fillPicks(databaseUrl, pools) {
  const db = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await db`create table if not exists bench_pgbench_pick (pool text, k int, product_id uuid, customer_id uuid, primary key (pool, k))`;
    await db`create sequence if not exists bench_pgbench_seq`;
    await db`truncate bench_pgbench_pick`;
    for (const [pool, { products, customers }] of Object.entries(pools)) {
      const rows = products.map((product, i) => ({ pool, k: i + 1, product_id: product, customer_id: customers[i % customers.length] }));
      await db`insert into bench_pgbench_pick ${db(rows)}`;
    }
  } finally {
    await db.end();
  }
}

/**
 * Runs pgbench for `duration` seconds on the scripts `files` ([name, weight]), concatenated into one
 * script when `flow` (one pgbench transaction = the whole flow, e.g. one sales order), with the
 * context of the scripts, the pool and the run's warehouse and user. Resolves to { tps, latency } or
 * { error }.
 */
export async function pgbench(prepared, { databaseUrl, files, flow = false, pool, poolSize, warehouseId, userId, connections, duration }) {
  const scripts = files.map(([name]) => prepared.scripts[name]);
  const mode = scripts.every((s) => s.mode === 'prepared') ? 'prepared' : 'extended';
  const defines = { pool, pool_size: poolSize, warehouse_id: warehouseId, user_id: userId, ...Object.assign({}, ...scripts.map((s) => s.context)) };
  let fileArgs;
  if (flow) {
    const file = `${root}bench/.data/pgbench/flow-${files.map(([name]) => name).join('-')}.sql`;
    await mkdir(`${root}bench/.data/pgbench`, { recursive: true });
    await writeFile(file, scripts.map((s) => s.text).join(''));
    fileArgs = ['-f', file];
  } else {
    fileArgs = files.flatMap(([name, weight]) => ['-f', `${prepared.scripts[name].file}@${weight}`]);
  }
  const args = ['-n', '-M', mode, '-c', String(connections), '-j', '2', '-T', String(duration), ...Object.entries(defines).flatMap(([k, v]) => ['-D', `${k}=${v}`]), ...fileArgs, databaseUrl];
  try {
    const { stdout } = await run(PGBENCH, args, { maxBuffer: 1 << 24 });
    const tps = Number(stdout.match(/tps = ([\d.]+)/)?.[1]);
    const latency = Number(stdout.match(/latency average = ([\d.]+) ms/)?.[1]);
    const failed = Number(stdout.match(/number of failed transactions: (\d+)/)?.[1] ?? 0);
    return { tps: Math.round(tps), latency, failed, mode };
  } catch (error) {
    const reason = String(error.stderr ?? error.message).split('\n').find((line) => /error|abort/i.test(line)) ?? String(error.message).split('\n')[0];
    return { error: reason.trim(), mode };
  }
}

export const ORDER_FLOW = PATHS.filter((p) => p.name.startsWith('so_')).map((p) => [p.name, 1]);
/** The HTTP scenario's mix: 60% in, 40% out. */
export const MOVEMENTS = [['movement_in', 6], ['movement_out', 4]];
