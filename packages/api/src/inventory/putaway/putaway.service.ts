/**
 * Putaway (decision 0022 points 2 and 3): the rules of a warehouse that say where received units
 * belong, the suggestion they make for each receipt line, where a receipt's units land (the
 * suggestion in a one-step warehouse, the receiving location in a two-step one) and the putaway
 * tasks that carry them on from there.
 */
import { foreignKeyViolation, type Db } from '@stockroom/db';
import { assertWarehouseAccess, type Actor } from '../../auth/index.js';
import { AppError } from '../../errors.js';
import { pageOf, pageResult, type Page } from '../../pagination.js';
import { unitsOfProducts } from '../../products/index.js';
import { findWarehouse } from '../../warehouses/index.js';
import { requireProducts } from '../inventory.service.js';
import { insertTasks, type NewTask } from '../tasks/tasks.repository.js';
import * as repo from './putaway.repository.js';
import type { PutawayPlace, PutawayRule, PutawayRuleCreate, PutawayRuleListQuery, PutawayRuleUpdate } from './putaway.schema.js';

function toRule({ rule, sku, productName, categoryName, locationCode }: repo.PutawayRuleView): PutawayRule {
  return {
    id: rule.id,
    warehouseId: rule.warehouseId,
    product: rule.productId ? { id: rule.productId, sku: sku!, name: productName! } : null,
    category: rule.categoryId ? { id: rule.categoryId, name: categoryName! } : null,
    unit: rule.unit,
    location: rule.locationId ? { id: rule.locationId, code: locationCode! } : null,
    zone: rule.zone,
    priority: rule.priority,
    createdBy: rule.createdBy,
    updatedBy: rule.updatedBy,
    createdAt: rule.createdAt.toISOString(),
    updatedAt: rule.updatedAt.toISOString(),
  };
}

/** Checks `actor` may use warehouse `warehouseId` and that it exists. Throws FORBIDDEN for another warehouse of a bound actor, NOT_FOUND "Warehouse not found". */
async function requireWarehouse(db: Db, warehouseId: string, actor: Actor): Promise<void> {
  assertWarehouseAccess(actor, warehouseId);
  if (!(await findWarehouse(db, warehouseId))) throw AppError.notFound('Warehouse');
}

/** The rule `id` of the warehouse. Throws NOT_FOUND "Putaway rule not found". */
async function requireRule(db: Db, warehouseId: string, id: string): Promise<repo.PutawayRuleView> {
  const row = await repo.findRule(db, warehouseId, id);
  if (!row) throw AppError.notFound('Putaway rule');
  return row;
}

/** What a rule matches and where it sends units, as stored. */
interface RuleFields {
  productId: string | null;
  categoryId: string | null;
  unit: string | null;
  locationId: string | null;
  zone: string | null;
}

const invalid = (field: string, message: string) => AppError.validation('Invalid request data', { [field]: [message] });

/**
 * Checks the rule `fields` of warehouse `warehouseId` (decision 0022 point 2) and returns them with
 * a product's pack spelt as the product spells it. Throws VALIDATION_ERROR naming the field:
 * productId when none of productId, categoryId, unit is given ("A rule matches a productId, a
 * categoryId or a unit") or "Product not found"; categoryId with productId too ("A rule matches a
 * product or a category, not both") or "Category not found"; unit "<unit> is not a packaging unit of
 * this product"; locationId when neither it nor zone is given ("A rule sends units to a locationId
 * or a zone"), "Location not found", "Location is inactive" or "Units are never put away to a
 * receiving or quarantine location"; zone with locationId too ("A rule sends units to a location or
 * a zone, not both").
 */
async function checkedRule(tx: Db, warehouseId: string, fields: RuleFields): Promise<RuleFields> {
  const { productId, categoryId, locationId, zone } = fields;
  if (productId === null && categoryId === null && fields.unit === null) throw invalid('productId', 'A rule matches a productId, a categoryId or a unit');
  if (productId !== null && categoryId !== null) throw invalid('categoryId', 'A rule matches a product or a category, not both');
  if (locationId === null && zone === null) throw invalid('locationId', 'A rule sends units to a locationId or a zone');
  if (locationId !== null && zone !== null) throw invalid('zone', 'A rule sends units to a location or a zone, not both');
  let unit = fields.unit;
  if (productId !== null) {
    await requireProducts(tx, [productId], () => 'productId');
    if (unit !== null) {
      const pack = (await unitsOfProducts(tx, [productId])).get(productId)?.packs.get(unit.toLowerCase());
      if (!pack) throw invalid('unit', `${unit} is not a packaging unit of this product`);
      unit = pack.name;
    }
  }
  if (categoryId !== null && !(await repo.categoryExists(tx, categoryId))) throw invalid('categoryId', 'Category not found');
  if (locationId !== null) {
    const location = await repo.findLocation(tx, warehouseId, locationId);
    if (!location) throw invalid('locationId', 'Location not found');
    if (!location.isActive) throw invalid('locationId', 'Location is inactive');
    if (location.type === 'receiving' || location.type === 'quarantine') throw invalid('locationId', 'Units are never put away to a receiving or quarantine location');
  }
  return { productId, categoryId, unit, locationId, zone };
}

