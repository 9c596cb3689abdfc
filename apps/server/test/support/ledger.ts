/**
 * The ledger invariant at every grain: every inventory level's on hand equals the sum of its stock
 * movements, and (decision 0015) every stock balance, per location, lot and serial number, equals the
 * sum of the movements of that grain, and every row of the daily summary (stock_movement_daily, the
 * reports' source) holds the count, units and value of its day's movements; and (decision 0020)
 * every balance's reserved equals the sum of its allocations, every level's reserved the sum of its
 * balances', and every order line's allocated quantity the sum of its allocations; and (decision
 * 0023) the cost layers of every FIFO product, per warehouse and lot, hold the units and the value
 * of its movements there. Read-only; the
 * tests assert it returns [] after each stock-writing file and concurrency test.
 */
import { inventoryLevels, stockMovements, type Db } from '@stockroom/db';
import { and, eq, sql } from 'drizzle-orm';

export interface LedgerMismatch {
  productId: string;
  warehouseId: string;
  /** The grain of a balance that disagrees with its movements; absent for a level. */
  grain?: { locationId: string | null; lotId: string | null; serialNumber: string | null };
  /** A daily summary row that disagrees with its movements ("movements/units/value" each side); absent otherwise. */
  daily?: { day: string; type: string; summary: string; ledger: string };
  /** A FIFO product's layers that disagree with its movements at a warehouse and lot ("units/value" each side); absent otherwise. */
  layers?: { lotId: string | null; layers: string; ledger: string };
  /** A reserved or allocated count that differs from the sum of what makes it; absent otherwise. */
  allocation?: { of: 'balance' | 'level' | 'line'; id: string; stored: number; sum: number };
  onHand: number;
  /** Sum of the signed quantities of the level's or grain's movements (0 without any). */
  ledger: number;
}

type AllocationRow = { of: 'balance' | 'level' | 'line'; id: string; product_id: string; warehouse_id: string; stored: number; sum: number };

/** Balances, levels and order lines whose reserved or allocated count differs from the sum of its parts (decision 0020). */
async function allocationMismatches(db: Db): Promise<LedgerMismatch[]> {
  const result = (await db.execute(sql`
    select 'balance' as of, b.id::text as id, b.product_id, b.warehouse_id, b.reserved as stored, coalesce(sum(a.quantity), 0)::int as sum
    from stock_balances b left join allocations a on a.balance_id = b.id
    group by b.id having b.reserved <> coalesce(sum(a.quantity), 0)
    union all
    select 'level', l.product_id::text || ' ' || l.warehouse_id::text, l.product_id, l.warehouse_id, l.reserved, coalesce(sum(b.reserved), 0)::int
    from inventory_levels l left join stock_balances b on b.product_id = l.product_id and b.warehouse_id = l.warehouse_id
    group by l.product_id, l.warehouse_id having l.reserved <> coalesce(sum(b.reserved), 0)
    union all
    select 'line', i.id::text, i.product_id, o.warehouse_id, i.allocated_quantity, coalesce(sum(a.quantity), 0)::int
    from sales_order_items i join sales_orders o on o.id = i.sales_order_id left join allocations a on a.sales_order_item_id = i.id
    group by i.id, o.warehouse_id having i.allocated_quantity <> coalesce(sum(a.quantity), 0)`)) as unknown as AllocationRow[] | { rows: AllocationRow[] };
  return ('rows' in result ? result.rows : result).map((row) => ({
    productId: row.product_id,
    warehouseId: row.warehouse_id,
    allocation: { of: row.of, id: row.id, stored: Number(row.stored), sum: Number(row.sum) },
    onHand: 0,
    ledger: 0,
  }));
}

type LayerRow = { product_id: string; warehouse_id: string; lot_id: string | null; layers: string; ledger: string };

/** FIFO products' warehouses and lots whose remaining cost layers differ from their movements in units or value (decision 0023). */
async function layerMismatches(db: Db): Promise<LedgerMismatch[]> {
  const result = (await db.execute(sql`
    with moved as (
      select m.product_id, m.warehouse_id, m.lot_id, sum(m.quantity) as units, sum(m.value) as value
      from stock_movements m join products p on p.id = m.product_id and p.costing_method = 'fifo'
      group by 1, 2, 3
    ), layered as (
      select product_id, warehouse_id, lot_id, sum(remaining) as units, sum(remaining_value) as value from cost_layers group by 1, 2, 3
    )
    select coalesce(m.product_id, y.product_id) as product_id, coalesce(m.warehouse_id, y.warehouse_id) as warehouse_id,
           coalesce(m.lot_id, y.lot_id) as lot_id,
           coalesce(y.units, 0)::text || '/' || coalesce(y.value, 0)::numeric(20, 2)::text as layers,
           coalesce(m.units, 0)::text || '/' || coalesce(m.value, 0)::numeric(20, 2)::text as ledger
    from moved m full join layered y on m.product_id = y.product_id and m.warehouse_id = y.warehouse_id and m.lot_id is not distinct from y.lot_id
    where coalesce(m.units, 0) <> coalesce(y.units, 0) or coalesce(m.value, 0) <> coalesce(y.value, 0)`)) as unknown as LayerRow[] | { rows: LayerRow[] };
  return ('rows' in result ? result.rows : result).map((row) => ({
    productId: row.product_id,
    warehouseId: row.warehouse_id,
    layers: { lotId: row.lot_id, layers: row.layers, ledger: row.ledger },
    onHand: 0,
    ledger: 0,
  }));
}

