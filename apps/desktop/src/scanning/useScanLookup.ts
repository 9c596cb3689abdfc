/** The server's reading of a scan for the counting panels (decision 0021): what product, pack, lot and expiry a code carries. */
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, fieldErrors } from '../api-errors';
import { useTRPC, type RouterOutputs } from '../trpc';
import type { Gs1Label, ScannedItem } from './gs1';

/** A location a code names: `{id, label: "warehouse code / location code", warehouseId}`. */
export type LocationMatch = RouterOutputs['lookup']['code']['matches'][number];

/**
 * What the server read from a code: the item its GTIN names (null: a plain code naming no product's
 * GTIN), its GS1 elements (null: no GS1 string) and the locations it is the code of (in any
 * warehouse the user may read); or why it counts nothing.
 */
export type ScanReading = { item: ScannedItem | null; label: Gs1Label | null; locations: LocationMatch[] } | { error: string };

/**
 * Returns a function that asks the server what `code` carries (lookup.code, never cached): `{item,
 * label, locations}`, the item null for a plain code that names no product or pack the user may read (the panel says what it
 * matched against); or `{error}` to show as the panel's unknown-scan outcome: the server's message
 * (for a malformed GS1 string, the part that failed), or that no product or pack has the GTIN of a
 * GS1 code.
 */
export function useScanLookup(): (code: string) => Promise<ScanReading> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async (code) => {
    try {
      const { item, gs1, matches } = await queryClient.fetchQuery({ ...trpc.lookup.code.queryOptions({ code }), staleTime: 0 });
      const gtin = gs1?.gtin ?? gs1?.contentGtin;
      return !item && gtin ? { error: `No product or pack has the GTIN ${gtin}` } : { item, label: gs1, locations: matches.filter((match) => match.kind === 'location') };
    } catch (error) {
      return { error: fieldErrors(error).code ?? errorMessage(error) };
    }
  };
}