/** A write the database refused for a location removed under it meanwhile: the answer of the check. */
function refusedWrite(error: unknown): never {
  if (foreignKeyViolation(error)) throw AppError.validation('Invalid request data', { locationId: ['Location not found'] });
  throw error;
}

/**
 * GET /api/warehouse/{id}/putaway-rules (decision 0022 point 2): the warehouse's rules by priority,
 * lowest first (then the oldest first), optionally only those naming a product or a category; one
 * page (Page, pagination.ts). Throws FORBIDDEN for another warehouse of a bound actor, NOT_FOUND
 * "Warehouse not found".
 */
export async function listPutawayRules(db: Db, query: PutawayRuleListQuery, actor: Actor): Promise<Page<PutawayRule>> {
  await requireWarehouse(db, query.id, actor);
  const page = pageOf(query);
  const { rows, total } = await repo.listRules(db, query.id, { productId: query.productId, categoryId: query.categoryId }, page);
  return pageResult(rows.map(toRule), page, total);
}

/** GET /api/warehouse/{id}/putaway-rules/{ruleId}. Throws FORBIDDEN as listPutawayRules, NOT_FOUND "Putaway rule not found". */
export async function getPutawayRule(db: Db, warehouseId: string, id: string, actor: Actor): Promise<PutawayRule> {
  assertWarehouseAccess(actor, warehouseId);
  return toRule(await requireRule(db, warehouseId, id));
}

/**
 * POST /api/warehouse/{id}/putaway-rules (decision 0022 point 2): a rule matching a product, a
 * category (and its subcategories) or a pack (`unit`, with either or alone) that sends units to a
 * location of the warehouse or to a zone, with a priority 0–1000 (default 0, lowest tried first).
 * Throws FORBIDDEN / NOT_FOUND as listPutawayRules; VALIDATION_ERROR naming the field as
 * checkedRule says.
 */
export async function createPutawayRule(db: Db, input: PutawayRuleCreate, actor: Actor): Promise<PutawayRule> {
  const { id: warehouseId } = input;
  await requireWarehouse(db, warehouseId, actor);
  return db.transaction(async (tx) => {
    const fields = await checkedRule(tx, warehouseId, {
      productId: input.productId ?? null,
      categoryId: input.categoryId ?? null,
      unit: input.unit ?? null,
      locationId: input.locationId ?? null,
      zone: input.zone ?? null,
    });
    const row = await repo.insertRule(tx, { warehouseId, ...fields, priority: input.priority ?? 0, createdBy: actor.id, updatedBy: actor.id }).catch(refusedWrite);
    return toRule((await repo.findRule(tx, warehouseId, row.id))!);
  });
}

/**
 * PUT /api/warehouse/{id}/putaway-rules/{ruleId}: changes any of the fields (null clears one); the
 * rule as changed is checked as a new one. Throws FORBIDDEN as listPutawayRules, NOT_FOUND
 * "Putaway rule not found", VALIDATION_ERROR naming the field as checkedRule says.
 */
export async function updatePutawayRule(db: Db, input: PutawayRuleUpdate, actor: Actor): Promise<PutawayRule> {
  const { id: warehouseId, ruleId } = input;
  assertWarehouseAccess(actor, warehouseId);
  return db.transaction(async (tx) => {
    const { rule } = await requireRule(tx, warehouseId, ruleId);
    const merged = (name: keyof RuleFields) => (input[name] === undefined ? rule[name] : input[name]);
    const fields = await checkedRule(tx, warehouseId, {
      productId: merged('productId'),
      categoryId: merged('categoryId'),
      unit: merged('unit'),
      locationId: merged('locationId'),
      zone: merged('zone'),
    });
    await repo.updateRule(tx, warehouseId, ruleId, { ...fields, priority: input.priority ?? rule.priority, updatedBy: actor.id }).catch(refusedWrite);
    return toRule((await repo.findRule(tx, warehouseId, ruleId))!);
  });
}

