import { idempotently } from '../../idempotency.js';
import { output } from '../../output.js';
import { pageSchema } from '../../pagination.js';
import { can, router } from '../../trpc.js';
import { pickFaceByIdSchema, pickFaceCreateSchema, pickFaceListQuerySchema, pickFaceSchema, pickFaceUpdateSchema } from './pick-faces.schema.js';
import * as pickFaces from './pick-faces.service.js';

const tags = ['warehouses'];
const path = '/warehouse/{id}/pick-faces';

/** Pick faces of a warehouse (decision 0022 point 4): read with warehouses:read, set up with tasks:manage. */
export const pickFacesRouter = router({
  list: can('warehouses:read')
    .meta({ openapi: { method: 'GET', path, tags, summary: "List a warehouse's pick faces", description: 'Per product and pick-face location, the min and max that drive replenishment and the units there now, in walking order of the locations (sequence, then code); paged.', protect: true } })
    .input(pickFaceListQuerySchema)
    .output(pageSchema(pickFaceSchema))
    .query(({ ctx, input }) => pickFaces.listPickFaces(ctx.db, input, ctx.actor)),

  get: can('warehouses:read')
    .meta({ openapi: { method: 'GET', path: `${path}/{pickFaceId}`, tags, summary: 'Get a pick face', description: 'One pick face of the warehouse with its min, max and the units there now.', protect: true } })
    .input(pickFaceByIdSchema)
    .output(output(pickFaceSchema))
    .query(({ ctx, input }) => pickFaces.getPickFace(ctx.db, input.id, input.pickFaceId, ctx.actor)),

  /** POST /api/warehouse/{id}/pick-faces: DUPLICATE_ERROR for a product that already has a face at the location. */
  create: can('tasks:manage')
    .meta({
      openapi: { method: 'POST', path, tags, summary: 'Set up a pick face', description: 'Makes a location of type pick_face the pick face of a product, with a min (≥ 0) and a max (> min): whenever a movement leaves fewer than min units there, a replenishment task from storage (first expiry first out) fills it up to max. A face already below min gets its task at once.', protect: true }, errors: ['DUPLICATE_ERROR'],
      creates: true,
      successMessage: 'Pick face created',
    })
    .input(pickFaceCreateSchema)
    .output(output(pickFaceSchema))
    .mutation(idempotently(({ ctx, input }) => pickFaces.createPickFace(ctx.db, input, ctx.actor))),

  update: can('tasks:manage')
    .meta({ openapi: { method: 'PUT', path: `${path}/{pickFaceId}`, tags, summary: "Change a pick face's min or max", description: 'Changes min, max or both (max must stay above min); a face now below its min gets a replenishment task unless one is open.', protect: true }, successMessage: 'Pick face updated' })
    .input(pickFaceUpdateSchema)
    .output(output(pickFaceSchema))
    .mutation(idempotently(({ ctx, input }) => pickFaces.updatePickFace(ctx.db, input, ctx.actor))),

  remove: can('tasks:manage')
    .meta({ openapi: { method: 'DELETE', path: `${path}/{pickFaceId}`, tags, summary: 'Remove a pick face', description: 'The location is no longer the pick face of the product: no more replenishment tasks are made for it (one already made stays). Answers the face removed.', protect: true }, successMessage: 'Pick face removed' })
    .input(pickFaceByIdSchema)
    .output(output(pickFaceSchema))
    .mutation(idempotently(({ ctx, input }) => pickFaces.deletePickFace(ctx.db, input.id, input.pickFaceId, ctx.actor))),
});
