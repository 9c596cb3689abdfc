/**
 * The response-conformance check of decision 0014: every /api response an HTTP test receives is held
 * against the API document: its status must be documented on the operation, its body valid
 * against that status's schema (ajv, JSON Schema 2020-12), its documented headers present where
 * they are always sent. Mismatches are collected per app and fail the test file (afterAll).
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

interface Operation {
  responses: Record<string, { content?: Record<string, unknown> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** Installs the check on `app` (before it is ready), which reads the document from `remoteAddress`; returns the mismatches found so far. */
export function checkResponsesAgainstDocument(app: FastifyInstance, remoteAddress: string): string[] {
  const mismatches: string[] = [];
  let document: Document | undefined;
  let ajv: Ajv2020 | undefined;
  const validators = new Map<string, ValidateFunction | undefined>();

  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (!route?.startsWith('/api/') || route === '/api/openapi.json' || request.method === 'HEAD' || request.method === 'OPTIONS') return payload;
    if (!document) {
      const res = await app.inject({ method: 'GET', url: '/api/openapi.json', remoteAddress });
      if (res.statusCode !== 200) throw new Error(`The API document answered ${res.statusCode}: ${res.body}`);
      document = res.json() as Document;
      ajv = new Ajv2020({ strict: false, allErrors: false });
      addFormats.default(ajv);
      ajv.addSchema(document as object, 'api');
    }
    const path = route.slice('/api'.length).replace(/:(\w+)/g, '{$1}');
    const method = request.method.toLowerCase();
    const operation = document.paths[path]?.[method];
    if (!operation) return payload;
    const status = String(reply.statusCode);
    const label = `${request.method} ${request.url} → ${status}`;
    const response = operation.responses[status];
    if (!response) {
      mismatches.push(`${label}: status not documented on ${method.toUpperCase()} ${path}`);
      return payload;
    }
    if (!response.content || typeof payload !== 'string') return payload;
    const key = `${path} ${method} ${status}`;
    if (!validators.has(key)) validators.set(key, ajv!.getSchema(`api#/${pointer('paths', path, method, 'responses', status, 'content', 'application/json', 'schema')}`));
    const validate = validators.get(key);
    if (validate && !validate(JSON.parse(payload))) mismatches.push(`${label}: body does not match the document: ${ajv!.errorsText(validate.errors)} in ${payload.slice(0, 300)}`);
    return payload;
  });
  return mismatches;
}
