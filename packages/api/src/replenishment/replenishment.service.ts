/**
 * Replenishment (decision 0016): what each supplier sells a product for and how fast, which products a
 * warehouse should reorder, and the draft purchase orders that turn those suggestions into orders
 * from each product's preferred supplier.
 */
import { foreignKeyViolation, uniqueViolation, type Db } from '@stockroom/db';
import { visibleWarehouse, type Actor } from '../auth/index.js';
import { AppError } from '../errors.js';
import { Money } from '../money.js';
import { unitsOfProducts, type UnitsOfProduct } from '../products/index.js';
import { emptyPage, pageOf, pageResult } from '../pagination.js';
import { createPurchaseOrder, type PurchaseOrder } from '../purchase-orders/index.js';
import { getSupplier } from '../suppliers/index.js';
import { requireActiveWarehouse } from '../warehouses/index.js';
import * as repo from './replenishment.repository.js';
import type { FromSuggestions, ReorderQuery, ReorderSuggestion, SupplierProduct, SupplierProductCreate, SupplierProductListQuery, SupplierProductUpdate } from './replenishment.schema.js';

/** The pack of an offer as responses give it (decision 0021), null when it sells single units. */
function packOf(offer: repo.SupplierProductRow): SupplierProduct['pack'] {
  if (offer.packUnit === null || offer.packQuantity === null) return null;
  return {
    unit: offer.packUnit,
    quantity: offer.packQuantity,
    price: new Money(offer.unitCost).times(offer.packQuantity).toDecimalPlaces(4).toNumber(),
    minimumOrderPacks: Math.ceil(offer.minimumOrderQuantity / offer.packQuantity),
  };
}

/**
 * The pack columns of offers naming `pack` (a packaging unit of their product, decision 0021):
 * its name as the product spells it and its size in base units; null clears it, undefined leaves
 * it. Throws VALIDATION_ERROR at `pack` (`<i>.pack` for the i-th of several) for a unit the
 * product has not.
 */
async function packColumns(tx: Db, offers: { productId: string; pack?: string | null | undefined }[]) {
  const units = await unitsOfProducts(tx, offers.filter((offer) => offer.pack).map((offer) => offer.productId));
  return offers.map(({ productId, pack }, i) => {
    if (pack === undefined) return {};
    if (pack === null) return { packUnit: null, packQuantity: null };
    const found = units.get(productId)?.packs.get(pack.toLowerCase());
    if (!found) throw AppError.validation('Invalid request data', { [offers.length > 1 ? `${i}.pack` : 'pack']: [`${pack} is not a packaging unit of this product`] });
    return { packUnit: found.name, packQuantity: found.baseQuantity };
  });
}

function toSupplierProduct({ offer, sku, productName }: { offer: repo.SupplierProductRow; sku: string; productName: string }): SupplierProduct {
  return {
    supplierId: offer.supplierId,
    productId: offer.productId,
    sku,
    productName,
    supplierSku: offer.supplierSku,
    unitCost: offer.unitCost,
    currency: offer.currency,
    leadTimeDays: offer.leadTimeDays,
    minimumOrderQuantity: offer.minimumOrderQuantity,
    pack: packOf(offer),
    isPreferred: offer.isPreferred,
    createdAt: offer.createdAt.toISOString(),
    updatedAt: offer.updatedAt.toISOString(),
  };
}

async function requireSupplierProduct(db: Db, supplierId: string, productId: string): Promise<SupplierProduct> {
  const row = await repo.findSupplierProduct(db, supplierId, productId);
  if (!row) throw AppError.notFound('Supplier product');
  return toSupplierProduct(row);
}

/** GET /api/suppliers/{id}/products: the supplier's offers by SKU, paged. Throws NOT_FOUND for an unknown supplier. */
export async function listSupplierProducts(db: Db, query: SupplierProductListQuery) {
  await getSupplier(db, query.id);
  const page = pageOf(query);
  const { rows, total } = await repo.listSupplierProducts(db, query.id, page);
  return pageResult(rows.map(toSupplierProduct), page, total);
}

/** An offer's write refused by the database, as the API reports it. */
function offerRefused(error: unknown): never {
  if (uniqueViolation(error) === 'supplier_products_preferred_unique') throw new AppError('CONFLICT', 'Another supplier became preferred for this product at the same time; try again');
  if (uniqueViolation(error) !== undefined) throw new AppError('DUPLICATE_ERROR', 'The supplier already offers this product');
  if (foreignKeyViolation(error)) throw AppError.validation('Invalid request data', { productId: ['Product not found'] });
  throw error;
}

