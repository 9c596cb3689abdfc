/**
 * Migrating a database that holds data from before locations and lots (decision 0015, migrations
 * 0013 and 0014): every existing warehouse gets its default location, every product is untracked,
 * every level becomes a balance at its warehouse's default location with no lot, every movement is
 * placed there, and stock totals are unchanged.
 */
import { expect, it } from 'vitest';
import { databaseBefore } from './support/migrations.js';

const FIRST_LOCATIONS_MIGRATION = '0013_locations';

it('gives every existing warehouse its default location, turns levels into balances there, and keeps stock totals', async () => {
  const { client, migrateForward, close } = await databaseBefore(FIRST_LOCATIONS_MIGRATION);
  await client.exec(`
    insert into categories (id, name) values ('01a20b00-0000-7000-8000-000000000001', 'Tools');
    insert into warehouses (id, code, name, address) values
      ('01a20b00-0000-7000-8000-0000000000a1', 'OLD-1', 'Old one', '{"line1":"1 Road","city":"Berlin","country":"DE"}'),
      ('01a20b00-0000-7000-8000-0000000000a2', 'OLD-2', 'Old two', '{"line1":"2 Road","city":"Lyon","country":"FR"}');
    insert into products (id, sku, name, category_id, selling_price, cost_price) values
      ('01a20b00-0000-7000-8000-0000000000b1', 'OLD-HAMMER', 'Hammer', '01a20b00-0000-7000-8000-000000000001', 10, 4);
    insert into inventory_levels (product_id, warehouse_id, on_hand, reserved) values
      ('01a20b00-0000-7000-8000-0000000000b1', '01a20b00-0000-7000-8000-0000000000a1', 40, 5),
      ('01a20b00-0000-7000-8000-0000000000b1', '01a20b00-0000-7000-8000-0000000000a2', 2, 0);
    -- The 5 reserved are a confirmed order's (decision 0020 allocates them to the balance).
    insert into customers (id, code, name) values ('01a20b00-0000-7000-8000-0000000000d1', 'OLD-C', 'Customer');
    insert into sales_orders (id, number, customer_id, warehouse_id, status, order_date) values
      ('01a20b00-0000-7000-8000-0000000000d2', 'SO-000001', '01a20b00-0000-7000-8000-0000000000d1', '01a20b00-0000-7000-8000-0000000000a1', 'confirmed', '2026-01-02');
    insert into sales_order_items (id, sales_order_id, product_id, quantity, unit_price) values
      ('01a20b00-0000-7000-8000-0000000000d3', '01a20b00-0000-7000-8000-0000000000d2', '01a20b00-0000-7000-8000-0000000000b1', 5, 10);
    insert into stock_movements (id, product_id, warehouse_id, type, quantity, on_hand_after, reason) values
      ('01a20b00-0000-7000-8000-0000000000c1', '01a20b00-0000-7000-8000-0000000000b1', '01a20b00-0000-7000-8000-0000000000a1', 'manual_in', 40, 40, 'Opening'),
      ('01a20b00-0000-7000-8000-0000000000c2', '01a20b00-0000-7000-8000-0000000000b1', '01a20b00-0000-7000-8000-0000000000a2', 'manual_in', 2, 2, 'Opening');
  `);
  const totals = `select sum(on_hand)::int as on_hand, sum(reserved)::int as reserved from inventory_levels`;
  const before = (await client.query(totals)).rows;

  await migrateForward();

  const locations = await client.query<{ warehouse_id: string; code: string; is_active: boolean }>(
    'select warehouse_id, code, is_active from locations order by warehouse_id',
  );
  expect(locations.rows).toEqual([
    { warehouse_id: '01a20b00-0000-7000-8000-0000000000a1', code: 'DEFAULT', is_active: true },
    { warehouse_id: '01a20b00-0000-7000-8000-0000000000a2', code: 'DEFAULT', is_active: true },
  ]);
  expect((await client.query('select tracking, shelf_life_days from products')).rows).toEqual([{ tracking: 'none', shelf_life_days: null }]);
  expect((await client.query(totals)).rows).toEqual(before);

  const balances = await client.query(`
    select b.warehouse_id, l.code, b.lot_id, b.serial_number, b.on_hand from stock_balances b join locations l on l.id = b.location_id order by b.warehouse_id`);
  expect(balances.rows).toEqual([
    { warehouse_id: '01a20b00-0000-7000-8000-0000000000a1', code: 'DEFAULT', lot_id: null, serial_number: null, on_hand: 40 },
    { warehouse_id: '01a20b00-0000-7000-8000-0000000000a2', code: 'DEFAULT', lot_id: null, serial_number: null, on_hand: 2 },
  ]);
  const placed = await client.query(`select m.id, l.code from stock_movements m join locations l on l.id = m.location_id and l.warehouse_id = m.warehouse_id order by m.id`);
  expect(placed.rows).toEqual([
    { id: '01a20b00-0000-7000-8000-0000000000c1', code: 'DEFAULT' },
    { id: '01a20b00-0000-7000-8000-0000000000c2', code: 'DEFAULT' },
  ]);
  // The ledger is append-only again after the backfill.
  await expect(client.query(`update stock_movements set note = 'x'`)).rejects.toThrow('stock_movements is append-only');
  await close();
});
