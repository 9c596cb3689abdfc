/**
 * Migrating a database that holds transfers from before two-step transfers (decision 0016,
 * migration 0017): each is a direct transfer, completed, every line shipped and received in full,
 * nothing in transit.
 */
import { expect, it } from 'vitest';
import { databaseBefore } from './support/migrations.js';

it('turns every existing transfer into a completed direct one, shipped and received in full', async () => {
  const { client, migrateForward, close } = await databaseBefore('0017_two_step_transfers');
  await client.exec(`
    insert into categories (id, name) values ('01a20b00-0000-7000-8000-000000000001', 'Tools');
    insert into warehouses (id, code, name, address) values
      ('01a20b00-0000-7000-8000-0000000000a1', 'OLD-1', 'Old one', '{"line1":"1 Road","city":"Berlin","country":"DE"}'),
      ('01a20b00-0000-7000-8000-0000000000a2', 'OLD-2', 'Old two', '{"line1":"2 Road","city":"Lyon","country":"FR"}');
    insert into products (id, sku, name, category_id, selling_price, cost_price) values
      ('01a20b00-0000-7000-8000-0000000000b1', 'OLD-HAMMER', 'Hammer', '01a20b00-0000-7000-8000-000000000001', 10, 4);
    insert into inventory_levels (product_id, warehouse_id, on_hand, reserved) values
      ('01a20b00-0000-7000-8000-0000000000b1', '01a20b00-0000-7000-8000-0000000000a2', 7, 0);
    insert into transfers (id, number, from_warehouse_id, to_warehouse_id) values
      ('01a20b00-0000-7000-8000-0000000000d1', 'TR-000001', '01a20b00-0000-7000-8000-0000000000a1', '01a20b00-0000-7000-8000-0000000000a2');
    insert into transfer_items (transfer_id, product_id, quantity) values
      ('01a20b00-0000-7000-8000-0000000000d1', '01a20b00-0000-7000-8000-0000000000b1', 7);
  `);
  await migrateForward();
  expect((await client.query('select mode, status, shipped_at from transfers')).rows).toEqual([{ mode: 'direct', status: 'completed', shipped_at: null }]);
  expect((await client.query('select quantity, shipped_quantity, received_quantity, lost_quantity from transfer_items')).rows).toEqual([
    { quantity: 7, shipped_quantity: 7, received_quantity: 7, lost_quantity: 0 },
  ]);
  expect((await client.query('select on_hand, in_transit from inventory_levels')).rows).toEqual([{ on_hand: 7, in_transit: 0 }]);
  // The database refuses a direct transfer in a two-step status, and a line received beyond what shipped.
  await expect(client.query(`update transfers set status = 'in_transit'`)).rejects.toThrow('transfers_status');
  await expect(client.query('update transfer_items set received_quantity = 8')).rejects.toThrow('transfer_items_progress');
  await close();
});
