import { idempotently } from '../../idempotency.js';
import { output } from '../../output.js';
import { pageSchema } from '../../pagination.js';
import { can, router } from '../../trpc.js';
import { putawayRuleByIdSchema, putawayRuleCreateSchema, putawayRuleListQuerySchema, putawayRuleSchema, putawayRuleUpdateSchema } from './putaway.schema.js';
import * as putaway from './putaway.service.js';

const tags = ['warehouses'];
const path = '/warehouse/{id}/putaway-rules';

/** Putaway rules of a warehouse (decision 0022 point 2): read with warehouses:read, set up with tasks:manage. */
export const putawayRouter = router({
  list: can('warehouses:read')
    .meta({ openapi: { method: 'GET', path, tags, summary: "List a warehouse's putaway rules", description: 'The rules that say where received units go, by priority (lowest first): each matches a product, a category or a pack and sends the units to a location or to a zone; paged.', protect: true } })
    .input(putawayRuleListQuerySchema)
    .output(pageSchema(putawayRuleSchema))
    .query(({ ctx, input }) => putaway.listPutawayRules(ctx.db, input, ctx.actor)),

  get: can('warehouses:read')
    .meta({ openapi: { method: 'GET', path: `${path}/{ruleId}`, tags, summary: 'Get a putaway rule', description: 'One putaway rule of the warehouse.', protect: true } })
    .input(putawayRuleByIdSchema)
    .output(output(putawayRuleSchema))
    .query(({ ctx, input }) => putaway.getPutawayRule(ctx.db, input.id, input.ruleId, ctx.actor)),

  create: can('tasks:manage')
    .meta({
      openapi: { method: 'POST', path, tags, summary: 'Make a putaway rule', description: "A rule matches a productId, a categoryId (and its subcategories) or a unit (a pack's name, case-insensitive; with a product one of its packs), a unit with either or alone, and sends the units to a locationId (not a receiving or quarantine one) or to a zone (its first location in walking order with room), exactly one. A receipt line's suggestion is the first matching rule with room: product rules, then unit rules, then category rules, each by priority (0–1000, lowest first).", protect: true },
      creates: true,
      successMessage: 'Putaway rule created',
    })
    .input(putawayRuleCreateSchema)
    .output(output(putawayRuleSchema))
    .mutation(idempotently(({ ctx, input }) => putaway.createPutawayRule(ctx.db, input, ctx.actor))),

  update: can('tasks:manage')
    .meta({ openapi: { method: 'PUT', path: `${path}/{ruleId}`, tags, summary: 'Change a putaway rule', description: 'Changes any of its fields (null clears one); the rule as changed must still match something and send the units to exactly one location or zone.', protect: true }, successMessage: 'Putaway rule updated' })
    .input(putawayRuleUpdateSchema)
    .output(output(putawayRuleSchema))
    .mutation(idempotently(({ ctx, input }) => putaway.updatePutawayRule(ctx.db, input, ctx.actor))),

  remove: can('tasks:manage')
    .meta({ openapi: { method: 'DELETE', path: `${path}/{ruleId}`, tags, summary: 'Remove a putaway rule', description: 'Receipts no longer follow the rule; tasks it already directed stay. Answers the rule removed.', protect: true }, successMessage: 'Putaway rule removed' })
    .input(putawayRuleByIdSchema)
    .output(output(putawayRuleSchema))
    .mutation(idempotently(({ ctx, input }) => putaway.deletePutawayRule(ctx.db, input.id, input.ruleId, ctx.actor))),
});
