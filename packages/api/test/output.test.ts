/** output (output.ts): responses are checked outside production, and must equal their parse. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { output } from '../src/output.js';

const product = () => z.object({ id: z.string(), price: z.number() });

describe('output', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('returns a response that equals its parse', async () => {
    await expect(output(product()).parseAsync({ id: 'a', price: 1.5 })).resolves.toEqual({ id: 'a', price: 1.5 });
  });

  it('accepts a response whose keys come in another order, or whose array is a driver result with extra properties', async () => {
    const reordered = { price: 1.5, id: 'a' };
    await expect(output(product()).parseAsync(reordered)).resolves.toBe(reordered);
    const rows = Object.assign([{ id: 'a', price: 1.5 }], { count: 1, command: 'SELECT' });
    // Returned as given, as production sends it: JSON drops the driver's extra properties.
    await expect(output(z.array(product())).parseAsync(rows)).resolves.toBe(rows);
  });

  it('fails a response that breaks its schema', async () => {
    await expect(output(product()).parseAsync({ id: 'a', price: '1.5' })).rejects.toThrow();
  });

  it('fails a response with a key the schema does not name, instead of stripping it', async () => {
    await expect(output(product()).parseAsync({ id: 'a', price: 1.5, cost: 1 })).rejects.toThrow(/differs from its parse/);
  });

  it('fails a response that a default would complete', async () => {
    const schema = output(z.object({ id: z.string(), tags: z.array(z.string()).default([]) }));
    await expect(schema.parseAsync({ id: 'a' })).rejects.toThrow(/differs from its parse/);
  });

  it('returns responses unchecked in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.resetModules();
    const production = await import('../src/output.js');
    const unchecked = { id: 'a', price: 'not a number', extra: true };
    await expect(production.output(product()).parseAsync(unchecked)).resolves.toBe(unchecked);
  });
});
