/** The records the documents print, as the procedures answer them. */
import type { AppRouter } from '@stockroom/api';
import type { inferRouterOutputs } from '@trpc/server';

type Outputs = inferRouterOutputs<AppRouter>;
export type PickList = Outputs['salesOrders']['pickList'];
export type Shipment = Outputs['salesOrders']['shipment'];
export type PurchaseOrder = Outputs['purchaseOrders']['get'];
export type Product = Outputs['products']['get'];
export type Location = Outputs['warehouses']['getLocation'];
export type Wave = Outputs['waves']['get'];
export type { Warehouse } from '@stockroom/api';
