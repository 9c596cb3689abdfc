/**
 * The printed documents of /api (decision 0019): pick lists, packing slips, purchase orders and barcode
 * labels as application/pdf. Each route reads its record through the procedure that serves it as
 * JSON (a tRPC caller with the request's context), so it has that record's permissions, warehouse
 * scope and errors (404 for an unknown id); before that it takes the guard's steps as the CSV routes
 * do (`authorize`: authentication, the permissions, then its query). Errors are the JSON envelope
 * (the edge's error handler) and the API document describes the routes from the table below.
 */
import { authorize, createCallerFactory, findWarehouse, pickListQuerySchema, type AppDeps, type AppRouter, type Context } from '@stockroom/api';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isEan13, labelsPdf, labelSizes, labelsPerPage, type Label } from '../documents/labels.js';
import { packingSlipPdf, pickListPdf, purchaseOrderPdf } from '../documents/orders.js';
import { parseQuery, type EdgeRouteBase } from './csv.js';

type Caller = ReturnType<AppRouter['createCaller']>;

/** A document: its bytes and the file name offered for saving it. */
interface Rendered {
  bytes: Buffer;
  filename: string;
}

export interface PdfRoute extends EdgeRouteBase {
  method: 'GET';
  render(caller: Caller, db: AppDeps['db'], params: Record<string, string>, query: never): Promise<Rendered>;
}

/** A route whose `render` gets its query as `query` parses it. */
const pdfRoute = <Q extends z.ZodObject>(route: Omit<PdfRoute, 'method' | 'query' | 'render'> & { query: Q; render(caller: Caller, db: AppDeps['db'], params: Record<string, string>, query: z.infer<Q>): Promise<Rendered> }): PdfRoute =>
  ({ method: 'GET', ...route }) as PdfRoute;

const labelQuerySchema = z.strictObject({
  size: z.enum(labelSizes, { error: 'size must be a4 or 62mm' }).default('a4').describe('a4: a sheet of 3 × 8 labels of 70 × 37 mm; 62mm: one 62 × 29 mm label per page (label printers)'),
  copies: z.coerce
    .number({ error: 'copies must be a whole number' })
    .int('copies must be a whole number')
    .min(1, 'copies must be at least 1')
    .max(240, 'copies must be at most 240')
    .optional()
    .describe('Labels to print, 1 to 240; default one page (24 on a4, 1 on 62mm)'),
});
type LabelQuery = z.infer<typeof labelQuerySchema>;

const noQuery = z.strictObject({});

/** The warehouse of a record the caller has just read (so it exists). */
const warehouseOf = async (db: AppDeps['db'], id: string) => (await findWarehouse(db, id))!;

const labels = async (label: Label, query: LabelQuery, name: string): Promise<Rendered> => ({
  bytes: await labelsPdf([label], query.copies ?? labelsPerPage[query.size], query.size, `Label ${label.code}`),
  filename: `label-${name}-${query.size}.pdf`,
});

const labelDescription = 'Sizes: size=a4 (default) lays 24 labels of 70 × 37 mm on each A4 page, size=62mm gives one 62 × 29 mm label per page; copies sets how many labels (default one page).';

