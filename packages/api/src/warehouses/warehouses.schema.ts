import { locationTypes } from '@stockroom/db';
import { z } from 'zod';
import { pageQueryShape } from '../pagination.js';
import { unitsSum } from '../units.js';
import { bodyBoolean, bodyNumber, uuidInput } from '../validation.js';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
/**
 * Two-letter regions ICU names that are not assigned ISO 3166-1 alpha-2 codes: reserved or
 * withdrawn codes (UK, EU, UN, SU, YU, …), CLDR additions (EZ, QO, XA, XB, XK) and ZZ "Unknown Region".
 */
const notAssigned = new Set('AC AN BU CP CQ CS DD DG DY EA EU EZ FX HV IC NH QO RH SU TA TP UK UN VD XA XB XK YD YU ZR ZZ'.split(' '));
/** True for an assigned ISO 3166-1 alpha-2 code (ICU knows its name and it is not in notAssigned). */
const isCountryCode = (code: string) => /^[A-Z]{2}$/.test(code) && !notAssigned.has(code) && regionNames.of(code) !== code;

/** A postal address; `country` is an ISO 3166-1 alpha-2 code such as "DE". */
export const addressSchema = z
  .object({
    line1: z.string({ error: 'Address line 1 is required' }).min(1, 'Address line 1 is required').max(200, 'Address line 1 is too long'),
    line2: z.string().max(200, 'Address line 2 is too long').optional(),
    city: z.string({ error: 'City is required' }).min(1, 'City is required').max(100, 'City is too long'),
    region: z.string().max(100, 'Region is too long').optional(),
    postalCode: z.string().max(20, 'Postal code is too long').optional(),
    country: z.string({ error: 'Country is required' }).refine(isCountryCode, 'Country must be an ISO 3166-1 alpha-2 code'),
  })
  .meta({ id: 'Address' });

const warehouseFields = {
  code: z
    .string({ error: (i) => (i.input === undefined ? 'Warehouse code is required' : 'Warehouse code must be a string') })
    .min(1, { error: 'Warehouse code is required', abort: true })
    .max(20, 'Warehouse code is too long')
    .regex(/^[A-Z0-9-]+$/, 'Warehouse code must contain only uppercase letters, numbers, and hyphens'),
  name: z
    .string({ error: (i) => (i.input === undefined ? 'Warehouse name is required' : 'Warehouse name must be a string') })
    .min(1, 'Warehouse name is required')
    .max(100, 'Warehouse name is too long'),
  address: addressSchema,
  isActive: bodyBoolean({ error: 'isActive must be a boolean' }).optional(),
  receivingSteps: bodyNumber(z.number({ error: 'receivingSteps must be 1 or 2' }).int('receivingSteps must be 1 or 2').min(1, 'receivingSteps must be 1 or 2').max(2, 'receivingSteps must be 1 or 2'))
    .optional()
    .describe('1 (default): units are put away where they are received. 2: a receipt lands in the receiving location and makes a putaway task per line (decision 0022); needs an active receiving location'),
};

export const warehouseCreateSchema = z.object(warehouseFields).meta({ id: 'WarehouseCreate' });
export type WarehouseCreate = z.infer<typeof warehouseCreateSchema>;

export const warehouseUpdateSchema = z
  .object({ id: uuidInput(), ...z.object(warehouseFields).partial().shape })
  .meta({ id: 'WarehouseUpdate' });


export const warehouseListQuerySchema = z.strictObject({
  ...pageQueryShape,
  search: z.string().max(100).optional().describe('Case-insensitive substring of code or name'),
  isActive: z.enum(['true', 'false'], { error: 'isActive must be true or false' }).optional(),
});
export type WarehouseListQuery = z.infer<typeof warehouseListQuerySchema>;

