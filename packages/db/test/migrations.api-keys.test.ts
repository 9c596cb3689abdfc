/**
 * Migrating a database that holds API keys from before they recorded why they were revoked: a key
 * already revoked was revoked by an admin; a live key of a deactivated creator is revoked with its
 * creator, and its principal deactivated. The database then holds a reason exactly when a key is
 * revoked, and only one of the two. Migrating keys issued as JWTs to `sr_` keys' columns (0029): every
 * key then expires, and a JWT key keeps no secret hash, so its token stays its secret. Pinning keys
 * to an API version (0032): keys made before follow the first.
 */
import { expect, it } from 'vitest';
import { databaseBefore } from './support/migrations.js';

const id = (n: number) => `01a20c00-0000-7000-8000-${String(n).padStart(12, '0')}`;

/** An admin (id 1) and two service principals (ids 11 and 12) for keys to stand for. */
const ADMIN_AND_TWO_PRINCIPALS = `insert into users (id, email, name, password_hash, role, is_active, kind) values
  ('${id(1)}', 'u1@example.com', 'Admin', 'x', 'admin', true, 'person'),
  ('${id(11)}', 'u11@example.com', 'Key 11', 'x', 'admin', true, 'service'),
  ('${id(12)}', 'u12@example.com', 'Key 12', 'x', 'admin', true, 'service');`;

it('gives every revoked key its reason, revokes the keys of deactivated creators, and refuses a reason that does not fit', async () => {
  const { client, migrateForward, close } = await databaseBefore('0028_api_key_revoked_reason');
  const user = (n: number, kind: 'person' | 'service', active: boolean) => `('${id(n)}', 'u${n}@example.com', 'User ${n}', 'x', 'admin', ${active}, '${kind}')`;
  await client.exec(`
    insert into users (id, email, name, password_hash, role, is_active, kind) values
      ${[user(1, 'person', true), user(2, 'person', false), user(11, 'service', true), user(12, 'service', false), user(13, 'service', true)].join(',\n      ')};
    insert into api_keys (id, name, principal_id, permissions, created_by, revoked_at) values
      ('${id(21)}', 'Live', '${id(11)}', '{products:read}', '${id(1)}', null),
      ('${id(22)}', 'Revoked', '${id(12)}', '{products:read}', '${id(1)}', now()),
      ('${id(23)}', 'Of a deactivated admin', '${id(13)}', '{products:read}', '${id(2)}', null);
  `);
  await migrateForward();
  const keys = await client.query<{ name: string; revoked: boolean; revoked_reason: string | null; principal_active: boolean }>(
    `select k.name, k.revoked_at is not null as revoked, k.revoked_reason, p.is_active as principal_active
       from api_keys k join users p on p.id = k.principal_id order by k.id`,
  );
  expect(keys.rows).toEqual([
    { name: 'Live', revoked: false, revoked_reason: null, principal_active: true },
    { name: 'Revoked', revoked: true, revoked_reason: 'revoked', principal_active: false },
    { name: 'Of a deactivated admin', revoked: true, revoked_reason: 'creator-deactivated', principal_active: false },
  ]);
  for (const change of [
    `update api_keys set revoked_reason = 'expired' where id = '${id(22)}'`,
    `update api_keys set revoked_reason = null where id = '${id(22)}'`,
    `update api_keys set revoked_at = now() where id = '${id(21)}'`,
    `update api_keys set revoked_reason = 'revoked' where id = '${id(21)}'`,
  ]) {
    await expect(client.query(change), change).rejects.toThrow('api_keys_revoked_reason_known');
  }
  await close();
});

it('0029 gives every JWT key an expiry (a year from the upgrade for one that had none) and no secret hash, so its JWT stays its secret', async () => {
  const { client, migrateForward, close } = await databaseBefore('0029_api_key_secrets');
  await client.exec(`
    ${ADMIN_AND_TWO_PRINCIPALS}
    insert into api_keys (id, name, principal_id, permissions, created_by, expires_at) values
      ('${id(21)}', 'Until revoked', '${id(11)}', '{products:read}', '${id(1)}', null),
      ('${id(22)}', 'Until 2030', '${id(12)}', '{products:read}', '${id(1)}', '2030-01-01T00:00:00Z');
  `);
  await migrateForward();
  const keys = await client.query<{ name: string; days: number; secret_hash: string | null; key_hint: string | null; expires_at: Date }>(
    `select name, round(extract(epoch from expires_at - now()) / 86400) as days, secret_hash, key_hint, expires_at from api_keys order by id`,
  );
  expect(keys.rows.map(({ name, secret_hash, key_hint }) => ({ name, secret_hash, key_hint }))).toEqual([
    { name: 'Until revoked', secret_hash: null, key_hint: null },
    { name: 'Until 2030', secret_hash: null, key_hint: null },
  ]);
  expect(Number(keys.rows[0]!.days)).toBe(365);
  expect(keys.rows[1]!.expires_at.toISOString()).toBe('2030-01-01T00:00:00.000Z');
  await expect(client.query(`update api_keys set expires_at = null where id = '${id(22)}'`)).rejects.toThrow('null value');
  await close();
});

it('0032 pins every key made before to the first API version, 2026-11-27, and a key made after must name one', async () => {
  const { client, migrateForward, close } = await databaseBefore('0032_api_key_version');
  await client.exec(`
    ${ADMIN_AND_TWO_PRINCIPALS}
    insert into api_keys (id, name, principal_id, permissions, created_by, expires_at) values
      ('${id(21)}', 'Made before', '${id(11)}', '{products:read}', '${id(1)}', now() + interval '1 day');
  `);
  await migrateForward();
  expect((await client.query<{ api_version: string }>(`select api_version from api_keys`)).rows).toEqual([{ api_version: '2026-11-27' }]);
  const unpinned = `insert into api_keys (name, principal_id, permissions, created_by, expires_at) values ('After', '${id(12)}', '{products:read}', '${id(1)}', now() + interval '1 day')`;
  await expect(client.query(unpinned)).rejects.toThrow('null value');
  await close();
});