/** DELETE /api/warehouse/{id}/putaway-rules/{ruleId}: answers the rule removed. Throws FORBIDDEN as listPutawayRules, NOT_FOUND "Putaway rule not found". */
export async function deletePutawayRule(db: Db, warehouseId: string, id: string, actor: Actor): Promise<PutawayRule> {
  assertWarehouseAccess(actor, warehouseId);
  return db.transaction(async (tx) => {
    const rule = toRule(await requireRule(tx, warehouseId, id));
    await repo.deleteRule(tx, warehouseId, id);
    return rule;
  });
}

/** One line a suggestion is asked for: `quantity` base units of a product, received in `unit` (a pack's or measure's name; null or absent: the base unit). */
export interface PutawayLine {
  productId: string;
  quantity: number;
  unit?: string | null | undefined;
}

/** A rule's kind, in the order rules are tried (decision 0022 point 2): product rules, then unit rules, then category rules. */
const kindOf = (rule: repo.PutawayRuleRow) => (rule.productId !== null ? 0 : rule.categoryId === null ? 1 : 2);

/** Whether `rule` matches `line` of a product of `facts`: its product or category (or an ancestor) if it names one, and its pack if it names one. */
function matches(rule: repo.PutawayRuleRow, line: PutawayLine, facts: repo.ProductFacts | undefined): boolean {
  if (rule.productId !== null && rule.productId !== line.productId) return false;
  if (rule.categoryId !== null && !facts?.categoryIds.includes(rule.categoryId)) return false;
  return rule.unit === null || (line.unit != null && rule.unit.toLowerCase() === line.unit.toLowerCase());
}

/** Kilograms compared in grams, so sums of 3-decimal weights do not miss by a float's rounding. */
const grams = (kg: number) => Math.round(kg * 1000);

/**
 * The suggested destination of each line received into warehouse `warehouseId` (decision 0022
 * point 2), in line order, in the caller's transaction: the first matching rule (product rules,
 * then unit rules, then category rules, each by priority, lowest first) whose location has room
 * for the line, or, for a zone, the first location of the zone in walking order with room; room is
 * `capacity` less the units there and `maxWeight` (kg) less their weight (products' weight per
 * base unit; a product without weight is not weighed), where units already directed there by open
 * putaway and replenishment tasks, and the earlier lines of this call, count as lying there.
 * Rules never send units to an inactive, receiving or quarantine location. With no rule that fits:
 * the location holding most of the product (pickable, active, not receiving or quarantine), else
 * the warehouse's DEFAULT location. Returns `{id, code}` per line. Throws NOT_FOUND "Warehouse not
 * found" for a warehouse without a DEFAULT location (an unknown one).
 */
export async function suggestPutaway(tx: Db, warehouseId: string, lines: readonly PutawayLine[]): Promise<PutawayPlace[]> {
  if (!lines.length) return [];
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const [rules, facts, held, fallback] = await Promise.all([
    repo.rulesOf(tx, warehouseId),
    repo.productFacts(tx, productIds),
    repo.mostHeld(tx, warehouseId, productIds),
    repo.defaultLocation(tx, warehouseId),
  ]);
  if (!fallback) throw AppError.notFound('Warehouse');
  const ordered = rules.map((rule, i) => ({ rule, i })).sort((a, b) => kindOf(a.rule) - kindOf(b.rule) || a.i - b.i).map(({ rule }) => rule);
  const places = await repo.candidates(
    tx,
    warehouseId,
    ordered.flatMap((rule) => (rule.locationId ? [rule.locationId] : [])),
    ordered.flatMap((rule) => (rule.zone ? [rule.zone] : [])),
  );
  const factsOf = new Map(facts.map((product) => [product.id, product]));
  // What this call has directed to each location so far, on top of what lies there.
  const added = new Map<string, { units: number; weight: number }>();
  const fits = (place: repo.Candidate, quantity: number, weight: number | null) => {
    const before = added.get(place.id) ?? { units: 0, weight: 0 };
    if (place.capacity !== null && place.units + before.units + quantity > place.capacity) return false;
    return place.maxWeight === null || weight === null || grams(place.weight + before.weight + quantity * weight) <= grams(place.maxWeight);
  };
  return lines.map((line) => {
    const product = factsOf.get(line.productId);
    const weight = product?.weight ?? null;
    for (const rule of ordered) {
      if (!matches(rule, line, product)) continue;
      const place = places.find((candidate) => (rule.locationId ? candidate.id === rule.locationId : candidate.zone === rule.zone) && fits(candidate, line.quantity, weight));
      if (place) {
        const before = added.get(place.id) ?? { units: 0, weight: 0 };
        added.set(place.id, { units: before.units + line.quantity, weight: before.weight + line.quantity * (weight ?? 0) });
        return { id: place.id, code: place.code };
      }
    }
    return held.get(line.productId) ?? fallback;
  });
}

