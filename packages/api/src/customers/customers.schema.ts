import { z } from 'zod';
import { partyFields } from '../parties.js';
import { uuidInput } from '../validation.js';
import { addressSchema } from '../warehouses/index.js';

const customerFields = {
  ...partyFields('Customer'),
  billingAddress: addressSchema.nullish(),
  shippingAddress: addressSchema.nullish(),
};

export const customerCreateSchema = z.object(customerFields).meta({ id: 'CustomerCreate' });
export type CustomerCreate = z.infer<typeof customerCreateSchema>;
export const customerUpdateSchema = z.object({ id: uuidInput(), ...z.object(customerFields).partial().shape }).meta({ id: 'CustomerUpdate' });

export const customerSchema = z
  .object({
    id: z.uuid(),
    code: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    billingAddress: addressSchema.nullable(),
    shippingAddress: addressSchema.nullable(),
    isActive: z.boolean(),
    notes: z.string().nullable(),
    createdBy: z.uuid().nullable(),
    updatedBy: z.uuid().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof customerSchema>;
