/**
 * The schema of `error.details` in the error envelope (SPEC 4.1): what each code puts there, one
 * member per form, for the API document's ErrorEnvelope (openapi.ts).
 */
export const errorDetailsSchema = {
  description:
    'Depends on the code: VALIDATION_ERROR a field map, METHOD_NOT_ALLOWED the methods the path has (allowed), NOT_ACCEPTABLE the media types the route answers (acceptable), INSUFFICIENT_STOCK the short lines, OVER_RECEIPT and OVER_SHIPMENT the lines over what remains, OVER_RETURN the lines over what was shipped or received, CONFLICT on stock the levels, kits, lots, serial numbers or bins concerned, INVALID_STATE the current status',
  anyOf: [
    { title: 'VALIDATION_ERROR: field → messages (METHOD_NOT_ALLOWED: allowed → methods; NOT_ACCEPTABLE: acceptable → media types)', type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    {
      title: 'INSUFFICIENT_STOCK: the short lines',
      type: 'array',
      items: {
        type: 'object',
        required: ['productId', 'warehouseId', 'requested', 'available'],
        properties: { productId: { type: 'string', format: 'uuid' }, warehouseId: { type: 'string', format: 'uuid' }, requested: { type: 'integer' }, available: { type: 'integer' } },
      },
    },
    {
      title: 'OVER_RECEIPT / OVER_SHIPMENT: the lines over what remains',
      type: 'array',
      items: {
        type: 'object',
        required: ['itemId', 'productId', 'ordered', 'requested'],
        properties: {
          itemId: { type: 'string', format: 'uuid' },
          productId: { type: 'string', format: 'uuid' },
          ordered: { type: 'integer' },
          received: { type: 'integer', description: 'OVER_RECEIPT: units received so far' },
          shipped: { type: 'integer', description: 'OVER_SHIPMENT: units shipped so far' },
          requested: { type: 'integer' },
        },
      },
    },
    {
      title: 'OVER_RECEIPT (a transfer): the lines over what is in transit',
      type: 'array',
      items: {
        type: 'object',
        required: ['productId', 'shipped', 'received', 'requested'],
        properties: {
          productId: { type: 'string', format: 'uuid' },
          shipped: { type: 'integer' },
          received: { type: 'integer', description: 'Units received or closed as lost so far' },
          requested: { type: 'integer' },
        },
      },
    },
    {
      title: 'OVER_RETURN: the lines over what was shipped (customer returns) or received (supplier returns) and not yet returned',
      type: 'array',
      items: {
        type: 'object',
        required: ['itemId', 'productId', 'returned', 'requested'],
        properties: {
          itemId: { type: 'string', format: 'uuid' },
          productId: { type: 'string', format: 'uuid' },
          shipped: { type: 'integer', description: 'Customer returns: units shipped on the line' },
          received: { type: 'integer', description: 'Supplier returns: units received on the line' },
          returned: { type: 'integer', description: 'Units returned so far' },
          requested: { type: 'integer' },
        },
      },
    },
    {
      title: 'CONFLICT (a level over its maximum): the levels concerned',
      type: 'array',
      items: { type: 'object', required: ['productId', 'warehouseId'], properties: { productId: { type: 'string', format: 'uuid' }, warehouseId: { type: 'string', format: 'uuid' } } },
    },
    {
      title: 'CONFLICT (units of a kit, which has no stock of its own: decision 0023): the kits concerned',
      type: 'array',
      items: { type: 'object', required: ['productId', 'sku'], properties: { productId: { type: 'string', format: 'uuid' }, sku: { type: 'string' } } },
    },
    {
      title: 'CONFLICT (a lot expired, or known with another expiry date): the lot concerned',
      type: 'array',
      items: {
        type: 'object',
        required: ['lotId', 'lotNumber', 'expiryDate'],
        properties: { lotId: { type: 'string', format: 'uuid' }, lotNumber: { type: 'string' }, expiryDate: { type: ['string', 'null'], format: 'date' } },
      },
    },
    {
      title: 'CONFLICT (a serial number already in stock): the serial numbers of the line',
      type: 'array',
      items: {
        type: 'object',
        required: ['productId', 'serialNumbers'],
        properties: { productId: { type: 'string', format: 'uuid' }, serialNumbers: { type: 'array', items: { type: 'string' } } },
      },
    },
    {
      title: 'CONFLICT (units a shipment line names lie in a bin that is not pickable): the line, the location, and the lot and serial number there when named',
      type: 'array',
      items: {
        type: 'object',
        required: ['itemId', 'locationId'],
        properties: {
          itemId: { type: 'string', format: 'uuid', description: 'The order line' },
          locationId: { type: 'string', format: 'uuid' },
          lotId: { type: ['string', 'null'], format: 'uuid' },
          serialNumber: { type: ['string', 'null'] },
        },
      },
    },
    {
      title: 'CONFLICT (sales orders chosen for a wave that are not ready to pick, decision 0022): each order and why',
      type: 'array',
      items: {
        type: 'object',
        required: ['salesOrderId', 'number', 'reason'],
        properties: {
          salesOrderId: { type: 'string', format: 'uuid', description: 'The order named' },
          number: { type: ['string', 'null'], description: 'Its number; null when no such order exists' },
          reason: { type: 'string', description: 'Why it is not ready: not in the warehouse, not confirmed, in another wave, shipping complete with units backordered, or nothing allocated to pick' },
        },
      },
    },
    {
      title: 'INVALID_STATE: the current status',
      type: 'object',
      required: ['currentStatus'],
      properties: { currentStatus: { type: 'string' }, uncountedLines: { type: 'integer', description: 'Approving a stock count: its lines not counted yet' } },
    },
  ],
};
