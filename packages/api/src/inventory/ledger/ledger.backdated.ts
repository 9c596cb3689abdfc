/**
 * Backdated entries (decision 0023 point 8): a receipt or adjustment posted with an `effectiveAt`
 * before now counts from then, so the units out since were valued without it. In the same
 * transaction, revalueBackdated values those units out again as if it had been posted on time, and
 * appends each difference as a `revaluation` naming the movement it corrects, at that movement's
 * effective time: the ledger stays append-only, and there is no queue to fall behind. The work is
 * one read of the product's later movements, a pass over them in memory, one insert of the
 * corrections and, under FIFO, one update of the layers.
 */
import { costLayers, products, queryRows, type Db, type MovementType } from '@stockroom/db';
import type { Decimal } from 'decimal.js';
import { inArray, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { AppError } from '../../errors.js';
import { Money } from '../../money.js';
import { lockProductCosts, restateCostPrices } from '../../products/index.js';
import type { Movement } from '../inventory.schema.js';

/** A movement the ledger has just written, as its callers hold it. */
type WrittenMovement = Pick<Movement, 'id' | 'sequence' | 'productId' | 'warehouseId' | 'lotId' | 'quantity' | 'createdAt' | 'effectiveAt'>;

/** A later movement as the revaluation reads it: its value with the corrections already made to it. */
interface Later {
  id: string;
  type: MovementType;
  quantity: number;
  value: string;
}

/** A correction: the movement it revalues and the change of its value, currency units to the cent (signed). */
interface Correction {
  movementId: string;
  value: Decimal;
}

/** The reference a correction carries: the movement it revalues. */
const CORRECTS = 'stock_movement';
const REASON = 'Revalued by a backdated entry';
const SHORT = 'effectiveAt is before the stock its units came from: post it later';

/**
 * Movements whose value the average gives (units shipped, adjusted, added or taken by hand): a
 * backdated entry changes it. Every other movement keeps the value its document gave it (a
 * receipt's purchase cost, a return's shipment cost, a transfer's or an assembly's, whose other
 * side, in another warehouse or product, carries the same value).
 */
const AT_AVERAGE = new Set<MovementType>(['shipment', 'adjustment', 'manual_in', 'manual_out']);

/** Movements that take FIFO layers: every unit out but a relocation, which leaves layers alone. */
const takesLayers = (row: Later) => row.quantity < 0 && row.type !== 'relocation_out';

/** Units out whose value another movement carries on (a transfer's arrival, assembled units): under FIFO a backdated entry may not change it. */
const CARRIED = new Set<MovementType>(['transfer_out', 'assembly_out', 'disassembly_out']);

/** VALIDATION_ERROR at effectiveAt with `message`. */
const refused = (message: string) => AppError.validation('Invalid request data', { effectiveAt: [message] });

/** True for a backdated movement that takes units out: the history after it must still have had them. */
const takesUnits = (movement: WrittenMovement) => movement.quantity < 0;

/**
 * Revalues what the backdated ones among `movements` (effectiveAt before createdAt; written by the
 * ledger in this transaction, under their levels' locks) affect, writing the corrections as
 * revaluations by `actorId`, then restates the cost prices of the products involved:
 * - average: the product's movements from the earliest backdated one on, over every warehouse (the
 *   average is the product's), in effective order; each movement the average values takes
 *   round(value × units ÷ units held, 2) of the running value, the last unit out all of it;
 * - FIFO: per warehouse and lot of a backdated movement, the layers are taken again in effective
 *   order by the units out, and the layers keep what is left;
 * - standard: nothing (every movement is at the standard).
 * The product rows are locked first (NO KEY UPDATE, id order). Throws VALIDATION_ERROR at
 * `effectiveAt` when it is before the product's last change of costing method or standard cost (that
 * change closed the earlier history), when a backdated loss would take units not yet in, or under
 * FIFO when it would change what a transfer or assembly out carried on.
 */
export async function revalueBackdated(tx: Db, movements: readonly WrittenMovement[], actorId: string): Promise<void> {
  const backdated = movements.filter((movement) => movement.effectiveAt < movement.createdAt);
  if (!backdated.length) return;
  const productIds = [...new Set(backdated.map((movement) => movement.productId))];
  // Two backdated entries of one product in two warehouses would each run forward without the other's.
  await lockProductCosts(tx, productIds);
  const methods = await tx.select({ id: products.id, costingMethod: products.costingMethod }).from(products).where(inArray(products.id, productIds));
  const corrections: Correction[] = [];
  for (const { id, costingMethod } of methods) {
    const ofProduct = backdated.filter((movement) => movement.productId === id).sort((a, b) => a.effectiveAt.localeCompare(b.effectiveAt) || a.sequence - b.sequence);
    const since = await historySince(tx, id, ofProduct[0]!);
    if (costingMethod === 'standard') continue;
    if (costingMethod === 'average') corrections.push(...averageCorrections(await laterMovements(tx, id, ofProduct[0]!), since, ofProduct.some(takesUnits)));
    else corrections.push(...(await fifoCorrections(tx, id, ofProduct, since.start)));
  }
  await writeCorrections(tx, corrections, actorId);
  await restateCostPrices(tx, productIds.filter((id) => methods.some((row) => row.id === id && row.costingMethod !== 'standard')));
}

/**
 * The product's units and value before `first` (in effective order), and the start of the history
 * a revaluation may reach: its last change of costing method or standard cost. Throws
 * VALIDATION_ERROR when `first` is before that start.
 */
async function historySince(tx: Db, productId: string, first: WrittenMovement): Promise<{ start: string | null; units: number; value: Decimal }> {
  const before = (alias: string) => sql`(${sql.identifier(alias)}.effective_at, ${sql.identifier(alias)}.sequence) < (${first.effectiveAt}::timestamptz, ${first.sequence})`;
  // A correction counts with the movement it corrects (laterMovements), whatever its own sequence.
  const [row] = await queryRows<{ start: string | null; early: boolean; units: string; value: string }>(
    tx,
    sql`select p.costing_since::text as start, coalesce(p.costing_since > ${first.effectiveAt}::timestamptz, false) as early,
               (select coalesce(sum(m.quantity), 0) from stock_movements m
                 where m.product_id = p.id and m.reference_type is distinct from ${CORRECTS} and ${before('m')})::text as units,
               ((select coalesce(sum(m.value), 0) from stock_movements m
                  where m.product_id = p.id and m.reference_type is distinct from ${CORRECTS} and ${before('m')})
                + (select coalesce(sum(c.value), 0) from stock_movements c join stock_movements r on r.id = c.reference_id
                    where c.product_id = p.id and c.reference_type = ${CORRECTS} and ${before('r')}))::text as value
        from products p where p.id = ${productId}`,
  );
  if (row!.early) throw refused("effectiveAt must not be before the product's last change of costing method or standard cost");
  return { start: row!.start, units: Number(row!.units), value: new Money(row!.value) };
}

/** The product's movements from `first` on (in effective order, then sequence), each with its corrections summed in, the corrections themselves left out; `where` narrows them. */
function laterMovements(tx: Db, productId: string, first: Pick<WrittenMovement, 'effectiveAt' | 'sequence'>, where = sql``): Promise<Later[]> {
  return queryRows<Later>(
    tx,
    sql`select m.id, m.type, m.quantity,
               (m.value + coalesce((select sum(c.value) from stock_movements c where c.reference_type = ${CORRECTS} and c.reference_id = m.id), 0))::text as value
        from stock_movements m
        where m.product_id = ${productId} and (m.effective_at, m.sequence) >= (${first.effectiveAt}::timestamptz, ${first.sequence})
          and m.reference_type is distinct from ${CORRECTS} ${where}
        order by m.effective_at, m.sequence`,
  );
}

/** `items` (uuids or numbers, no quoting needed) as one PostgreSQL array literal: one parameter, whatever the count. */
const arrayOf = (items: readonly string[]) => `{${items.join(',')}}`;

/**
 * Appends `corrections` as revaluation movements by `actorId`, in one statement with their daily
 * summary: each at the product, warehouse, lot and effective time of the movement it corrects
 * (referenced as a `stock_movement`), with its level's on hand (quantity 0 keeps the chain of
 * onHandAfter, decision 0013). The caller holds the levels' row locks of the backdated movements.
 */
async function writeCorrections(tx: Db, corrections: readonly Correction[], actorId: string): Promise<void> {
  if (!corrections.length) return;
  const ids = corrections.map(() => uuidv7());
  await tx.execute(sql`
    with c(id, movement_id, value) as (
      select * from unnest(${arrayOf(ids)}::uuid[], ${arrayOf(corrections.map((c) => c.movementId))}::uuid[], ${arrayOf(corrections.map((c) => c.value.toString()))}::numeric[])
    ),
    inserted as (
      insert into stock_movements (id, product_id, warehouse_id, lot_id, type, quantity, on_hand_after, value, reason, reference_type, reference_id, created_by, effective_at)
      select c.id, m.product_id, m.warehouse_id, m.lot_id, 'revaluation', 0, coalesce(l.on_hand, 0), c.value, ${REASON}, ${CORRECTS}, m.id, ${actorId}::uuid, m.effective_at
      from c join stock_movements m on m.id = c.movement_id
      left join inventory_levels l on l.product_id = m.product_id and l.warehouse_id = m.warehouse_id
      returning product_id, warehouse_id, effective_at, value
    )
    insert into stock_movement_daily (day, warehouse_id, product_id, type, movements, quantity, value)
    select (effective_at at time zone 'UTC')::date, warehouse_id, product_id, 'revaluation', count(*), 0, sum(value) from inserted group by 1, 2, 3
    on conflict (day, warehouse_id, product_id, type) do update
      set movements = stock_movement_daily.movements + excluded.movements, value = stock_movement_daily.value + excluded.value`);
}

/**
 * The moving average run forward over `later` from `held` (the units and value before them): each
 * movement the average values (AT_AVERAGE) takes its units' share of the value held, to the cent
 * (the last unit out all of it); the others keep theirs. Returns the corrections of those whose value changes.
 * Throws VALIDATION_ERROR when the backdated entries take units out (`takesOut`) and the units held
 * would fall below 0 on the way.
 */
function averageCorrections(later: readonly Later[], held: { units: number; value: Decimal }, takesOut: boolean): Correction[] {
  const corrections: Correction[] = [];
  let { units, value } = held;
  for (const row of later) {
    if (takesOut && units + row.quantity < 0) throw refused(SHORT);
    let moved = new Money(row.value);
    if (AT_AVERAGE.has(row.type) && row.quantity !== 0 && units > 0) {
      const revalued = units + row.quantity === 0 ? value.neg() : value.times(row.quantity).div(units).toDecimalPlaces(2);
      if (!revalued.eq(moved)) corrections.push({ movementId: row.id, value: revalued.minus(moved) });
      moved = revalued;
    }
    units += row.quantity;
    value = value.plus(moved);
  }
  return corrections;
}

/** A layer as the FIFO revaluation takes it: what came in, and what is left as it goes. */
interface Layer {
  id: string;
  quantity: number;
  value: string;
  remaining: number;
  remaining_value: string;
}

/**
 * Under FIFO, per warehouse and lot of the `backdated` movements: the layers opened since `start`
 * (effective order), taken again by the units out since then in effective order, each q of r units
 * left taking round(value left × q ÷ r, 2) and the last unit the rest, as the ledger takes them
 * (ledger.layers.ts). The layers are set to what is left; returns the corrections of the units out
 * whose value changes. Throws VALIDATION_ERROR when the layers run out on the way (a backdated
 * loss before the units it takes came in) or a transfer or assembly out would change value: its
 * units carried that value on to another warehouse or product.
 */
async function fifoCorrections(tx: Db, productId: string, backdated: readonly WrittenMovement[], start: string | null): Promise<Correction[]> {
  const corrections: Correction[] = [];
  const from = { effectiveAt: start ?? '-infinity', sequence: 0 };
  const grains = new Map(backdated.map((movement) => [`${movement.warehouseId} ${movement.lotId}`, movement]));
  for (const { warehouseId, lotId } of grains.values()) {
    const grain = sql`and m.warehouse_id = ${warehouseId} and m.lot_id is not distinct from ${lotId}::uuid`;
    const [layers, later] = await Promise.all([
      queryRows<Layer>(
        tx,
        sql`select id, quantity, value::text, remaining, remaining_value::text from cost_layers
            where product_id = ${productId} and warehouse_id = ${warehouseId} and lot_id is not distinct from ${lotId}::uuid
              and effective_at >= ${from.effectiveAt}::timestamptz
            order by effective_at, sequence`,
      ),
      laterMovements(tx, productId, from, grain),
    ]);
    const left = layers.map((layer) => ({ ...layer, remaining: layer.quantity, remaining_value: layer.value }));
    for (const row of later.filter(takesLayers)) {
      const taken = takeInOrder(left, -row.quantity);
      if (taken.short > 0) throw refused(SHORT);
      const revalued = taken.value.neg();
      if (revalued.eq(row.value)) continue;
      if (CARRIED.has(row.type)) throw refused('effectiveAt is before a transfer or assembly that took units of this warehouse and lot at their cost then: post it after it');
      corrections.push({ movementId: row.id, value: revalued.minus(row.value) });
    }
    const changed = left.filter((layer, i) => layer.remaining !== layers[i]!.remaining || !new Money(layer.remaining_value).eq(layers[i]!.remaining_value));
    if (changed.length) {
      const rows = sql.join(changed.map((layer) => sql`(${layer.id}::uuid, ${layer.remaining}::int, ${layer.remaining_value}::numeric)`), sql`, `);
      await tx.execute(sql`update ${costLayers} set remaining = r.remaining, remaining_value = r.value from (values ${rows}) as r(id, remaining, value) where ${costLayers.id} = r.id`);
    }
  }
  return corrections;
}

/** Takes `quantity` units from the oldest of `layers` with units left (changing them); returns their value (currency units) and the units the layers lacked. */
function takeInOrder(layers: Layer[], quantity: number): { value: Decimal; short: number } {
  let taken = new Money(0);
  for (const layer of layers) {
    if (quantity === 0) break;
    if (layer.remaining === 0) continue;
    const units = Math.min(quantity, layer.remaining);
    const value = units === layer.remaining ? new Money(layer.remaining_value) : new Money(layer.remaining_value).times(units).div(layer.remaining).toDecimalPlaces(2);
    layer.remaining -= units;
    layer.remaining_value = new Money(layer.remaining_value).minus(value).toString();
    taken = taken.plus(value);
    quantity -= units;
  }
  return { value: taken, short: quantity };
}
