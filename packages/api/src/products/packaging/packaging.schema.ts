/**
 * A product's packaging units (decision 0021): the packs it is bought, stored and sold in, each a
 * whole number of the product's base unit, nested (a pallet of 40 cases of 12).
 */
import { unitsOfMeasure } from '@stockroom/db';
import { z } from 'zod';
import { LINE_LIMIT, MAX_LINE_QUANTITY } from '../../units.js';
import { bodyNumber, uuidInput } from '../../validation.js';

/** One packaging unit as written: its name, how many of `contains` (default the base unit) it holds, its barcode, weight and size. */
const packagingUnitInput = z.strictObject({
  name: z
    .string({ error: 'Unit name is required' })
    .trim()
    .min(1, 'Unit name is required')
    .max(30, 'Unit name is too long')
    .describe('What the pack is called: case, pallet, inner; unique per product in any case, never a unit of measure\'s name'),
  quantity: bodyNumber(
    z
      .number({ error: 'Quantity must be an integer' })
      .int('Quantity must be an integer')
      .min(1, 'Quantity must be at least 1')
      .max(MAX_LINE_QUANTITY, `Quantity must be at most ${LINE_LIMIT}`),
  ).describe('How many of `contains` one pack holds'),
  contains: z
    .string({ error: 'Contains must be a unit name' })
    .trim()
    .min(1, 'Contains must be a unit name')
    .optional()
    .describe('The unit the pack holds: the product\'s base unit (the default) or a packaging unit listed before this one'),
  barcode: z
    .string({ error: 'Barcode must be a string' })
    .trim()
    .regex(/^(\d{8}|\d{12,14})$/, 'Barcode must be a GTIN of 8, 12, 13 or 14 digits')
    .optional()
    .describe('The GTIN printed on the pack (EAN-8, UPC-A, EAN-13 or GTIN-14, check digit verified): a scan of it counts one pack'),
  weight: bodyNumber(z.number({ error: 'Weight must be a number' }).min(0, 'Weight must not be negative').max(999_999_999.999, 'Weight is too high'))
    .optional()
    .describe('Gross weight of one pack, kg (3 decimals kept)'),
  dimensions: z
    .strictObject({
      length: bodyNumber(z.number({ error: 'Length must be a number' }).positive('Length must be positive').max(9_999_999.9, 'Length is too high')).describe('cm'),
      width: bodyNumber(z.number({ error: 'Width must be a number' }).positive('Width must be positive').max(9_999_999.9, 'Width is too high')).describe('cm'),
      height: bodyNumber(z.number({ error: 'Height must be a number' }).positive('Height must be positive').max(9_999_999.9, 'Height is too high')).describe('cm'),
    })
    .optional()
    .describe('Outer size of one pack, cm (1 decimal kept)'),
});
export type PackagingUnitInput = z.infer<typeof packagingUnitInput>;

/** PUT /api/products/{id}/units: the product's whole list of packaging units, innermost first. */
export const packagingUnitsUpdateSchema = z
  .strictObject({
    id: uuidInput(),
    units: z
      .array(packagingUnitInput, { error: 'Units must be a list' })
      .max(20, 'A product has at most 20 packaging units')
      .describe('Every packaging unit of the product, each after the unit it contains; an empty list removes them all'),
  })
  .meta({ id: 'PackagingUnitsUpdate' });

export const packagingUnitSchema = z
  .object({
    name: z.string().describe('The pack\'s name'),
    quantity: z.number().int().describe('How many of `contains` it holds'),
    contains: z.string().describe('The unit it holds: the base unit\'s name or another pack\'s'),
    baseQuantity: z.number().int().describe('Base units in one pack (a pallet of 40 cases of 12: 480)'),
    barcode: z.string().nullable().describe('Its GTIN as 14 digits (an EAN-13 with a leading 0), null when it has none'),
    weight: z.number().nullable().describe('Gross weight of one pack, kg'),
    dimensions: z
      .object({ length: z.number().describe('cm'), width: z.number().describe('cm'), height: z.number().describe('cm') })
      .nullable()
      .describe('Outer size of one pack, cm'),
  })
  .meta({ id: 'PackagingUnit' });
export type PackagingUnit = z.infer<typeof packagingUnitSchema>;

export const productUnitsSchema = z
  .object({
    productId: z.uuid().describe('The product'),
    baseUnit: z.enum(unitsOfMeasure).describe('The unit stock, the ledger and costs are kept in (the product\'s unitOfMeasure)'),
    units: z.array(packagingUnitSchema).describe('Its packaging units, innermost first'),
  })
  .meta({ id: 'ProductUnits' });
export type ProductUnits = z.infer<typeof productUnitsSchema>;