export const warehouseSchema = z
  .object({
    id: z.uuid(),
    code: z.string(),
    name: z.string(),
    address: addressSchema,
    isActive: z.boolean(),
    receivingSteps: z.number().int().describe('1: units are put away where they are received; 2: received into the receiving location, then put away by tasks (decision 0022)'),
    createdBy: z.uuid().nullable(),
    updatedBy: z.uuid().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Warehouse' });
export type Warehouse = z.infer<typeof warehouseSchema>;

export const warehouseDetailSchema = warehouseSchema
  .extend({
    stock: z.object({
      products: z.number().int().describe('Distinct products with stock on hand'),
      unitsOnHand: unitsSum('Units on hand'),
      stockValue: z.number().describe('Units on hand at cost, in currency units: at the cost price, or under FIFO their remaining cost layers (decision 0023)'),
    }),
  })
  .meta({ id: 'WarehouseDetail' });
export type WarehouseDetail = z.infer<typeof warehouseDetailSchema>;

const locationCode = z
  .string({ error: (i) => (i.input === undefined ? 'Location code is required' : 'Location code must be a string') })
  .min(1, { error: 'Location code is required', abort: true })
  .max(50, 'Location code is too long')
  .regex(/^[A-Z0-9-]+$/, 'Location code must contain only uppercase letters, numbers, and hyphens')
  .describe('Unique within the warehouse, e.g. A-01-03 (aisle, rack, shelf); 1..50 of A-Z, 0-9 and hyphen');

const locationFields = {
  code: locationCode,
  name: z.string({ error: 'Location name must be a string' }).max(100, 'Location name is too long').nullish().describe('What people call it, e.g. "Cold room, shelf 3"'),
  isActive: bodyBoolean({ error: 'isActive must be a boolean' }).optional().describe('Inactive locations take no new stock'),
  isPickable: bodyBoolean({ error: 'isPickable must be a boolean' })
    .optional()
    .describe('Default true (false for receiving and quarantine locations, which are never pickable). False for damaged bins too: their units are never allocated to orders, and a shipment naming the bin is refused'),
  type: z
    .enum(locationTypes, { error: `type must be one of: ${locationTypes.join(', ')}` })
    .optional()
    .describe('What the location is for (decision 0022), default storage; receiving and quarantine locations are never allocated or picked'),
  zone: z
    .string({ error: 'Zone must be a string' })
    .max(50, 'Zone is too long')
    .regex(/^[A-Z0-9-]+$/, 'Zone must contain only uppercase letters, numbers, and hyphens')
    .nullish()
    .describe('The zone it belongs to, e.g. A or COLD: putaway rules may name it, and zone picking splits a wave by it'),
  sequence: bodyNumber(z.number({ error: 'Sequence must be an integer' }).int('Sequence must be an integer').min(0, 'Sequence must not be negative').max(2_147_483_647, 'Sequence is too high'))
    .nullish()
    .describe('Its place on the walk through the warehouse: tasks and pick lists go in this order (none last), then by code'),
  capacity: bodyNumber(z.number({ error: 'Capacity must be an integer' }).int('Capacity must be an integer').min(1, 'Capacity must be positive').max(2_147_483_647, 'Capacity is too high'))
    .nullish()
    .describe('Most units it holds, of all products together; none: no limit. Putaway suggestions skip a location without room'),
  maxWeight: bodyNumber(
    z
      .number({ error: 'Max weight must be a number' })
      .positive('Max weight must be positive')
      .max(999_999_999.999, 'Max weight is too high'),
  )
    .nullish()
    .describe('Most weight it holds, kg (stored with 3 decimals), counted from products\' weight; none: no limit'),
};

/** Receiving and quarantine locations are never pickable (decision 0022 point 1). */
export const neverPickable = (type: string | undefined | null) => type === 'receiving' || type === 'quarantine';
const pickableRefused = { code: 'custom' as const, path: ['isPickable'], message: 'Receiving and quarantine locations are never pickable' };

/** POST /api/warehouse/{id}/locations: `id` is the warehouse's. */
export const locationCreateSchema = z
  .object({ id: uuidInput(), ...locationFields })
  .superRefine((body, ctx) => void (neverPickable(body.type) && body.isPickable === true && ctx.addIssue(pickableRefused)))
  .meta({ id: 'LocationCreate' });
export type LocationCreate = z.infer<typeof locationCreateSchema>;

/** PUT /api/warehouse/{id}/locations/{locationId}: any subset of the fields. */
export const locationUpdateSchema = z
  .object({ id: uuidInput(), locationId: uuidInput(), ...z.object(locationFields).partial().shape })
  .superRefine((body, ctx) => void (neverPickable(body.type) && body.isPickable === true && ctx.addIssue(pickableRefused)))
  .meta({ id: 'LocationUpdate' });

/** GET /api/warehouse/{id}/locations/{locationId}. */
export const locationByIdSchema = z.strictObject({ id: uuidInput(), locationId: uuidInput() });

export const locationListQuerySchema = z.strictObject({
  id: uuidInput(),
  ...pageQueryShape,
  search: z.string().max(100).optional().describe('Case-insensitive substring of code or name'),
  isActive: z.enum(['true', 'false'], { error: 'isActive must be true or false' }).optional(),
  type: z.enum(locationTypes, { error: `type must be one of: ${locationTypes.join(', ')}` }).optional().describe('Only locations of this type'),
  zone: z.string().max(50).describe('Only locations of this zone').optional(),
});
export type LocationListQuery = z.infer<typeof locationListQuerySchema>;

/** A place within a warehouse where stock lies: a bin, shelf or zone (decision 0015). */
export const locationSchema = z
  .object({
    id: z.uuid(),
    warehouseId: z.uuid(),
    code: z.string().describe('Unique within the warehouse; DEFAULT is the location every warehouse has'),
    name: z.string().nullable(),
    isActive: z.boolean(),
    isPickable: z.boolean().describe('Sellable stock lies here: false for quarantine, receiving or damaged bins, whose units are never allocated'),
    isDefault: z.boolean().describe('The location used wherever a request names none; it cannot be renamed or deactivated'),
    type: z.enum(locationTypes).describe('What the location is for (decision 0022): receiving, storage, pick_face, packing, shipping or quarantine'),
    zone: z.string().nullable().describe('The zone it belongs to'),
    sequence: z.number().int().nullable().describe('Its place on the walk through the warehouse (none: after those with one)'),
    capacity: z.number().int().nullable().describe('Most units it holds; null: no limit'),
    maxWeight: z.number().nullable().describe('Most weight it holds, kg; null: no limit'),
    createdBy: z.uuid().nullable(),
    updatedBy: z.uuid().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Location' });
export type Location = z.infer<typeof locationSchema>;
