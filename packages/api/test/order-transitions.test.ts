/**
 * The two order life cycles of decision 0004 and assertTransition (documents.ts): every legal pair is
 * allowed, every other pair, self-transitions included, is refused with 409 INVALID_STATE naming
 * the current and the requested status.
 *
 * Purchase orders: draft → approved → partially_received → received, draft | approved → cancelled;
 * a receipt of everything still open moves an approved order straight to received.
 * Sales orders: draft → confirmed → partially_shipped → shipped, draft | confirmed → cancelled;
 * a shipment of everything still open moves a confirmed order straight to shipped.
 */
import { purchaseOrderStatuses, salesOrderStatuses } from '@stockroom/db';
import { describe, expect, it } from 'vitest';
import { assertTransition } from '../src/documents.js';
import { AppError } from '../src/errors.js';
import { purchaseOrderTransitions } from '../src/purchase-orders/index.js';
import { salesOrderTransitions } from '../src/sales-orders/index.js';

const purchaseOrderLegal: [string, string][] = [
  ['draft', 'approved'],
  ['draft', 'cancelled'],
  ['approved', 'partially_received'],
  ['approved', 'received'],
  ['approved', 'cancelled'],
  ['partially_received', 'received'],
];

const salesOrderLegal: [string, string][] = [
  ['draft', 'confirmed'],
  ['draft', 'cancelled'],
  ['confirmed', 'partially_shipped'],
  ['confirmed', 'shipped'],
  ['confirmed', 'cancelled'],
  ['partially_shipped', 'shipped'],
];

/** Every (from, to) pair of `statuses`, split into the legal ones and the rest. */
function pairs(statuses: readonly string[], legal: [string, string][]) {
  const isLegal = (from: string, to: string) => legal.some(([f, t]) => f === from && t === to);
  const all = statuses.flatMap((from) => statuses.map((to) => ({ from, to })));
  return { allowed: all.filter((p) => isLegal(p.from, p.to)), refused: all.filter((p) => !isLegal(p.from, p.to)) };
}

/** The error assertTransition throws for (from, to), or undefined when it allows the pair. */
function attempt<S extends string>(table: Record<S, readonly S[]>, from: S, to: S): unknown {
  try {
    assertTransition(table, from, to);
    return undefined;
  } catch (error) {
    return error;
  }
}

const lifecycles = [
  { name: 'purchaseOrderTransitions', table: purchaseOrderTransitions as Record<string, readonly string[]>, statuses: purchaseOrderStatuses, legal: purchaseOrderLegal },
  { name: 'salesOrderTransitions', table: salesOrderTransitions as Record<string, readonly string[]>, statuses: salesOrderStatuses, legal: salesOrderLegal },
];

describe.each(lifecycles)('$name', ({ table, statuses, legal }) => {
  const { allowed, refused } = pairs(statuses, legal);

  it('has a row for every status and names only known statuses', () => {
    expect(Object.keys(table).sort()).toEqual([...statuses].sort());
    for (const targets of Object.values(table)) for (const to of targets) expect(statuses).toContain(to);
  });

  it('holds exactly the legal pairs of decision 0004', () => {
    const listed = Object.entries(table).flatMap(([from, targets]) => targets.map((to) => [from, to]));
    expect(listed.sort()).toEqual([...legal].sort());
  });

  it('makes received/shipped and cancelled final', () => {
    expect(table[statuses[3]!]).toEqual([]);
    expect(table.cancelled).toEqual([]);
  });

  it.each(allowed)('allows $from → $to', ({ from, to }) => {
    expect(attempt(table, from, to)).toBeUndefined();
  });

  it.each(refused)('refuses $from → $to with 409 INVALID_STATE naming both statuses', ({ from, to }) => {
    const error = attempt(table, from, to);
    expect(error).toBeInstanceOf(AppError);
    const appError = error as AppError;
    expect(appError.code).toBe('INVALID_STATE');
    expect(appError.message).toBe(`Cannot change status from ${from} to ${to}`);
    expect(appError.details).toEqual({ currentStatus: from, requestedStatus: to });
    expect(appError.toBody()).toEqual({
      code: 'INVALID_STATE',
      message: `Cannot change status from ${from} to ${to}`,
      details: { currentStatus: from, requestedStatus: to },
    });
  });

  it('covers all status pairs', () => {
    expect(allowed.length + refused.length).toBe(statuses.length ** 2);
    expect(allowed).toHaveLength(6);
  });
});
