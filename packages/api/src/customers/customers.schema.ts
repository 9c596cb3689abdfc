import { z } from 'zod';
import { partyFields } from '../parties.js';
import { bodyBoolean, uuidInput } from '../validation.js';
import { addressSchema } from '../warehouses/index.js';

const customerFields = {
  ...partyFields('Customer'),
  billingAddress: addressSchema.nullish(),
  shippingAddress: addressSchema.nullish(),
  // Piped (bodyBoolean): the REST edge turns on coercion for boolean fields, so "false" would read as true.
  shipComplete: bodyBoolean({ error: 'shipComplete must be a boolean' })
    .optional()
    .describe("Default false. The customer's orders ship complete: nothing ships while a line is backordered"),
  minRemainingShelfLifeDays: z
    .number({ error: 'Minimum remaining shelf life must be a number of days' })
    .int('Minimum remaining shelf life must be a whole number of days')
    .min(0, 'Minimum remaining shelf life must not be negative')
    .max(36_500, 'Minimum remaining shelf life is too long')
    .nullish()
    .describe("Fewest days of shelf life a lot must have left to be allocated to this customer's orders (decision 0020); null: any lot not expired"),
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
    shipComplete: z.boolean().describe("The customer's orders ship complete by default: nothing ships while a line is backordered"),
    minRemainingShelfLifeDays: z
      .number()
      .int()
      .nullable()
      .describe("Fewest days of shelf life a lot must have left to be allocated to this customer's orders (decision 0020); null: any lot not expired"),
    notes: z.string().nullable(),
    createdBy: z.uuid().nullable(),
    updatedBy: z.uuid().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof customerSchema>;
