// Writes bench/pgbench/*.sql from what the server sends (capture.js), or with --check fails when the
// committed scripts differ from it. Run after `npm run build`, PostgreSQL only:
//
//   node bench/pgbench/generate.js [--check] [--products 20000 --movements 40000]
//
// (the bench database of those sizes, seeded once as `npm run bench` does). Each parameter the server
// binds becomes a pgbench variable, classified by comparing variants A and B of the capture:
//   an input of the request (product, customer, warehouse, user, quantity, order) → :product_id …;
//   a value an earlier statement of the transaction returned (one row, in A and B alike) → \gset sN_;
//   the current time or date → :now / :today; a new id → :new_N (time-ordered, like the server's);
//   a number the server formats from a counter (SO-000123) → :seq_N (a harness sequence, kept apart
//   from the real numbers by a leading 9); a short constant without ids → :c_N, its value in the script;
//   NULL → NULL; an array of such values (ids the server read, inputs) → the array built from them in
//   the script. Anything else (ids the server holds, such as the warehouse's default location, and
//   payloads it builds, such as event data) → :ctx_<script>_N, passed with -D from the capture that
//   `npm run bench` makes on its own database before running pgbench.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PATHS, capture } from './capture.js';

const here = new URL('.', import.meta.url).pathname;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}(:?\d{2})?)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
/** A new id as the server makes them: time-ordered (milliseconds first), random after. */
const NEW_ID = "(lpad(to_hex((extract(epoch from clock_timestamp()) * 1000)::bigint), 12, '0') || substr(md5(random()::text), 1, 20))::uuid";
/** True for a JSON object's text (an event's payload), which an array literal never is. */
const json = (value) => {
  try {
    return typeof JSON.parse(value) === 'object';
  } catch {
    return false;
  }
};
const quote = (value) => `'${value.replaceAll("'", "''")}'`;
const near = (value) => Math.abs(Date.parse(value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')) - Date.now()) < 86_400_000;
const INPUTS = ['product_id', 'customer_id', 'order_id', 'warehouse_id', 'user_id', 'quantity', 'neg_quantity'];

/** The statements of a path, A and B side by side; throws when the two variants ran different SQL. */
function paired(path, A, B) {
  const sqlOf = (v) => v.statements.map((s) => s.sql).join('\n');
  if (sqlOf(A) !== sqlOf(B)) throw new Error(`${path}: variants A and B ran different statements; cannot tell inputs from constants`);
  if (!A.statements.length) throw new Error(`${path}: no statements captured`);
  return A.statements.map((a, i) => [a, B.statements[i]]);
}

/** The pgbench script of one path, and the -D values its context variables take in capture A. */
export function buildScript(path, { A, B }) {
  const statements = paired(path.name, A, B);
  const tag = path.name.replace(/^(movement|so)_/, '');
  const helper = new Map(); // variable → SQL expression of the harness's select
  const context = new Map(); // variable → value (capture A)
  const fresh = new Map(); // new id in A → variable
  const gset = new Set(); // statements whose row is read into variables
  const constants = new Map(); // literal → variable
  const notes = [];
  for (const name of path.fresh) helper.set(name, NEW_ID);

  const classify = (a, b, index, position) => {
    if (a === null && b === null) return 'NULL';
    if (typeof a !== 'string' || typeof b !== 'string') throw new Error(`${path.name}: statement ${index + 1} parameter ${position}: binary or NULL in one variant only`);
    for (const name of INPUTS) if (A.inputs[name] === a && B.inputs[name] === b) return `:${name}`;
    // A value that varies, or an id, read back from an earlier statement's single row.
    if (a !== b || UUID.test(a)) {
      for (let k = index - 1; k >= 0; k--) {
        const [ra, rb] = statements[k];
        if (ra.rows.length !== 1 || rb.rows.length !== 1 || !ra.fields.every((f) => IDENTIFIER.test(f))) continue;
        const column = ra.rows[0].findLastIndex((v, c) => v === a && rb.rows[0][c] === b);
        if (column >= 0 && ra.fields.lastIndexOf(ra.fields[column]) === column) {
          gset.add(k);
          return `:s${k + 1}_${ra.fields[column]}`;
        }
      }
    }
    if (TIMESTAMP.test(a) && TIMESTAMP.test(b) && near(a) && near(b)) return helper.set('now', 'now()'), ':now';
    if (DATE.test(a) && a === b && a === new Date().toISOString().slice(0, 10)) return helper.set('today', "(now() at time zone 'UTC')::date"), ':today';
    if (a !== b && UUID.test(a) && UUID.test(b) && a.length === 36) {
      if (!fresh.has(a)) fresh.set(a, `new_${fresh.size + 1}`);
      helper.set(fresh.get(a), NEW_ID);
      return `:${fresh.get(a)}`;
    }
    const digits = (s) => s.match(/^(.*?[^0-9])([0-9]+)$/);
    const [da, db] = [digits(a), digits(b)];
    if (da && db && da[1] === db[1] && da[2] !== db[2] && /[A-Za-z]/.test(da[1]) && !UUID.test(a)) {
      const name = `seq_${[...helper.keys()].filter((k) => k.startsWith('seq_')).length + 1}`;
      helper.set(name, `${quote(da[1])} || '9' || lpad(nextval('bench_pgbench_seq')::text, ${da[2].length + 2}, '0')`);
      return `:${name}`;
    }
    if (a === b && !UUID.test(a) && a.length <= 40) {
      if (!constants.has(a)) constants.set(a, `c_${constants.size + 1}`);
      helper.set(constants.get(a), quote(a));
      return `:${constants.get(a)}`;
    }
    // An array the server built from such values ('{…}', as postgres.js sends one): built again from its elements.
    const [ea, eb] = [a, b].map((s) => (json(s) ? undefined : s.match(/^\{([^{}]*)\}$/)?.[1].split(',').map((e) => e.replace(/^"(.*)"$/, '$1'))));
    if (ea && eb && ea.length === eb.length && (a !== b || UUID.test(a))) {
      return `('{' || ${ea.map((e, i) => classify(e, eb[i], index, position)).join(" || ',' || ")} || '}')`;
    }
    const known = [...context].find(([, value]) => value === a);
    if (known) return `:${known[0]}`;
    const name = `ctx_${tag}_${context.size + 1}`;
    context.set(name, a);
    notes.push(`-- :${name} = parameter ${position} of statement ${index + 1}${a !== b ? ' (as in the capture: a value pgbench cannot build)' : ' (a value the server holds)'}`);
    return `:${name}`;
  };

  const body = statements.map(([a, b], index) => {
    const values = a.params.map((value, i) => classify(value, b.params[i], index, i + 1));
    const sql = a.sql.replace(/\s*\n\s*/g, ' ').trim().replace(/\$(\d+)\b/g, (_, n) => values[Number(n) - 1]);
    return { index, sql };
  });
  const mode = statements.every(([a]) => a.prepared || !a.params.length) ? 'prepared' : 'extended';
  const lines = [
    `-- ${path.title}: the statements the server sends, generated by \`node bench/pgbench/generate.js\`.`,
    '-- Do not edit: a change to the path regenerates this script in the same commit.',
    `-- mode: ${mode} (${mode === 'prepared' ? 'the server prepares every statement' : 'the server sends these statements unnamed, not prepared'})`,
    '-- The harness\'s own: the \\set lines and the select ending in \\gset before the first server statement',
    '-- (a product of the pool, new ids, the time, constants); -D gives :pool, :pool_size, :warehouse_id,',
    '-- :user_id and the :ctx_ values below.',
    ...notes,
    '\\set quantity 1',
    '\\set neg_quantity -1 * :quantity',
  ];
  const columns = [...helper].map(([name, expression]) => `${expression} as ${name}`);
  if (path.pick.length) {
    lines.push('\\set k random(1, :pool_size)');
    columns.unshift(...path.pick);
  }
  if (columns.length) lines.push(`select ${columns.join(', ')}${path.pick.length ? ' from bench_pgbench_pick where pool = :pool and k = :k' : ''} \\gset`);
  for (const { index, sql } of body) lines.push(gset.has(index) ? `${sql} \\gset s${index + 1}_` : `${sql};`);
  return { text: `${lines.join('\n')}\n`, mode, context: Object.fromEntries(context) };
}

/** The scripts of every path from a capture: { [name]: { file, text, mode, context } }. */
export function buildScripts(captured) {
  return Object.fromEntries(PATHS.map((path) => [path.name, { file: `${here}${path.name}.sql`, ...buildScript(path, captured[path.name]) }]));
}

/** The paths whose committed script differs from `scripts`. */
export async function staleScripts(scripts) {
  const stale = [];
  for (const [name, script] of Object.entries(scripts)) {
    const committed = await readFile(script.file, 'utf8').catch(() => '');
    if (committed !== script.text) stale.push(name);
  }
  return stale;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { prepare, client, discard, productPool, startServer, stopServer } = await import('../harness.js');
  const { values: args } = parseArgs({ options: { check: { type: 'boolean', default: false }, products: { type: 'string', default: '20000' }, movements: { type: 'string', default: '40000' } } });
  const env = await prepare('postgres', { products: Number(args.products), movements: Number(args.movements) });
  let scripts;
  try {
    const server = await startServer(env, 3950);
    let products;
    try {
      const api = await client('http://127.0.0.1:3950');
      const [warehouse] = await api.ok('GET', '/warehouse');
      products = await productPool(api, env.DATABASE_URL, warehouse.id, { size: 20, minimum: 100 });
    } finally {
      await stopServer(server);
    }
    scripts = buildScripts(await capture(env, 3951, products));
  } finally {
    await discard(env);
  }
  if (args.check) {
    const stale = await staleScripts(scripts);
    if (stale.length) {
      console.error(`bench/pgbench: ${stale.join(', ')} differ from what the server sends; run node bench/pgbench/generate.js and commit them.`);
      process.exit(1);
    }
    console.log('bench/pgbench: every script matches what the server sends.');
  } else {
    for (const script of Object.values(scripts)) await writeFile(script.file, script.text);
    console.log(`Wrote ${Object.values(scripts).map((s) => s.file.slice(here.length)).join(', ')} to bench/pgbench/.`);
  }
}
