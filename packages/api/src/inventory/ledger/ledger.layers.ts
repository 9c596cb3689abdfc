/**
 * FIFO cost layers (decision 0023 point 3): what the ledger writes for products costed first in,
 * first out. Units coming in open a layer at the value of their movement; units going out take the
 * oldest layers of their warehouse and lot, and their movement's value is what they took, to the
 * cent, so the layers left always sum to the ledger's value. Every function runs in the ledger's
 * transaction, under the row locks of the levels it touches.
 */
import { costLayers, products, queryRows, type Db } from '@stockroom/db';
import type { Decimal } from 'decimal.js';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { Money } from '../../money.js';
import { publishCostChanges } from '../../products/index.js';
import type { MovementRow, Piece } from './ledger.repository.js';

/** How the products of a stock write that are not costed at the average are costed. */
export interface Costing {
  /** The ids of those costed FIFO. */
  fifo: Set<string>;
  /** The standard cost of those at standard cost (currency units per unit), by id. */
  standard: Map<string, number>;
  /** Those that are kits (decision 0023 point 9), which have no stock of their own. */
  kits: { productId: string; sku: string }[];
}

/**
 * The costing of the products `productIds` (decision 0023). Their rows stay KEY SHARE locked, as
 * the movements' foreign keys lock them anyway: a change of costing method or of the standard (which
 * locks FOR UPDATE, by PUT /products/{id}, the CSV import or the costing method route) waits for
 * this write and then sees its movements, and a write that waits for a change reads the method and
 * standard it left, and whether the product is a kit (its bill's route sets that FOR UPDATE too).
 */
export async function costingOf(tx: Db, productIds: readonly string[]): Promise<Costing> {
  const costing: Costing = { fifo: new Set(), standard: new Map(), kits: [] };
  if (!productIds.length) return costing;
  const rows = await tx
    .select({ id: products.id, sku: products.sku, costingMethod: products.costingMethod, costPrice: products.costPrice, kit: products.kit })
    .from(products)
    .where(inArray(products.id, [...new Set(productIds)]))
    .for('key share');
  for (const row of rows) {
    if (row.kit) costing.kits.push({ productId: row.id, sku: row.sku });
    if (row.costingMethod === 'fifo') costing.fifo.add(row.id);
    else if (row.costingMethod === 'standard') costing.standard.set(row.id, row.costPrice);
  }
  return costing;
}

/** Units of one FIFO product leaving one warehouse, in pieces (each of one lot, or none). */
export interface OutboundLayerPieces {
  productId: string;
  warehouseId: string;
  pieces: Piece[];
}

interface Take {
  quantity: number;
  value: Decimal;
}

/** Units of one layer a piece took (or, arriving, brings): their count and value, currency units, signed as the piece. */
export interface LayerPart {
  quantity: number;
  value: number;
}

/** The value of `parts`, currency units to the cent. */
export const valueOfParts = (parts: readonly LayerPart[]): number => parts.reduce((sum, part) => sum.plus(part.value), new Money(0)).toNumber();

const grainKey = (productId: string, warehouseId: string, lotId: string | null) => `${productId} ${warehouseId} ${lotId ?? ''}`;

/**
 * Takes the layers the units of `levels` leave with, oldest first (by effective time, then sequence) within each piece's lot, in one
 * statement; returns by piece the parts of layers it took, oldest first (units and value signed as
 * the piece: ≤ 0). q of a layer's r
 * remaining units take round(remaining value × q / r, 2), the last unit the rest; a piece's share of
 * a layer it splits with the next piece is split the same way. Throws when the layers hold fewer
 * units than leave (the layers and the balances disagree: a broken invariant, a 500).
 */
export async function takeLayers(tx: Db, levels: readonly OutboundLayerPieces[]): Promise<Map<Piece, LayerPart[]>> {
  const wanted = new Map<string, { productId: string; warehouseId: string; lotId: string | null; quantity: number }>();
  for (const { productId, warehouseId, pieces } of levels) {
    for (const piece of pieces) {
      const key = grainKey(productId, warehouseId, piece.lotId);
      const grain = wanted.get(key) ?? { productId, warehouseId, lotId: piece.lotId, quantity: 0 };
      grain.quantity += -piece.quantity;
      wanted.set(key, grain);
    }
  }
  const want = sql.join(
    [...wanted.values()].map((grain) => sql`(${grain.productId}::uuid, ${grain.warehouseId}::uuid, ${grain.lotId}::uuid, ${grain.quantity}::int)`),
    sql`, `,
  );
  const taken = await queryRows<{ product_id: string; warehouse_id: string; lot_id: string | null; sequence: string; q: number; v: string }>(
    tx,
    sql`with want(product_id, warehouse_id, lot_id, quantity) as (values ${want}),
        open as (
          select l.id, l.product_id, l.warehouse_id, l.lot_id, l.remaining, l.remaining_value, w.quantity,
                 row_number() over (order by l.effective_at, l.sequence) as sequence,
                 coalesce(sum(l.remaining) over (partition by l.product_id, l.warehouse_id, l.lot_id order by l.effective_at, l.sequence
                                                 rows between unbounded preceding and 1 preceding), 0) as before
          from cost_layers l
          join want w on l.product_id = w.product_id and l.warehouse_id = w.warehouse_id and l.lot_id is not distinct from w.lot_id
          where l.remaining > 0
        ),
        take as (
          select id, sequence, product_id, warehouse_id, lot_id, least(remaining, quantity - before)::int as q,
                 case when quantity - before >= remaining then remaining_value
                      else round(remaining_value * (quantity - before) / remaining, 2) end as v
          from open where before < quantity
        )
        update cost_layers l set remaining = l.remaining - t.q, remaining_value = l.remaining_value - t.v
        from take t where l.id = t.id
        returning t.product_id, t.warehouse_id, t.lot_id, t.sequence::text, t.q, t.v::text`,
  );
  const takes = new Map<string, Take[]>();
  for (const row of taken.sort((a, b) => Number(a.sequence) - Number(b.sequence))) {
    const key = grainKey(row.product_id, row.warehouse_id, row.lot_id);
    takes.set(key, [...(takes.get(key) ?? []), { quantity: row.q, value: new Money(row.v) }]);
  }
  const parts = new Map<Piece, LayerPart[]>();
  for (const { productId, warehouseId, pieces } of levels) {
    for (const piece of pieces) parts.set(piece, partsOf(takes.get(grainKey(productId, warehouseId, piece.lotId)) ?? [], -piece.quantity, productId));
  }
  return parts;
}

