/**
 * The REST routes of /api: one per procedure that declares `meta.openapi`, read from the router
 * through trpc-to-openapi's public document generator (its `filter` hands each procedure's meta;
 * the document names each operation after its procedure's path).
 */
import type { AnyRouter } from '@trpc/server';
import type { Meta } from '@stockroom/api';
import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RestRoute {
  method: RestMethod;
  /** The path under /api as the document writes it, e.g. `/products/{id}`. */
  path: string;
  /** The procedure's path in the router, e.g. `products.get`. */
  procedure: string;
  meta: Meta;
  /** Whether the procedure returns a page (`{items, page, limit, total, …}`), which the edge sends as list form A or B. */
  list: boolean;
  /** The fields of a list's items in the document's order (the columns of its CSV export); empty for other routes. */
  columns: string[];
  /** Matches a request path (without the query) under /api. */
  pattern: RegExp;
}

/** Matches the request paths of a document path (`/products/{id}` matches `/products/42`). */
export const pathPattern = (path: string): RegExp => new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`);

/** The methods `path` (a request path under /api, without the query) answers, HEAD with GET; empty for an unknown path. */
export function methodsAt(routes: { method: string; pattern: RegExp }[], path: string): string[] {
  const methods: string[] = [...new Set(routes.filter((route) => route.pattern.test(path)).map((route) => route.method))];
  return methods.includes('GET') ? [...methods, 'HEAD'] : methods;
}

/** The fields of a page (packages/api pagination.ts), by which a list's response schema is recognized. */
const PAGE_FIELDS = ['items', 'page', 'limit', 'total', 'totalPages', 'hasNext', 'hasPrev', 'nextCursor'].sort().join();

/** True when `schema` (a JSON schema of the document) is a page of items. */
export function isPageSchema(schema: unknown): schema is { properties: { items: unknown } } {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return properties !== undefined && Object.keys(properties).sort().join() === PAGE_FIELDS;
}

/** The property names of a page's item schema, following a `$ref` into the document's components. */
function itemFieldsOf(page: { properties: { items: unknown } }, document: OpenAPIObject): string[] {
  let item = (page.properties.items as { items?: { $ref?: string; properties?: object } }).items;
  if (item?.$ref) item = document.components?.schemas?.[item.$ref.replace('#/components/schemas/', '')] as typeof item;
  return Object.keys(item?.properties ?? {});
}

/** The 2xx response schema of an operation of the generated document. */
export function successSchemaOf(operation: { responses?: Record<string, unknown> }): unknown {
  const ok = operation.responses?.['200'] as { content?: { 'application/json'?: { schema?: unknown } } } | undefined;
  return ok?.content?.['application/json']?.schema;
}

/**
 * The document trpc-to-openapi generates from `router` (before the edge completes it) and the
 * routes it describes. Throws when two procedures claim one method and path.
 */
export function readRoutes(router: AnyRouter, options: { title: string; version: string; description?: string }) {
  const metas = new Map<string, Meta>();
  const document = generateOpenApiDocument(router, {
    ...options,
    baseUrl: '/api',
    securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    filter: ({ metadata }) => {
      metas.set(`${metadata.openapi.method} ${metadata.openapi.path}`, metadata as Meta);
      return true;
    },
  });
  const routes: RestRoute[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item as Record<string, { operationId: string; responses?: Record<string, unknown> }>)) {
      const key = `${method.toUpperCase()} ${path}`;
      const meta = metas.get(key);
      if (!meta) throw new Error(`No procedure meta for ${key}`);
      const success = successSchemaOf(operation);
      const list = isPageSchema(success);
      routes.push({
        method: method.toUpperCase() as RestMethod,
        path,
        // trpc-to-openapi names an operation after its procedure path with dots as hyphens.
        procedure: operation.operationId.replaceAll('-', '.'),
        meta,
        list,
        columns: list ? itemFieldsOf(success, document) : [],
        pattern: pathPattern(path),
      });
    }
  }
  return { document: document as OpenAPIObject, routes };
}