/** The first active receiving location of warehouse `warehouseId` in walking order, where a two-step warehouse's receipts land (decision 0022 point 3); undefined when it has none. */
export function receivingLocation(db: Db, warehouseId: string): Promise<PutawayPlace | undefined> {
  return repo.receivingLocation(db, warehouseId);
}

/** One receipt line to place: as PutawayLine, and the location the receiver named (none: the system chooses). */
export interface ReceiptLine extends PutawayLine {
  locationId?: string | undefined;
}

/** Where a receipt line's units go, and what is recorded of the suggestion. */
export interface ReceiptPlacement {
  /** Where the units land now. */
  locationId: string;
  /** The suggestion, when the receiver named another location (the receipt's movements record it). */
  suggestedLocationId: string | undefined;
  /** Two-step receiving: the suggestion a putaway task carries the units to from `locationId`. */
  putawayToId: string | undefined;
}

/**
 * Where the lines of a receipt into warehouse `warehouseId` go (decision 0022 points 2 and 3), in
 * line order, in the caller's transaction. A line naming a location goes there, recording the
 * suggestion (suggestPutaway) when it differs. A line naming none goes, in a one-step warehouse, to
 * its suggestion; in a two-step warehouse (`receivingSteps` 2), to the first active receiving
 * location in walking order, with its suggestion as the destination of a putaway task
 * (createPutawayTasks). Throws NOT_FOUND "Warehouse not found" for an unknown warehouse; CONFLICT
 * when a two-step warehouse has no active receiving location.
 */
export async function placeReceipt(tx: Db, warehouseId: string, lines: readonly ReceiptLine[]): Promise<ReceiptPlacement[]> {
  const warehouse = await findWarehouse(tx, warehouseId);
  if (!warehouse) throw AppError.notFound('Warehouse');
  const twoStep = warehouse.receivingSteps === 2 && lines.some((line) => !line.locationId);
  const [suggested, receiving] = await Promise.all([suggestPutaway(tx, warehouseId, lines), twoStep ? repo.receivingLocation(tx, warehouseId) : undefined]);
  if (twoStep && !receiving) throw new AppError('CONFLICT', 'A warehouse receiving in two steps needs an active receiving location: create one (type receiving) first');
  return lines.map((line, i) => {
    const suggestion = suggested[i]!.id;
    if (line.locationId) return { locationId: line.locationId, suggestedLocationId: line.locationId === suggestion ? undefined : suggestion, putawayToId: undefined };
    if (receiving) return { locationId: receiving.id, suggestedLocationId: undefined, putawayToId: receiving.id === suggestion ? undefined : suggestion };
    return { locationId: suggestion, suggestedLocationId: undefined, putawayToId: undefined };
  });
}

/** The units a putaway task carries: a received line's product, grain and quantity (base units), from where they landed to their suggestion. */
export interface PutawayTaskLine {
  productId: string;
  quantity: number;
  lotId?: string | undefined;
  /** Serial-tracked units: one task per serial. */
  serialNumbers?: string[] | undefined;
  fromLocationId: string;
  toLocationId: string;
}

/**
 * Decision 0022 point 3: the `putaway` tasks of a receipt of purchase order `purchaseOrderId` into
 * two-step warehouse `warehouseId`, made by `actorId` in the caller's transaction: one per line
 * (one per serial of a serial-tracked line), open, priority 5, from the receiving location to the
 * suggestion. Resolves to the ids of the tasks made, in line order.
 */
export async function createPutawayTasks(tx: Db, warehouseId: string, purchaseOrderId: string, lines: readonly PutawayTaskLine[], actorId: string): Promise<string[]> {
  const rows = lines.flatMap((line): NewTask[] => {
    const task = {
      warehouseId,
      type: 'putaway' as const,
      priority: 5,
      productId: line.productId,
      lotId: line.lotId ?? null,
      fromLocationId: line.fromLocationId,
      toLocationId: line.toLocationId,
      purchaseOrderId,
      createdBy: actorId,
      updatedBy: actorId,
    };
    return line.serialNumbers?.length
      ? line.serialNumbers.map((serialNumber) => ({ ...task, serialNumber, quantity: 1 }))
      : [{ ...task, serialNumber: null, quantity: line.quantity }];
  });
  return (await insertTasks(tx, rows)).map((row) => row.id);
}
