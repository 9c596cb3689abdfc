/** outputSchema (envelope.ts): responses are checked outside production, and must equal their parse. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { outputSchema } from '../src/envelope.js';

const product = () => z.object({ id: z.string(), price: z.number() });

describe('outputSchema', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('returns a response that equals its parse', async () => {
    await expect(outputSchema(product()).parseAsync({ id: 'a', price: 1.5 })).resolves.toEqual({ id: 'a', price: 1.5 });
  });

  it('accepts a response whose keys come in another order, or whose array is a driver result with extra properties', async () => {
    await expect(outputSchema(product()).parseAsync({ price: 1.5, id: 'a' })).resolves.toEqual({ id: 'a', price: 1.5 });
    const rows = Object.assign([{ id: 'a', price: 1.5 }], { count: 1, command: 'SELECT' });
    await expect(outputSchema(z.array(product())).parseAsync(rows)).resolves.toEqual([{ id: 'a', price: 1.5 }]);
  });

  it('fails a response that breaks its schema', async () => {
    await expect(outputSchema(product()).parseAsync({ id: 'a', price: '1.5' })).rejects.toThrow();
  });

  it('fails a response with a key the schema does not name, instead of stripping it', async () => {
    await expect(outputSchema(product()).parseAsync({ id: 'a', price: 1.5, cost: 1 })).rejects.toThrow(/differs from its parse/);
  });

  it('fails a response that a default would complete', async () => {
    const schema = outputSchema(z.object({ id: z.string(), tags: z.array(z.string()).default([]) }));
    await expect(schema.parseAsync({ id: 'a' })).rejects.toThrow(/differs from its parse/);
  });

  it('returns responses unchecked in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.resetModules();
    const production = await import('../src/envelope.js');
    const unchecked = { id: 'a', price: 'not a number', extra: true };
    await expect(production.outputSchema(product()).parseAsync(unchecked)).resolves.toBe(unchecked);
  });
});
