/**
 * Migrating a database whose confirmed sales orders reserved units of their warehouse only (0033,
 * decision 0020): every open line is allocated to balances in picking order (unexpired lots first
 * expiry first out, expired ones last), lines by order date, so the level's reserved is kept and
 * equals the sum of its balances', each balance's the sum of its allocations, each line's allocated
 * quantity what it still ships.
 */
import { expect, it } from 'vitest';
import { databaseBefore } from './support/migrations.js';

const id = (n: number) => `01a20d00-0000-7000-8000-${String(n).padStart(12, '0')}`;

it('0033 allocates the reservations of open orders to balances first expiry first out, keeping every reserved count', async () => {
  const { client, migrateForward, close } = await databaseBefore('0033_allocation');
  await client.exec(`
    insert into warehouses (id, code, name, address) values ('${id(1)}', 'WH-1', 'One', '{"line1":"1 Road","city":"Lyon","country":"FR"}');
    insert into locations (id, warehouse_id, code) values ('${id(2)}', '${id(1)}', 'DEFAULT'), ('${id(3)}', '${id(1)}', 'A-01');
    insert into categories (id, name) values ('${id(4)}', 'Sealants');
    insert into products (id, sku, name, category_id, selling_price, tracking) values ('${id(5)}', 'LOT-1', 'Sealant', '${id(4)}', 9, 'lot');
    insert into lots (id, product_id, lot_number, expiry_date) values
      ('${id(6)}', '${id(5)}', 'GONE', current_date - 3),
      ('${id(7)}', '${id(5)}', 'SOON', current_date + 10),
      ('${id(8)}', '${id(5)}', 'LATE', current_date + 90);
    insert into stock_balances (id, product_id, warehouse_id, location_id, lot_id, on_hand) values
      ('${id(9)}', '${id(5)}', '${id(1)}', '${id(2)}', '${id(6)}', 5),
      ('${id(10)}', '${id(5)}', '${id(1)}', '${id(3)}', '${id(7)}', 4),
      ('${id(11)}', '${id(5)}', '${id(1)}', '${id(2)}', '${id(8)}', 6);
    insert into inventory_levels (product_id, warehouse_id, on_hand, reserved) values ('${id(5)}', '${id(1)}', 15, 9);
    insert into customers (id, code, name) values ('${id(12)}', 'CUS-1', 'Customer');
    insert into sales_orders (id, number, customer_id, warehouse_id, status, order_date) values
      ('${id(13)}', 'SO-000001', '${id(12)}', '${id(1)}', 'confirmed', current_date - 2),
      ('${id(14)}', 'SO-000002', '${id(12)}', '${id(1)}', 'partially_shipped', current_date - 1),
      ('${id(15)}', 'SO-000003', '${id(12)}', '${id(1)}', 'draft', current_date),
      ('${id(16)}', 'SO-000004', '${id(12)}', '${id(1)}', 'shipped', current_date - 5);
    insert into sales_order_items (id, sales_order_id, product_id, quantity, unit_price, shipped_quantity) values
      ('${id(17)}', '${id(13)}', '${id(5)}', 3, 9, 0),
      ('${id(18)}', '${id(14)}', '${id(5)}', 8, 9, 2),
      ('${id(19)}', '${id(15)}', '${id(5)}', 4, 9, 0),
      ('${id(20)}', '${id(16)}', '${id(5)}', 2, 9, 2);
  `);
  await migrateForward();
  const allocated = await client.query<{ item: string; lot: string; quantity: number }>(
    `select a.sales_order_item_id as item, l.lot_number as lot, a.quantity from allocations a
       join stock_balances b on b.id = a.balance_id join lots l on l.id = b.lot_id order by a.sales_order_item_id, l.expiry_date`,
  );
  // SO-000001 (older) takes the 3 first of SOON; SO-000002's 6 open units the last SOON and 5 of LATE.
  expect(allocated.rows).toEqual([
    { item: id(17), lot: 'SOON', quantity: 3 },
    { item: id(18), lot: 'SOON', quantity: 1 },
    { item: id(18), lot: 'LATE', quantity: 5 },
  ]);
  const balances = await client.query<{ lot: string; reserved: number }>(`select l.lot_number as lot, b.reserved from stock_balances b join lots l on l.id = b.lot_id order by l.expiry_date`);
  expect(balances.rows).toEqual([
    { lot: 'GONE', reserved: 0 },
    { lot: 'SOON', reserved: 4 },
    { lot: 'LATE', reserved: 5 },
  ]);
  const lines = await client.query<{ id: string; allocated_quantity: number }>(`select id, allocated_quantity from sales_order_items order by id`);
  expect(lines.rows.map((line) => line.allocated_quantity)).toEqual([3, 6, 0, 0]);
  const [level] = (await client.query<{ reserved: number }>(`select reserved from inventory_levels`)).rows;
  expect(level!.reserved).toBe(9);
  await close();
});
