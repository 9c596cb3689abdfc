/** Pick faces' input and output schemas (decision 0022 point 4): per product and pick-face location, a min and a max. */
import { z } from 'zod';
import { pageQueryShape } from '../../pagination.js';
import { MAX_LEVEL_QUANTITY } from '../../units.js';
import { uuidInput } from '../../validation.js';
import { units, uuidField } from '../inventory.schema.js';

const min = units('Min', 0, MAX_LEVEL_QUANTITY, 'Min is too high').describe('Units at the face below which a replenishment task is made (0 or more)');
const max = units('Max', 1, MAX_LEVEL_QUANTITY, 'Max is too high').describe('Units a replenishment fills the face up to; more than min');

/** POST /api/warehouse/{id}/pick-faces: `id` is the warehouse's. */
export const pickFaceCreateSchema = z
  .object({
    id: uuidInput().describe('The warehouse'),
    locationId: uuidField('location').describe('A location of type pick_face of the warehouse'),
    productId: uuidField('product').describe('The product picked from the face'),
    min,
    max,
  })
  .superRefine((body, ctx) => {
    if (body.max <= body.min) ctx.addIssue({ code: 'custom', path: ['max'], message: 'Max must be greater than min' });
  })
  .meta({ id: 'PickFaceCreate' });
export type PickFaceCreate = z.infer<typeof pickFaceCreateSchema>;

/** PUT /api/warehouse/{id}/pick-faces/{pickFaceId}: min, max or both (the face's location and product stay). */
export const pickFaceUpdateSchema = z
  .object({
    id: uuidInput().describe('The warehouse'),
    pickFaceId: uuidInput().describe('The pick face'),
    min: min.optional(),
    max: max.optional(),
  })
  .meta({ id: 'PickFaceUpdate' });
export type PickFaceUpdate = z.infer<typeof pickFaceUpdateSchema>;

/** GET or DELETE /api/warehouse/{id}/pick-faces/{pickFaceId}. */
export const pickFaceByIdSchema = z.strictObject({ id: uuidInput().describe('The warehouse'), pickFaceId: uuidInput().describe('The pick face') });

/** GET /api/warehouse/{id}/pick-faces. */
export const pickFaceListQuerySchema = z.strictObject({
  id: uuidInput().describe('The warehouse'),
  ...pageQueryShape,
  productId: uuidField('product').describe('Only the faces of this product').optional(),
  locationId: uuidField('location').describe('Only the faces at this location').optional(),
});
export type PickFaceListQuery = z.infer<typeof pickFaceListQuerySchema>;

/** A product's pick face (decision 0022 point 4). */
export const pickFaceSchema = z
  .object({
    id: z.uuid().describe('The pick face'),
    warehouseId: z.uuid().describe('Its warehouse'),
    location: z.object({ id: z.uuid().describe('The location'), code: z.string().describe('Its code') }).describe('The pick-face location'),
    product: z.object({ id: z.uuid().describe('The product'), sku: z.string().describe('Its SKU'), name: z.string().describe('Its name') }).describe('The product picked there'),
    min: z.number().int().describe('Below this many units at the face, a replenishment task is made'),
    max: z.number().int().describe('A replenishment fills the face up to this many units'),
    onHand: z.number().int().describe('Units of the product at the face now (all lots)'),
    createdBy: z.uuid().nullable().describe('Who set it up'),
    updatedBy: z.uuid().nullable().describe('Who changed it last'),
    createdAt: z.iso.datetime().describe('When it was set up'),
    updatedAt: z.iso.datetime().describe('When it was changed last'),
  })
  .meta({ id: 'PickFace' });
export type PickFace = z.infer<typeof pickFaceSchema>;
