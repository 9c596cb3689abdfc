/** Bills of materials and assembly orders (decision 0023 point 9). */
import { assemblyOrderStatuses, assemblyOrderTypes, billOfMaterialsTypes } from '@stockroom/db';
import { z } from 'zod';
import { numberFilter } from '../documents.js';
import { inboundGrainShape, movedUnits, outboundGrainShape } from '../inventory/index.js';
import { pageQueryShape } from '../pagination.js';
import { bodyNumber, uuidInput } from '../validation.js';

const money = z.number().describe('Base currency units to the cent');
/** The most a cost price or an order's labour holds, currency units: a cost column (numeric 12,2). */
export const MAX_COST = 9_999_999_999.99;
const labourCost = (label: string) =>
  bodyNumber(z.number({ error: `${label} must be a number` }).min(0, `${label} must not be negative`).max(MAX_COST, `${label} is too high`).multipleOf(0.01, `${label} must have at most 2 decimal places`));

/** PUT /api/products/{id}/bill-of-materials: the product's whole list of components. */
export const billOfMaterialsUpdateSchema = z
  .strictObject({
    id: uuidInput(),
    type: z.enum(billOfMaterialsTypes, { error: `type must be one of: ${billOfMaterialsTypes.join(', ')}` }).describe('assembly: built from its components in the warehouse by an assembly order; kit: sold as one product and picked and shipped as its components, with no stock of its own'),
    labourCost: labourCost('Labour cost').optional().describe('Labour and overhead one unit adds to its components\' cost, base currency units; default 0 (a kit\'s must be 0). An assembly order may give its own.'),
    components: z
      .array(
        z.strictObject({
          productId: uuidInput({ error: 'Invalid product ID' }).describe('The component'),
          quantity: movedUnits('Quantity').describe('Whole base units of the component in one unit of the product'),
        }),
        { error: 'components must be a list' },
      )
      .min(1, 'At least one component is required')
      .max(100, 'At most 100 components')
      .describe('1 to 100 components, each once'),
  })
  .meta({ id: 'BillOfMaterialsUpdate' });
export type BillOfMaterialsUpdate = z.infer<typeof billOfMaterialsUpdateSchema>;

export const billOfMaterialsSchema = z
  .object({
    productId: z.uuid(),
    type: z.enum(billOfMaterialsTypes).describe('assembly or kit'),
    labourCost: money.describe('Labour and overhead per unit, base currency units'),
    components: z
      .array(
        z.object({
          productId: z.uuid(),
          sku: z.string(),
          name: z.string(),
          unitOfMeasure: z.string().describe('The component\'s base unit'),
          quantity: z.number().int().describe('Base units per unit of the product'),
          costPrice: z.number().describe('The component\'s cost price, base currency units per unit'),
        }),
      )
      .describe('The components in the order given'),
    componentsCost: money.describe('What one unit\'s components cost at their cost prices today (an estimate: an assembly order takes the cost of the very units it consumes)'),
    buildable: z
      .array(z.object({ warehouseId: z.uuid(), warehouseCode: z.string(), quantity: z.number().int().describe('Units the components\' sellable units make (not reserved, in active pickable bins, of lots not expired), the scarcest deciding: for a kit, the kits available to sell') }))
      .describe('Per active warehouse holding any of the components (a bound caller\'s alone), by code'),
    updatedBy: z.uuid().nullable(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'BillOfMaterials' });
export type BillOfMaterials = z.infer<typeof billOfMaterialsSchema>;

/** POST /api/assembly-orders. */
export const assemblyOrderCreateSchema = z
  .strictObject({
    type: z.enum(assemblyOrderTypes, { error: `type must be one of: ${assemblyOrderTypes.join(', ')}` }).optional().describe('assembly (default) builds units from components; disassembly takes units apart into their components'),
    productId: uuidInput({ error: 'Invalid product ID' }).describe('A product with a bill of materials'),
    warehouseId: uuidInput({ error: 'Invalid warehouse ID' }).describe('Where the components and the units are'),
    quantity: movedUnits('Quantity').describe('Units of the product to build or take apart'),
    labourCost: labourCost('Labour cost').optional().describe('The order\'s labour and overhead, base currency units, added to the units\' value; default the bill\'s labour cost per unit × quantity (0 for a disassembly)'),
    note: z.string({ error: 'Note must be a string' }).max(500, 'Note is too long').optional(),
  })
  .meta({ id: 'AssemblyOrderCreate' });
export type AssemblyOrderCreate = z.infer<typeof assemblyOrderCreateSchema>;

/** POST /api/assembly-orders/{id}/complete: where the units built go, or which units are taken apart. */
export const assemblyOrderCompleteSchema = z
  .strictObject({
    id: uuidInput(),
    ...inboundGrainShape,
    lotId: outboundGrainShape.lotId,
    allowExpired: outboundGrainShape.allowExpired,
  })
  .describe(
    'An assembly: where its units go and their lot (lotNumber, expiryDate, manufacturedDate) and serial numbers, as a receipt\'s. A disassembly: the location, lot (lotId) and serial numbers its units come from, as a shipment\'s.',
  )
  .meta({ id: 'AssemblyOrderComplete' });
export type AssemblyOrderComplete = z.infer<typeof assemblyOrderCompleteSchema>;

export const assemblyOrderListQuerySchema = z.strictObject({
  ...pageQueryShape,
  status: z.enum(assemblyOrderStatuses, { error: `status must be one of: ${assemblyOrderStatuses.join(', ')}` }).optional(),
  type: z.enum(assemblyOrderTypes, { error: `type must be one of: ${assemblyOrderTypes.join(', ')}` }).optional(),
  warehouseId: uuidInput({ error: 'Invalid warehouse ID' }).optional(),
  productId: uuidInput({ error: 'Invalid product ID' }).optional().describe('Orders building or taking apart this product'),
  number: numberFilter('Assembly orders'),
});
export type AssemblyOrderListQuery = z.infer<typeof assemblyOrderListQuerySchema>;

export const assemblyOrderSchema = z
  .object({
    id: z.uuid(),
    number: z.string().describe('AO-000001'),
    type: z.enum(assemblyOrderTypes),
    status: z.enum(assemblyOrderStatuses).describe('open until completed or cancelled'),
    productId: z.uuid(),
    sku: z.string(),
    productName: z.string(),
    warehouseId: z.uuid(),
    warehouseCode: z.string(),
    quantity: z.number().int().describe('Units built or taken apart'),
    labourCost: money.describe('Labour and overhead added to the units built'),
    value: money.nullable().describe('Once completed: the value of the units built (their components\' value and the labour; at standard cost, the standard) or taken apart'),
    lines: z
      .array(
        z.object({
          componentId: z.uuid().describe('The component (a product)'),
          sku: z.string(),
          name: z.string(),
          quantity: z.number().int().describe('Base units consumed or returned in all'),
          available: z.number().int().describe('The component\'s units available in the warehouse now'),
          value: money.nullable().describe('Once completed: what they took (assembly) or were given (disassembly)'),
        }),
      )
      .describe('The components, as the bill of materials listed them when the order was made'),
    note: z.string().nullable(),
    createdBy: z.uuid().nullable(),
    createdAt: z.iso.datetime(),
    closedBy: z.uuid().nullable(),
    closedAt: z.iso.datetime().nullable().describe('When it was completed or cancelled'),
  })
  .meta({ id: 'AssemblyOrder' });
export type AssemblyOrder = z.infer<typeof assemblyOrderSchema>;