/** The PDF routes, which the API document describes too. */
export const pdfRoutes: PdfRoute[] = [
  pdfRoute({
    path: '/orders/pick-list.pdf',
    operationId: 'salesOrders-pickListPdf',
    tag: 'sales orders',
    summary: 'Print the pick list of sales orders',
    description: 'GET /orders/pick-list as a PDF for printing: the orders, then a table per location in walking order (code order) with the SKU, product, lot and expiry (first expiry first out), serial numbers, units and order of each line, then the units no stock covers. Long lists span pages.',
    permissions: ['orders:read'],
    query: pickListQuerySchema,
    render: async (caller, _db, _params, query) => {
      const list = await caller.salesOrders.pickList({ salesOrderIds: query.salesOrderIds.join(',') });
      return { bytes: await pickListPdf(list), filename: `pick-list-${list.orders.length === 1 ? list.orders[0]!.number : `${list.orders.length}-orders`}.pdf` };
    },
  }),
  pdfRoute({
    path: '/orders/sales-orders/{id}/pick-list.pdf',
    operationId: 'salesOrders-orderPickListPdf',
    tag: 'sales orders',
    summary: 'Print the pick list of a sales order',
    description: 'The pick list PDF of one confirmed or partially shipped order (as GET /orders/pick-list.pdf?salesOrderIds={id}).',
    permissions: ['orders:read'],
    query: noQuery,
    render: async (caller, _db, params) => {
      const list = await caller.salesOrders.pickList({ salesOrderIds: params.id! });
      return { bytes: await pickListPdf(list), filename: `pick-list-${list.orders[0]!.number}.pdf` };
    },
  }),
  pdfRoute({
    path: '/orders/sales-orders/{id}/shipments/{shipmentId}/packing-slip.pdf',
    operationId: 'salesOrders-packingSlipPdf',
    tag: 'sales orders',
    summary: 'Print the packing slip of a shipment',
    description: 'The packing slip to put in the parcel: ship from and to, carrier and tracking number, and what the shipment took per product with lots and serial numbers.',
    permissions: ['orders:read'],
    query: noQuery,
    render: async (caller, db, params) => {
      const shipment = await caller.salesOrders.shipment({ id: params.id!, shipmentId: params.shipmentId! });
      return { bytes: await packingSlipPdf(shipment, await warehouseOf(db, shipment.warehouseId)), filename: `packing-slip-${shipment.orderNumber}.pdf` };
    },
  }),
  pdfRoute({
    path: '/orders/purchase-orders/{id}.pdf',
    operationId: 'purchaseOrders-pdf',
    tag: 'purchase orders',
    summary: 'Print a purchase order',
    description: 'The purchase order to send to the supplier: supplier, the warehouse to deliver to, dates, and lines with quantities, unit costs and totals in the order\'s currency.',
    permissions: ['orders:read'],
    query: noQuery,
    render: async (caller, db, params) => {
      const order = await caller.purchaseOrders.get({ id: params.id! });
      return { bytes: await purchaseOrderPdf(order, await warehouseOf(db, order.warehouseId)), filename: `${order.number}.pdf` };
    },
  }),
  pdfRoute({
    path: '/products/{id}/label.pdf',
    operationId: 'products-labelPdf',
    tag: 'products',
    summary: 'Print barcode labels of a product',
    description: `Labels with the product's name and a barcode: EAN-13 when the product's barcode is a valid EAN-13, else Code 128 of its SKU. ${labelDescription}`,
    permissions: ['products:read'],
    query: labelQuerySchema,
    render: async (caller, _db, params, query) => {
      const product = await caller.products.get({ id: params.id! });
      const ean = product.barcode !== null && isEan13(product.barcode);
      return labels({ title: product.name, code: ean ? product.barcode! : product.sku, symbology: ean ? 'ean13' : 'code128', caption: ean ? product.sku : product.category.name }, query, product.sku);
    },
  }),
  pdfRoute({
    path: '/warehouse/{id}/locations/{locationId}/label.pdf',
    operationId: 'warehouses-locationLabelPdf',
    tag: 'warehouses',
    summary: 'Print barcode labels of a location',
    description: `Labels for a bin or shelf: its name and Code 128 of its code (what the scan box opens). ${labelDescription}`,
    permissions: ['warehouses:read'],
    query: labelQuerySchema,
    render: async (caller, db, params, query) => {
      const location = await caller.warehouses.getLocation({ id: params.id!, locationId: params.locationId! });
      const warehouse = await warehouseOf(db, location.warehouseId);
      return labels({ title: location.name ?? location.code, code: location.code, symbology: 'code128', caption: warehouse.code }, query, location.code);
    },
  }),
];

/** Registers the PDF routes; register inside the /api scope (its error handler answers their errors). */
export const pdfEdge: FastifyPluginAsync<{ router: AppRouter; createContext(request: FastifyRequest): Omit<Context, 'malformedBody'> }> = async (scope, { router, createContext }) => {
  const createCaller = createCallerFactory(router);
  for (const route of pdfRoutes) {
    scope.get(route.path.replace(/\{(\w+)\}/g, ':$1'), async (request, reply) => {
      const context = createContext(request);
      await authorize(context, route.permissions);
      const query = parseQuery(route.query, request.query);
      const { bytes, filename } = await route.render(createCaller({ ...context, malformedBody: false }), context.db, request.params as Record<string, string>, query as never);
      return reply.type('application/pdf').header('content-disposition', `inline; filename="${filename}"`).send(bytes);
    });
  }
};
