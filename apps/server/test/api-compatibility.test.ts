/**
 * A dated API version is a promise (docs/API.md, Versions): within it, no change may break a client
 * generated from its document. The surface of the version (every operation, its parameters and
 * request fields and whether each is required, and every field of its JSON success responses with
 * its type) is recorded in api-surface/<version>.json when the version is made
 * (`API_SURFACE_WRITE=1 npx vitest run apps/server/test/api-compatibility.test.ts`); this test fails
 * when the served document drops an operation or a response field, changes a field's type, or
 * requires a parameter or request field the recorded surface did not. Additions pass. No library
 * diffs OpenAPI 3.1 documents for breaking changes (openapi-diff reads 3.0 only), hence this one.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { API_VERSION, API_VERSIONS } from '@stockroom/api';
import { queryRows } from '@stockroom/db';
import { sql } from 'drizzle-orm';
import { parseItem } from 'structured-headers';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';

const t = await setupTestApp();

type Json = Record<string, unknown>;

/** Entry → descriptor: `op` operations, `in` parameters and request fields (`required type`), `out` response fields (`type`). */
type Surface = Record<string, string>;

/** The surface of `document` (see the module comment); `$ref`s resolved, variants (oneOf, anyOf, allOf) merged, nesting cut at 8. */
function surfaceOf(document: Json): Surface {
  const schemas = (document.components as { schemas: Record<string, Json> }).schemas;
  const surface: Surface = {};
  const typeOf = (schema: Json): string => [schema.type, schema.const === undefined ? undefined : 'const', schema.enum ? 'enum' : undefined].flat().filter(Boolean).join('|') || 'any';
  const resolve = (schema: Json): Json => (typeof schema.$ref === 'string' ? resolve(schemas[schema.$ref.split('/').pop()!]!) : schema);
  const fields = (schema: Json, path: string, depth: number, visit: (path: string, schema: Json, required: boolean) => void) => {
    if (depth > 8) return;
    const resolved = resolve(schema);
    for (const variant of [...((resolved.oneOf ?? []) as Json[]), ...((resolved.anyOf ?? []) as Json[]), ...((resolved.allOf ?? []) as Json[])]) fields(variant, path, depth + 1, visit);
    const required = (resolved.required ?? []) as string[];
    for (const [name, property] of Object.entries((resolved.properties ?? {}) as Record<string, Json>)) {
      const field = `${path}.${name}`;
      visit(field, resolve(property), required.includes(name));
      fields(property, field, depth + 1, visit);
    }
    if (resolved.items) fields(resolved.items as Json, `${path}[]`, depth + 1, visit);
  };
  for (const [path, operations] of Object.entries(document.paths as Record<string, Record<string, Json>>)) {
    for (const [method, operation] of Object.entries(operations)) {
      const name = `${method.toUpperCase()} ${path}`;
      surface[`op ${name}`] = 'present';
      for (const parameter of (operation.parameters ?? []) as Json[]) {
        surface[`in ${name} ${parameter.in}:${parameter.name}`] = `${parameter.required === true} ${typeOf(resolve((parameter.schema ?? {}) as Json))}`;
      }
      const body = ((operation.requestBody as Json | undefined)?.content as Record<string, { schema: Json }> | undefined)?.['application/json'];
      if (body) fields(body.schema, `${name} body`, 0, (field, schema, required) => (surface[`in ${field}`] = `${required} ${typeOf(schema)}`));
      for (const [status, response] of Object.entries((operation.responses ?? {}) as Record<string, Json>)) {
        const json = (response.content as Record<string, { schema: Json }> | undefined)?.['application/json'];
        if (status.startsWith('2') && json) fields(json.schema, `${name} ${status}`, 0, (field, schema) => (surface[`out ${field}`] = typeOf(schema)));
      }
    }
  }
  return surface;
}

/**
 * What `now` breaks of `promised`, each as a line naming the entry and the change: anything
 * removed (an operation, a response field, a parameter or request field a client may send, which a
 * strict input would refuse), a changed type, and a parameter or request field required that was
 * optional or absent.
 */
function breakingChanges(promised: Surface, now: Surface): string[] {
  const broken: string[] = [];
  for (const [entry, was] of Object.entries(promised)) {
    const is = now[entry];
    if (is === undefined) broken.push(`${entry}: removed`);
    else if (is !== was && !(entry.startsWith('in ') && is === was.replace(/^true /, 'false '))) broken.push(`${entry}: ${was} → ${is}`);
  }
  for (const [entry, is] of Object.entries(now)) {
    const operation = `op ${entry.split(' ').slice(1, 3).join(' ')}`;
    if (entry.startsWith('in ') && is.startsWith('true ') && promised[entry] === undefined && promised[operation]) broken.push(`${entry}: newly required`);
  }
  return broken;
}