/** The previous preferred supplier of the product stops being preferred when `isPreferred` is set (one per product, decision 0016). */
async function writeOffer(tx: Db, supplierId: string, productId: string, isPreferred: boolean | undefined, write: () => Promise<unknown>): Promise<void> {
  if (isPreferred) await repo.clearPreferred(tx, [productId], supplierId);
  await write().catch(offerRefused);
}

/**
 * Records a supplier's offers for many products at once (a price list, the demo seed), as
 * POST /api/suppliers/{id}/products would one by one (the currency the supplier's), in one
 * transaction of multi-row inserts. Resolves to how many were recorded. Throws NOT_FOUND for an
 * unknown supplier; VALIDATION_ERROR for an unknown product; DUPLICATE_ERROR when the supplier
 * already offers one of them; CONFLICT when another supplier was made preferred for one concurrently.
 */
export function addSupplierProducts(db: Db, supplierId: string, offers: Omit<SupplierProductCreate, 'id' | 'currency'>[], actor: Actor): Promise<number> {
  return db.transaction(async (tx) => {
    const supplier = await getSupplier(tx, supplierId);
    const packs = await packColumns(tx, offers);
    const rows = offers.map(({ pack: _pack, ...offer }, i) => ({ ...offer, ...packs[i], supplierId, currency: supplier.currency, createdBy: actor.id, updatedBy: actor.id }));
    await repo.clearPreferred(tx, rows.filter((row) => row.isPreferred).map((row) => row.productId), supplierId);
    await repo.insertSupplierProducts(tx, rows).catch(offerRefused);
    return rows.length;
  });
}

/**
 * POST /api/suppliers/{id}/products: records the terms a supplier sells a product on (currency
 * default the supplier's, lead time 0 days, minimum order quantity 1). Throws NOT_FOUND for
 * an unknown supplier; VALIDATION_ERROR for an unknown product; DUPLICATE_ERROR when
 * the supplier already offers it; CONFLICT when another supplier was made preferred for the
 * product concurrently.
 */
export function createSupplierProduct(db: Db, input: SupplierProductCreate, actor: Actor): Promise<SupplierProduct> {
  return db.transaction(async (tx) => {
    const supplier = await getSupplier(tx, input.id);
    const { id: supplierId, productId, pack, ...terms } = input;
    const [packs] = await packColumns(tx, [{ productId, pack }]);
    await writeOffer(tx, supplierId, productId, terms.isPreferred, () =>
      repo.insertSupplierProducts(tx, [{ ...terms, ...packs, supplierId, productId, currency: terms.currency ?? supplier.currency, createdBy: actor.id, updatedBy: actor.id }]),
    );
    return requireSupplierProduct(tx, supplierId, productId);
  });
}

/** PUT /api/suppliers/{id}/products/{productId}: changes the given terms. Throws NOT_FOUND; CONFLICT as on create. */
export function updateSupplierProduct(db: Db, input: SupplierProductUpdate, actor: Actor): Promise<SupplierProduct> {
  return db.transaction(async (tx) => {
    const { id: supplierId, productId, pack, ...terms } = input;
    const [packs] = await packColumns(tx, [{ productId, pack }]);
    await writeOffer(tx, supplierId, productId, terms.isPreferred, async () => {
      if (!(await repo.updateSupplierProduct(tx, supplierId, productId, { ...terms, ...packs, updatedBy: actor.id }))) throw AppError.notFound('Supplier product');
    });
    return requireSupplierProduct(tx, supplierId, productId);
  });
}

/** DELETE /api/suppliers/{id}/products/{productId}: the supplier no longer offers the product; returns the removed offer. Throws NOT_FOUND. */
export function deleteSupplierProduct(db: Db, supplierId: string, productId: string): Promise<SupplierProduct> {
  return db.transaction(async (tx) => {
    const offer = await requireSupplierProduct(tx, supplierId, productId);
    await repo.deleteSupplierProduct(tx, supplierId, productId);
    return offer;
  });
}

function toSuggestion(row: Awaited<ReturnType<typeof repo.reorderSuggestions>>['rows'][number]): ReorderSuggestion {
  const { offer, supplierCode, supplierName, ...suggestion } = row;
  return {
    ...suggestion,
    supplier:
      offer && supplierCode && supplierName
        ? {
            supplierId: offer.supplierId,
            code: supplierCode,
            name: supplierName,
            supplierSku: offer.supplierSku,
            unitCost: offer.unitCost,
            currency: offer.currency,
            leadTimeDays: offer.leadTimeDays,
            minimumOrderQuantity: offer.minimumOrderQuantity,
            pack: packOf(offer),
          }
        : null,
  };
}

