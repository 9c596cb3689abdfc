/**
 * Tasks under concurrency on PostgreSQL (TEST_DATABASE_URL; decision 0022 point 5): the app has a
 * pool of connections, so the injects below run in parallel transactions (PGlite has one
 * connection, so the file is skipped there). Ten pickers claiming from one set of open tasks at
 * once never share a task; ten claiming one task get it once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../support/app.js';
import { expectStatus } from '../../support/inventory.js';
import { ledgerMismatches } from '../../support/ledger.js';
import { locationOf, taskClient, type TaskView } from '../../support/tasks.js';

const t = await setupTestApp();
const admin = taskClient(t, await t.login('admin'));
const manager = taskClient(t, await t.login('manager'));

afterEach(async () => {
  expect(await ledgerMismatches(t.db)).toEqual([]);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('claiming tasks under concurrency (PostgreSQL)', () => {
  it('10 pickers claiming 10 open tasks each, in their own order, all at once: every task claimed once, by one picker', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product();
    const from = await locationOf(admin, warehouse, 'A-1');
    const to = await locationOf(admin, warehouse, 'B-1');
    const tasks: TaskView[] = [];
    for (let i = 0; i < 10; i++) tasks.push(await manager.createTask({ type: 'move', warehouseId: warehouse.id, productId: product.id, fromLocationId: from.id, toLocationId: to.id, quantity: 1 + i }));
    const pickers = await Promise.all(Array.from({ length: 10 }, async () => taskClient(t, await t.login('staff'))));
    const ids = await Promise.all(pickers.map((picker) => picker.me()));

    // Picker p tries the tasks starting at the p-th: every task is wanted by every picker, all at once.
    const attempts = pickers.flatMap((picker, p) => tasks.map((_, i) => ({ picker: p, task: tasks[(p + i) % tasks.length]! })));
    const results = await Promise.all(attempts.map(({ picker, task }) => pickers[picker]!.act(task.id, 'claim')));
    const won = attempts.filter((_, i) => results[i]!.statusCode === 200);
    for (const res of results.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error).toEqual({ code: 'CONFLICT', message: 'Task already claimed' });
    }
    // Each task claimed exactly once, and every successful claim answered a distinct task.
    expect(won.map((w) => w.task.id).sort()).toEqual(tasks.map((task) => task.id).sort());
    for (const [i, attempt] of attempts.entries()) {
      if (results[i]!.statusCode === 200) expect(results[i]!.json().data.assignee.id).toBe(ids[attempt.picker]);
    }
    const after = await Promise.all(tasks.map((task) => manager.task(task.id)));
    for (const task of after) {
      const winner = won.find((w) => w.task.id === task.id)!;
      expect(task).toMatchObject({ status: 'assigned', assignee: { id: ids[winner.picker] } });
    }
  });

  it('10 pickers claiming one task at once: one gets it, nine are told it is claimed', async () => {
    const warehouse = await admin.warehouse();
    const product = await admin.product();
    const from = await locationOf(admin, warehouse, 'A-1');
    const to = await locationOf(admin, warehouse, 'B-1');
    const task = await manager.createTask({ type: 'move', warehouseId: warehouse.id, productId: product.id, fromLocationId: from.id, toLocationId: to.id, quantity: 3 });
    const pickers = await Promise.all(Array.from({ length: 10 }, async () => taskClient(t, await t.login('staff'))));
    const results = await Promise.all(pickers.map((picker) => picker.act(task.id, 'claim')));
    const codes = results.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(409)]);
    const winner = results.find((res) => res.statusCode === 200)!;
    expect((await manager.task(task.id)).assignee?.id).toBe(expectStatus<{ data: TaskView }>(winner, 200).data.assignee!.id);
  });
});
