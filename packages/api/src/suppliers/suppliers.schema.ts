import { z } from 'zod';
import { bodyNumber, currencyCode, uuidInput } from '../validation.js';
import { partyFields } from '../parties.js';
import { addressSchema } from '../warehouses/index.js';


const supplierFields = {
  ...partyFields('Supplier'),
  contactName: z.string().max(200, 'Contact name is too long').nullish(),
  address: addressSchema.nullish(),
  paymentTermsDays: bodyNumber(z
    .number({ error: 'Payment terms must be whole days' })
    .int('Payment terms must be whole days')
    .min(0, 'Payment terms must not be negative')
    .max(365, 'Payment terms must be at most 365 days'))
    .optional(),
  currency: currencyCode().optional(),
  leadTimeDays: bodyNumber(z
    .number({ error: 'Lead time must be whole days' })
    .int('Lead time must be whole days')
    .min(0, 'Lead time must not be negative')
    .max(3650, 'Lead time must be at most 3650 days'))
    .nullish(),
};

export const supplierCreateSchema = z.object(supplierFields).meta({ id: 'SupplierCreate' });
export type SupplierCreate = z.infer<typeof supplierCreateSchema>;
export const supplierUpdateSchema = z.object({ id: uuidInput(), ...z.object(supplierFields).partial().shape }).meta({ id: 'SupplierUpdate' });

export const supplierSchema = z
  .object({
    id: z.uuid(),
    code: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    contactName: z.string().nullable(),
    address: addressSchema.nullable(),
    paymentTermsDays: z.number().int(),
    currency: z.string(),
    leadTimeDays: z.number().int().nullable(),
    isActive: z.boolean(),
    notes: z.string().nullable(),
    createdBy: z.uuid().nullable(),
    updatedBy: z.uuid().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Supplier' });
export type Supplier = z.infer<typeof supplierSchema>;