type DailyRow = { day: string; product_id: string; warehouse_id: string; type: string; summary: string; ledger: string };
type GrainRow = { product_id: string; warehouse_id: string; location_id: string | null; lot_id: string | null; serial_number: string | null; on_hand: string; ledger: string };

/** Levels and balances whose on hand differs from the sum of their ledger. */
export async function ledgerMismatches(db: Db): Promise<LedgerMismatch[]> {
  // A bigint sum, not cast to int: a ledger that disagrees with its level could pass the integer range.
  const ledger = sql<number>`coalesce(sum(${stockMovements.quantity}), 0)`.mapWith(Number);
  const levels = await db
    .select({ productId: inventoryLevels.productId, warehouseId: inventoryLevels.warehouseId, onHand: inventoryLevels.onHand, ledger })
    .from(inventoryLevels)
    .leftJoin(stockMovements, and(eq(stockMovements.productId, inventoryLevels.productId), eq(stockMovements.warehouseId, inventoryLevels.warehouseId)))
    .groupBy(inventoryLevels.productId, inventoryLevels.warehouseId, inventoryLevels.onHand)
    .having(sql`${inventoryLevels.onHand} <> ${ledger}`);
  // Balances and the ledger summed per grain, matched on the whole grain (nulls as a sentinel, so
  // a balance without movements and movements without a balance both show up).
  const grains = (await db.execute(sql`
    with moved as (
      select product_id, warehouse_id, location_id, lot_id, serial_number, sum(quantity) as ledger
      from stock_movements group by product_id, warehouse_id, location_id, lot_id, serial_number
    )
    select coalesce(b.product_id, m.product_id) as product_id, coalesce(b.warehouse_id, m.warehouse_id) as warehouse_id,
           coalesce(b.location_id, m.location_id) as location_id, coalesce(b.lot_id, m.lot_id) as lot_id,
           coalesce(b.serial_number, m.serial_number) as serial_number,
           coalesce(b.on_hand, 0)::text as on_hand, coalesce(m.ledger, 0)::text as ledger
    from stock_balances b full join moved m
      on b.product_id = m.product_id and b.warehouse_id = m.warehouse_id
     and b.location_id = coalesce(m.location_id, '00000000-0000-0000-0000-000000000000')
     and coalesce(b.lot_id, '00000000-0000-0000-0000-000000000000') = coalesce(m.lot_id, '00000000-0000-0000-0000-000000000000')
     and coalesce(b.serial_number, '') = coalesce(m.serial_number, '')
    where coalesce(b.on_hand, 0) <> coalesce(m.ledger, 0)`)) as unknown as GrainRow[] | { rows: GrainRow[] };
  const rows = 'rows' in grains ? grains.rows : grains;
  const days = (await db.execute(sql`
    with moved as (
      select (effective_at at time zone 'UTC')::date as day, warehouse_id, product_id, type,
             count(*)::text || '/' || sum(quantity)::text || '/' || sum(value)::numeric(20, 2)::text as figures
      from stock_movements group by 1, 2, 3, 4
    )
    select coalesce(d.day, m.day)::text as day, coalesce(d.product_id, m.product_id) as product_id,
           coalesce(d.warehouse_id, m.warehouse_id) as warehouse_id, coalesce(d.type, m.type)::text as type,
           coalesce(d.movements::text || '/' || d.quantity::text || '/' || d.value::numeric(20, 2)::text, 'none') as summary,
           coalesce(m.figures, 'none') as ledger
    from stock_movement_daily d full join moved m
      on d.day = m.day and d.warehouse_id = m.warehouse_id and d.product_id = m.product_id and d.type = m.type
    where d.day is null or m.day is null or d.movements::text || '/' || d.quantity::text || '/' || d.value::numeric(20, 2)::text <> m.figures`)) as unknown as DailyRow[] | { rows: DailyRow[] };
  return [
    ...(await allocationMismatches(db)),
    ...(await layerMismatches(db)),
    ...('rows' in days ? days.rows : days).map((row) => ({
      productId: row.product_id,
      warehouseId: row.warehouse_id,
      daily: { day: row.day, type: row.type, summary: row.summary, ledger: row.ledger },
      onHand: 0,
      ledger: 0,
    })),
    ...levels,
    ...rows.map((row) => ({
      productId: row.product_id,
      warehouseId: row.warehouse_id,
      grain: { locationId: row.location_id, lotId: row.lot_id, serialNumber: row.serial_number },
      onHand: Number(row.on_hand),
      ledger: Number(row.ledger),
    })),
  ];
}
