/**
 * The server's own routes: health and readiness without authentication, the OpenAPI document
 * (validated with @readme/openapi-parser) and the locally served Swagger UI at /docs.
 */
import { compileErrors, validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from './support/app.js';

const t = await setupTestApp();

type Operation = { security?: Record<string, string[]>[]; responses?: Record<string, unknown>; parameters?: { name: string; in: string }[] };
type Document = { openapi: string; servers?: { url: string }[]; paths: Record<string, Record<string, Operation>>; components?: { securitySchemes?: Record<string, unknown> } };

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

describe('health', () => {
  it('GET /healthz → 200 without authentication', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz → 200 without authentication, naming the database engine', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: t.database.engine });
    expect(t.database.engine).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('ignores an invalid token on health routes', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer invalid' } });
      expect(res.statusCode, url).toBe(200);
    }
  });
});

describe('GET /api/openapi.json', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  const document = res.json() as Document;

  it('is served without authentication as JSON', () => {
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('is a valid OpenAPI 3.x document', async () => {
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    // validate() dereferences in place: give it a copy.
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('names the absolute URL of /api as its server, so generated clients work as they are (decision 0014)', () => {
    expect(document.servers).toEqual([{ url: 'http://localhost:80/api' }]);
  });

  const expected: Record<string, string[]> = {
    '/auth/login': ['post'],
    '/auth/me': ['get'],
    '/products': ['get', 'post'],
    '/products/{id}': ['delete', 'get', 'put'],
    '/categories': ['get', 'post'],
    '/categories/{id}': ['delete', 'get', 'put'],
  };

  it.each(Object.entries(expected))('documents %s with exactly the methods %j', (path, methods) => {
    const item = document.paths[path];
    expect(item, path).toBeDefined();
    expect(Object.keys(item!).filter((key) => HTTP_METHODS.includes(key)).sort()).toEqual(methods);
  });

  it('documents every {id} as a path parameter', () => {
    for (const path of ['/products/{id}', '/categories/{id}']) {
      for (const [method, operation] of Object.entries(document.paths[path]!)) {
        expect(operation.parameters, `${method} ${path}`).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path' })]));
      }
    }
  });

  it('marks every operation but login as needing the bearer token', () => {
    expect(document.components?.securitySchemes?.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const [path, methods] of Object.entries(expected)) {
      for (const method of methods) {
        const security = document.paths[path]![method]!.security;
        if (path === '/auth/login') expect(security ?? [], `${method} ${path}`).toEqual([]);
        else expect(security, `${method} ${path}`).toEqual([{ bearerAuth: [] }]);
      }
    }
  });

  it('documents the success status of creates as 201', () => {
    expect(Object.keys(document.paths['/products']!.post!.responses ?? {})).toContain('201');
    expect(Object.keys(document.paths['/categories']!.post!.responses ?? {})).toContain('201');
  });
});

describe('GET /docs', () => {
  it.each(['/docs', '/docs/'])('%s serves the Swagger UI page from this server, with no CDN URL', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(/<html/i);
    expect(res.body).toContain('swagger-ui');
    expect(res.body).not.toMatch(/(src|href)\s*=\s*["']?(https?:)?\/\//i);
    expect(res.body).not.toMatch(/unpkg|jsdelivr|cdnjs|googleapis/i);
  });

  it('serves every script and stylesheet the page references', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.some((a) => a.endsWith('swagger-ui-bundle.js'))).toBe(true);
    for (const asset of assets) {
      const url = new URL(asset, 'http://localhost/docs/').pathname;
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body.length, url).toBeGreaterThan(0);
    }
  });

  it('gives the UI the same document as /api/openapi.json', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/docs/json' });
    const api = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(ui.statusCode).toBe(200);
    expect(ui.json().paths).toEqual(api.json().paths);
  });
});

describe('the API document describes every operation (decision 0014)', async () => {
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { summary?: string; description?: string; tags?: string[] }>>;
    tags?: { name: string; description: string }[];
  };
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).filter(([method]) => ['get', 'post', 'put', 'delete'].includes(method)).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as const),
  );

  it.each(operations)('%s has a summary, a description and a described tag', (_name, operation) => {
    expect(operation.summary?.length).toBeGreaterThan(0);
    expect(operation.description?.length).toBeGreaterThan(20);
    for (const tag of operation.tags ?? []) expect(document.tags?.find((t) => t.name === tag)?.description?.length ?? 0).toBeGreaterThan(0);
  });

  it('describes every parameter and field, and names a contact and a license', async () => {
    type Schema = { description?: string; $ref?: string; properties?: Record<string, Schema> };
    const full = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      info: { contact?: object; license?: object };
      components: { schemas: Record<string, Schema> };
      paths: Record<string, Record<string, { operationId: string; parameters?: { name: string; description?: string }[]; requestBody?: unknown; responses: unknown }>>;
    };
    const missing: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (Array.isArray(node)) return node.forEach((child) => walk(child, at));
      if (!node || typeof node !== 'object') return;
      for (const [name, property] of Object.entries((node as Schema).properties ?? {})) {
        if (property.description === undefined && property.$ref === undefined) missing.push(`${at}.${name}`);
      }
      for (const [key, child] of Object.entries(node)) if (key !== 'example' && key !== 'examples') walk(child, at);
    };
    for (const [name, schema] of Object.entries(full.components.schemas)) walk(schema, name);
    for (const item of Object.values(full.paths)) {
      for (const operation of Object.values(item)) {
        for (const parameter of operation.parameters ?? []) if (!parameter.description) missing.push(`${operation.operationId} ?${parameter.name}`);
        walk(operation.requestBody, `${operation.operationId} body`);
        walk(operation.responses, operation.operationId);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
    expect(full.info.contact).toBeDefined();
    expect(full.info.license).toBeDefined();
  });
});
