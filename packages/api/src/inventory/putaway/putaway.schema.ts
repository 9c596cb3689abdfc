/**
 * Putaway rules' input and output schemas (decision 0022 point 2): units of a product, of a
 * category's products or received in a pack go to a location or to the first location of a zone
 * with room; the lowest priority is tried first.
 */
import { z } from 'zod';
import { pageQueryShape } from '../../pagination.js';
import { bodyNumber, uuidInput } from '../../validation.js';
import { uuidField } from '../inventory.schema.js';

const productId = uuidField('product').describe('Units of this product (with unit: only when received in that pack)');
const categoryId = uuidField('category').describe("Units of the products of this category or of its subcategories (with unit: only when received in that pack); not with productId");
const unit = z
  .string({ error: 'Unit must be a string' })
  .trim()
  .min(1, 'Unit must not be empty')
  .max(50, 'Unit is too long')
  .describe("A packaging unit's name (decision 0021), case-insensitive, e.g. case or pallet: units received in that pack. With productId it must be one of the product's packs");
const locationId = uuidField('location').describe('Send the units to this location of the warehouse (not a receiving or quarantine one); not with zone');
const zone = z
  .string({ error: 'Zone must be a string' })
  .max(50, 'Zone is too long')
  .regex(/^[A-Z0-9-]+$/, 'Zone must contain only uppercase letters, numbers, and hyphens')
  .describe('Send the units to the first location of this zone, in walking order, with room for them; not with locationId');
const priority = bodyNumber(z.number({ error: 'Priority must be an integer' }).int('Priority must be an integer').min(0, 'Priority must be between 0 and 1000').max(1000, 'Priority must be between 0 and 1000'))
  .describe('0 to 1000, lowest tried first within product rules, then unit rules, then category rules; default 0');

/** POST /api/warehouse/{id}/putaway-rules: `id` is the warehouse's. What it matches and where it sends the units are checked by the service (as a PUT's merged rule). */
export const putawayRuleCreateSchema = z
  .object({
    id: uuidInput().describe('The warehouse'),
    productId: productId.nullish(),
    categoryId: categoryId.nullish(),
    unit: unit.nullish(),
    locationId: locationId.nullish(),
    zone: zone.nullish(),
    priority: priority.optional(),
  })
  .meta({ id: 'PutawayRuleCreate' });
export type PutawayRuleCreate = z.infer<typeof putawayRuleCreateSchema>;

/** PUT /api/warehouse/{id}/putaway-rules/{ruleId}: any subset of the fields; null clears one. The rule as changed must still match something and send the units to one place. */
export const putawayRuleUpdateSchema = z
  .object({
    id: uuidInput().describe('The warehouse'),
    ruleId: uuidInput().describe('The putaway rule'),
    productId: productId.nullish(),
    categoryId: categoryId.nullish(),
    unit: unit.nullish(),
    locationId: locationId.nullish(),
    zone: zone.nullish(),
    priority: priority.optional(),
  })
  .meta({ id: 'PutawayRuleUpdate' });
export type PutawayRuleUpdate = z.infer<typeof putawayRuleUpdateSchema>;

/** GET or DELETE /api/warehouse/{id}/putaway-rules/{ruleId}. */
export const putawayRuleByIdSchema = z.strictObject({ id: uuidInput().describe('The warehouse'), ruleId: uuidInput().describe('The putaway rule') });

/** GET /api/warehouse/{id}/putaway-rules. */
export const putawayRuleListQuerySchema = z.strictObject({
  id: uuidInput().describe('The warehouse'),
  ...pageQueryShape,
  productId: uuidField('product').describe('Only the rules naming this product').optional(),
  categoryId: uuidField('category').describe('Only the rules naming this category').optional(),
});
export type PutawayRuleListQuery = z.infer<typeof putawayRuleListQuerySchema>;

const place = z.object({ id: z.uuid().describe('The location'), code: z.string().describe('Its code') });

/** A putaway rule (decision 0022 point 2). */
export const putawayRuleSchema = z
  .object({
    id: z.uuid().describe('The putaway rule'),
    warehouseId: z.uuid().describe('Its warehouse'),
    product: z.object({ id: z.uuid().describe('The product'), sku: z.string().describe('Its SKU'), name: z.string().describe('Its name') }).nullable().describe('The product it matches; null: any product'),
    category: z.object({ id: z.uuid().describe('The category'), name: z.string().describe('Its name') }).nullable().describe('The category it matches (and its subcategories); null: any category'),
    unit: z.string().nullable().describe('The pack it matches (units received in it); null: units received in any unit'),
    location: place.nullable().describe('Where it sends the units; null when it names a zone'),
    zone: z.string().nullable().describe('The zone whose first location with room (walking order) takes the units; null when it names a location'),
    priority: z.number().int().describe('0 to 1000, lowest tried first within its kind (product, unit, category rules)'),
    createdBy: z.uuid().nullable().describe('Who made it'),
    updatedBy: z.uuid().nullable().describe('Who changed it last'),
    createdAt: z.iso.datetime().describe('When it was made'),
    updatedAt: z.iso.datetime().describe('When it was changed last'),
  })
  .meta({ id: 'PutawayRule' });
export type PutawayRule = z.infer<typeof putawayRuleSchema>;

/** A location suggested for received units: its id and code. */
export const putawayPlaceSchema = place.describe('The suggested location');
export type PutawayPlace = z.infer<typeof putawayPlaceSchema>;
