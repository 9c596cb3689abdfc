// Figures beside their anchors, decision 0018's targets, and the markdown written to bench/README.md.
import os from 'node:os';

export const RSS_LIMIT_MB = 300;

/** Sets `row`'s anchor (label, value), ratio (row's rate / anchor) and target (text, pass) and prints them. */
export function judge(row, { anchor, rate = row.reqPerSec, target, pass } = {}) {
  if (anchor) {
    row.anchor = anchor;
    row.ratio = anchor.value > 0 ? Math.round((rate / anchor.value) * 100) / 100 : undefined;
  }
  if (target) row.target = { text: target, pass: Boolean(pass?.(row)) };
  const parts = [];
  if (anchor) parts.push(`anchor ${anchor.label}: ${anchor.error ?? anchor.value}, ratio ${row.ratio ?? 'n/a'}`);
  if (row.target) parts.push(`${row.target.pass ? 'PASS' : 'FAIL'} ${target}`);
  if (parts.length) console.log(`    ${parts.join('; ')}`);
  return row;
}

/** The anchor of a pgbench result (tps, or the error that stopped it). */
export const pgbenchAnchor = (label, result) => ({ label: `${label} (pgbench -M ${result.mode})`, value: result.tps ?? 0, unit: 'tps', error: result.error });

export function markdown(results, { label, products, movements, connections, duration }) {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const anchorCell = (row) => (row.anchor ? `${row.anchor.label}: ${row.anchor.error ? `failed (${row.anchor.error})` : `${row.anchor.value}${row.anchor.unit ? ` ${row.anchor.unit}` : ' req/s'}`}` : '');
  const lines = [
    `Run ${new Date().toISOString().slice(0, 10)}${label ? ` (${label})` : ''} on ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; ${products} products, about ${movements} stock movements, ${connections} connections unless stated, ${duration} s per scenario after a 3 s warm-up, NODE_ENV=production, LOG_LEVEL=warn, load generator, server and PostgreSQL on the same machine. Ratios are against the anchor measured in the same run; RSS is the server's at the end of the scenario, after a full GC.`,
    '',
    '| engine | scenario | req/s | p50 ms | p99 ms | non-2xx | RSS MB | anchor | ratio | target | result |',
    '|---|---|---:|---:|---:|---:|---:|---|---:|---|---|',
    ...results.flatMap((r) =>
      r.rows.map((row) => `| ${r.engine} | ${row.scenario} | ${row.reqPerSec} | ${row.p50} | ${row.p99} | ${row.non2xx} | ${row.rssMb} | ${anchorCell(row)} | ${row.ratio ?? ''} | ${row.target?.text ?? ''} | ${row.target ? (row.target.pass ? 'PASS' : 'FAIL') : ''} |`),
    ),
    '',
    '| engine | target | measured | result |',
    '|---|---|---|---|',
    ...results.flatMap((r) => r.targets.map((t) => `| ${r.engine} | ${t.target} | ${t.measured} | ${t.pass ? 'PASS' : 'FAIL'} |`)),
  ];
  return lines.join('\n');
}
