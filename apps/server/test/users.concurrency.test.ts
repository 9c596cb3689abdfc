/**
 * The last-admin guard under concurrency (decision 0005), PostgreSQL only (PGlite runs one transaction
 * at a time, so nothing there can interleave).
 *
 * Invariant: however requests interleave, at least one active admin remains. Two active admins who
 * deactivate (or demote) each other at the same moment: exactly one request succeeds; the other is
 * refused, with 409 CONFLICT when it reaches the guard after the first committed (the guard
 * decides under row locks on every active admin, so it sees the first change), or with 401 when its
 * caller was already deactivated before it authenticated. Exactly one of the two stays an active admin.
 */
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from './support/app.js';
import { expectStatus, type ListA, withQuery } from './support/inventory.js';

const ROUNDS = 8;
const postgres = Boolean(process.env.TEST_DATABASE_URL);
/** A fresh app over a fresh database (only on PostgreSQL): its only admins are the ones created here. */
const t = (postgres ? await setupTestApp() : undefined) as TestContext;

describe.skipIf(!postgres)('two admins removing each other at the same time (PostgreSQL)', () => {
  /** A new admin signed in through the harness: token and id. */
  async function admin(): Promise<{ token: string; id: string }> {
    const token = await t.login('admin');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: t.auth(token) });
    return { token, id: expectStatus<{ data: { id: string } }>(me, 200).data.id };
  }

  /** Ids of the active admins, read as `token`. */
  async function activeAdmins(token: string): Promise<string[]> {
    const res = await t.app.inject({ method: 'GET', url: withQuery('/api/users', { role: 'admin', isActive: 'true', limit: 100 }), headers: t.auth(token) });
    return expectStatus<ListA<{ id: string }>>(res, 200).data.map((u) => u.id);
  }

  type Removal = (actor: { token: string }, target: { id: string }) => Promise<LightMyRequestResponse>;
  const deactivate: Removal = (actor, target) => t.app.inject({ method: 'DELETE', url: `/api/users/${target.id}`, headers: t.auth(actor.token) });
  const demote: Removal = (actor, target) =>
    t.app.inject({ method: 'PUT', url: `/api/users/${target.id}`, headers: t.auth(actor.token), payload: { role: 'manager' } });

  /** Races a's removal of b against b's removal of a; asserts the invariant and returns the admin left. */
  async function race(a: { token: string; id: string }, b: { token: string; id: string }, first: Removal, second: Removal) {
    expect((await activeAdmins(a.token)).sort()).toEqual([a.id, b.id].sort());
    const [ab, ba] = await Promise.all([first(a, b), second(b, a)]);
    const statuses = [ab.statusCode, ba.statusCode];
    expect(statuses.filter((s) => s === 200), `${ab.body} | ${ba.body}`).toHaveLength(1);
    const loser = ab.statusCode === 200 ? ba : ab;
    expect([401, 409]).toContain(loser.statusCode);
    if (loser.statusCode === 409) {
      expect(loser.json()).toEqual({ success: false, error: { code: 'CONFLICT', message: 'The last active admin cannot be deactivated or demoted' } });
    }
    const survivor = ab.statusCode === 200 ? a : b;
    expect(await activeAdmins(survivor.token)).toEqual([survivor.id]);
    return survivor;
  }

  it(`leaves exactly one active admin in ${ROUNDS} rounds of mutual deactivation and demotion`, async () => {
    let survivor = await admin();
    for (let round = 0; round < ROUNDS; round++) {
      const challenger = await admin();
      const kinds: [Removal, Removal][] = [
        [deactivate, deactivate],
        [demote, demote],
        [deactivate, demote],
        [demote, deactivate],
      ];
      const [first, second] = kinds[round % kinds.length]!;
      survivor = await race(survivor, challenger, first, second);
    }
  });
});