/**
 * GET /api/inventory/reorder-suggestions: products at or below their reorder point in each active
 * warehouse in scope (available + on order + in transit ≤ minimum stock level), most short first, with the
 * quantity to order and the preferred supplier's offer; a bound actor sees its warehouse's.
 */
export async function listReorderSuggestions(db: Db, query: ReorderQuery, actor: Actor) {
  const page = pageOf(query);
  const warehouseId = visibleWarehouse(actor, query.warehouseId);
  if (warehouseId === false) return emptyPage(page);
  const { rows, total } = await repo.reorderSuggestions(db, { warehouseId }, page);
  return pageResult(rows.map(toSuggestion), page, total!);
}

/**
 * A suggested quantity (base units) as a drafted line writes it (decision 0021): in the offer's
 * `pack` (`{quantity: packs, unit}`, the pack spelled as the product spells it) when the product
 * still has a pack of that name holding the same base units the suggestion was rounded to and the
 * quantity is whole packs of it; else in base units (`{quantity}`), since the offer keeps the pack
 * it was given while the product's packs may since have changed or gone.
 */
function inSupplierPacks(productId: string, suggested: number, pack: SupplierProduct['pack'], units: ReadonlyMap<string, UnitsOfProduct>): { quantity: number; unit?: string } {
  const current = pack ? units.get(productId)?.packs.get(pack.unit.toLowerCase()) : undefined;
  if (!pack || !current || current.baseQuantity !== pack.quantity || suggested % current.baseQuantity !== 0) return { quantity: suggested };
  return { quantity: suggested / current.baseQuantity, unit: current.name };
}

/**
 * POST /api/orders/purchase-orders/from-suggestions: in one transaction, one draft purchase order
 * per preferred supplier and currency for the warehouse's reorder suggestions (all, or those of
 * `productIds`), each line at the supplier's unit cost (per base unit) and, when the supplier sells
 * in packs, in whole packs while the product still has that pack (inSupplierPacks; decision 0021:
 * 36 units of a supplier selling cases of 12 draft 3 case). Products without a preferred supplier
 * (or whose preferred supplier is inactive) are listed in `unassigned`, not ordered. Conversions
 * for one warehouse run one at a time, so a second sees the first's drafts as on order and
 * suggests nothing twice. Throws FORBIDDEN for another warehouse of a bound actor;
 * VALIDATION_ERROR for an unknown or inactive warehouse.
 */
export function purchaseOrdersFromSuggestions(db: Db, input: FromSuggestions, actor: Actor): Promise<{ purchaseOrders: PurchaseOrder[]; unassigned: ReorderSuggestion[] }> {
  return db.transaction(async (tx) => {
    await repo.lockReorders(tx, input.warehouseId);
    await requireActiveWarehouse(tx, input.warehouseId, actor);
    const { rows } = await repo.reorderSuggestions(tx, { warehouseId: input.warehouseId, productIds: input.productIds });
    const suggestions = rows.map(toSuggestion);
    const bySupplier = new Map<string, ReorderSuggestion[]>();
    for (const suggestion of suggestions.filter((s) => s.supplier)) {
      const key = `${suggestion.supplier!.supplierId}/${suggestion.supplier!.currency}`;
      bySupplier.set(key, [...(bySupplier.get(key) ?? []), suggestion]);
    }
    const packed = suggestions.filter((s) => s.supplier?.pack).map((s) => s.productId);
    const packs = packed.length === 0 ? new Map<string, UnitsOfProduct>() : await unitsOfProducts(tx, packed);
    const purchaseOrders: PurchaseOrder[] = [];
    for (const lines of bySupplier.values()) {
      const { supplierId, currency } = lines[0]!.supplier!;
      purchaseOrders.push(
        await createPurchaseOrder(
          tx,
          {
            supplierId,
            warehouseId: input.warehouseId,
            currency,
            notes: 'From reorder suggestions',
            items: lines.map(({ productId, suggestedQuantity, supplier }) => ({ productId, ...inSupplierPacks(productId, suggestedQuantity, supplier!.pack, packs), unitCost: supplier!.unitCost })),
          },
          actor,
        ),
      );
    }
    return { purchaseOrders, unassigned: suggestions.filter((s) => !s.supplier) };
  });
}