/** The parts of `quantity` units taken from the front of `takes` (consumed as taken), signed as units out. */
function partsOf(takes: Take[], quantity: number, productId: string): LayerPart[] {
  const parts: LayerPart[] = [];
  for (let left = quantity; left > 0; ) {
    const take = takes[0];
    if (!take) throw new Error(`The cost layers of product ${productId} hold fewer units than its stock`);
    const units = Math.min(left, take.quantity);
    const value = units === take.quantity ? take.value : take.value.times(units).div(take.quantity).toDecimalPlaces(2);
    parts.push({ quantity: -units, value: value.neg().toNumber() });
    take.quantity -= units;
    take.value = take.value.minus(value);
    if (take.quantity === 0) takes.shift();
    left -= units;
  }
  return parts;
}

/**
 * A layer's effective time when its movement is backdated (decision 0023 point 8, given in
 * milliseconds and stored as given); otherwise the column's default, the transaction's start to
 * the microsecond as the movement's own (a Date would cut it to the millisecond).
 */
const backdated = (row: MovementRow) => (row.effectiveAt.getTime() < row.createdAt.getTime() ? { effectiveAt: row.effectiveAt } : {});

/**
 * Opens the layers of stored inbound movements (units in of a FIFO product): one per part of the
 * layers its units brought (`parts`, a transfer's arrival: the layers they left with, in their
 * order), else one at the movement's value.
 */
export async function openLayers(tx: Db, rows: readonly { row: MovementRow; parts: readonly LayerPart[] | undefined }[]): Promise<void> {
  const layers = rows.flatMap(({ row, parts }) =>
    (parts ?? [row]).map(({ quantity, value }) => ({ productId: row.productId, warehouseId: row.warehouseId, lotId: row.lotId, movementId: row.id, ...backdated(row), quantity, value, remaining: quantity, remainingValue: value })),
  );
  if (layers.length) await tx.insert(costLayers).values(layers);
}

/** Adds `value` (currency units to the cent) to each layer's value and value left, in one statement: a landed cost of its units still in stock (decision 0023 point 7). */
export async function raiseLayers(tx: Db, raises: readonly { layerId: string; value: number }[]): Promise<void> {
  if (!raises.length) return;
  // UPDATE … FROM applies one row per target: raises of one layer (two orders' shares) are summed first.
  const summed = new Map<string, Decimal>();
  for (const { layerId, value } of raises) summed.set(layerId, (summed.get(layerId) ?? new Money(0)).plus(value));
  const rows = sql.join([...summed].map(([layerId, value]) => sql`(${layerId}::uuid, ${value.toString()}::numeric)`), sql`, `);
  await tx.execute(sql`update ${costLayers} set value = ${costLayers.value} + r.value, remaining_value = ${costLayers.remainingValue} + r.value from (values ${rows}) as r(id, value) where ${costLayers.id} = r.id`);
}

/** Empties every cost layer of `productId`: its stock leaves FIFO (decision 0023 point 6), and the ledger keeps its value. */
export async function closeLayers(tx: Db, productId: string): Promise<void> {
  await tx.update(costLayers).set({ remaining: 0, remainingValue: 0 }).where(and(eq(costLayers.productId, productId), gt(costLayers.remaining, 0)));
}

/**
 * Sets the cost price of the FIFO products `productIds` to the value of their remaining layers over
 * their units in them (all warehouses), to the cent (decision 0023 point 2); a product with no units
 * left keeps its cost price. Writes only the rows whose cost price changes, and publishes their
 * product.updated and product.cost_changed events (`reason`: cost_layers, or landed_cost when a landed
 * cost raised the layers). The rows are locked
 * first, in id order, so that the update reads the layers of a concurrent write to another
 * warehouse once it has committed (under READ COMMITTED an UPDATE that waits re-reads only its row).
 */
export async function costPricesFromLayers(tx: Db, productIds: readonly string[], reason: 'cost_layers' | 'landed_cost' = 'cost_layers'): Promise<void> {
  if (!productIds.length) return;
  const ids = [...new Set(productIds)];
  const locked = await tx.select({ id: products.id, costPrice: products.costPrice }).from(products).where(inArray(products.id, ids)).orderBy(asc(products.id)).for('no key update');
  const open = and(eq(costLayers.productId, products.id), gt(costLayers.remaining, 0));
  const cost = sql`coalesce((select round(sum(${costLayers.remainingValue}) / nullif(sum(${costLayers.remaining}), 0), 2) from ${costLayers} where ${open}), ${products.costPrice})`;
  const changed = await tx
    .update(products)
    .set({ costPrice: cost })
    .where(and(inArray(products.id, ids), sql`${products.costPrice} is distinct from ${cost}`))
    .returning({ id: products.id });
  if (changed.length) await publishCostChanges(tx, changed.map((row) => row.id), new Map(locked.map((row) => [row.id, row.costPrice])), reason);
}