describe('Stockroom-Version', () => {
  it('names the version on every answer, errors included, and takes a request for a version it speaks', async () => {
    const token = await t.login('admin');
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/products', headers: t.auth(token) }),
      t.app.inject({ method: 'GET', url: '/api/products' }),
      t.app.inject({ method: 'GET', url: '/api/nowhere', headers: t.auth(token) }),
      t.app.inject({ method: 'GET', url: '/api/products', headers: { ...t.auth(token), 'stockroom-version': API_VERSION } }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 401, 404, 200]);
    for (const res of answers) expect(res.headers['stockroom-version']).toBe(API_VERSION);
  });

  it('refuses a version it does not speak with a 400 naming the ones it does', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products', headers: { ...t.auth(await t.login('admin')), 'stockroom-version': '2020-01-01' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Invalid request data',
      details: { 'Stockroom-Version': [`Unknown API version 2020-01-01: this server speaks ${API_VERSIONS.join(', ')}`] },
      field: 'Stockroom-Version',
    });
  });
});

describe('API keys pinned to a version', () => {
  const createKey = async (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/api-keys', headers: t.auth(await t.login('admin')), payload: { name: 'Shop', permissions: ['products:read'], ...body } });

  it('pins a key to the version named at its creation, the newest by default; its answers follow it', async () => {
    const byDefault = await createKey({});
    expect(byDefault.statusCode).toBe(201);
    expect(byDefault.json().data.apiVersion).toBe(API_VERSION);
    const named = (await createKey({ apiVersion: API_VERSIONS[0] })).json().data as { id: string; key: string; apiVersion: string };
    expect(named.apiVersion).toBe(API_VERSIONS[0]);
    const [row] = await queryRows<{ api_version: string }>(t.db, sql`select api_version from api_keys where id = ${named.id}`);
    expect(row!.api_version).toBe(API_VERSIONS[0]);
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/products', headers: t.auth(named.key) }),
      t.app.inject({ method: 'GET', url: '/api/products/00000000-0000-7000-8000-000000000000', headers: t.auth(named.key) }),
      t.app.inject({ method: 'GET', url: '/api/customers', headers: t.auth(named.key) }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 404, 403]);
    for (const res of answers) expect(res.headers['stockroom-version']).toBe(named.apiVersion);
  });

  it('refuses a version the server does not speak, naming those it does', async () => {
    const res = await createKey({ apiVersion: '2020-01-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual({ apiVersion: [`apiVersion must be one of: ${API_VERSIONS.join(', ')}`] });
  });
});

describe('deprecations', () => {
  it('answers a list request that sends the deprecated shape with Deprecation naming the day, and marks the parameter in the document', async () => {
    const headers = t.auth(await t.login('admin'));
    for (const shape of ['page', 'list']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/customers?shape=${shape}`, headers });
      expect(res.statusCode).toBe(200);
      const [day] = parseItem(String(res.headers.deprecation));
      expect(day).toEqual(new Date('2026-11-28T00:00:00Z'));
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/customers', headers })).headers.deprecation).toBeUndefined();
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, { parameters: { name: string; deprecated?: boolean }[] }>> };
    const parameters = document.paths['/customers']!.get!.parameters;
    expect(parameters.find((parameter) => parameter.name === 'shape')!.deprecated).toBe(true);
    expect(parameters.filter((parameter) => parameter.deprecated).map((parameter) => parameter.name)).toEqual(['shape']);
  });
});

describe('API versions', () => {
  // One document serves every version (their differences are behaviours, docs/CHANGELOG.md), so it must keep the promises of each.
  it.each(API_VERSIONS)('breaks nothing the recorded surface of %s promised', async (version) => {
    const surfaceFile = new URL(`./api-surface/${version}.json`, import.meta.url);
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Json;
    const surface = surfaceOf(document);
    if (process.env.API_SURFACE_WRITE && version === API_VERSION) writeFileSync(surfaceFile, `${JSON.stringify(surface, null, 1)}\n`);
    expect(existsSync(surfaceFile), `record the surface of ${version}: API_SURFACE_WRITE=1`).toBe(true);
    const promised = JSON.parse(readFileSync(surfaceFile, 'utf8')) as Surface;
    expect(breakingChanges(promised, surface), 'a breaking change needs a new API version (packages/api/src/versions.ts, docs/CHANGELOG.md)').toEqual([]);
  });

  it('tells a removed field, a changed type and a newly required field from an addition or a relaxed requirement', () => {
    const promised: Surface = { 'op GET /x': 'present', 'out GET /x 200.data.a': 'string', 'in GET /x query:q': 'false string', 'in POST /x body.b': 'false integer' };
    expect(breakingChanges(promised, { ...promised, 'out GET /x 200.data.c': 'number', 'in GET /x query:r': 'false string' })).toEqual([]);
    expect(breakingChanges(promised, { ...promised, 'in GET /x query:q': 'true string' })).toEqual(['in GET /x query:q: false string → true string']);
    expect(breakingChanges(promised, { ...promised, 'out GET /x 200.data.a': 'integer' })).toEqual(['out GET /x 200.data.a: string → integer']);
    const { 'out GET /x 200.data.a': _, ...dropped } = promised;
    expect(breakingChanges(promised, dropped)).toEqual(['out GET /x 200.data.a: removed']);
    expect(breakingChanges(promised, { ...promised, 'in GET /x query:s': 'true string' })).toEqual(['in GET /x query:s: newly required']);
    expect(breakingChanges({ ...promised, 'in GET /x query:t': 'true string' }, { ...promised, 'in GET /x query:t': 'false string' })).toEqual([]);
  });
});
