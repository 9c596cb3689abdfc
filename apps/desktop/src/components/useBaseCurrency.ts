/** The server's base currency, which prices, sales orders, stock values and reports are in. */
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../trpc';

/**
 * BASE_CURRENCY (ISO 4217) as the server names it (auth.settings, decision 0019), asked once per session;
 * undefined until it has answered (formatMoney then shows the amount without a currency).
 */
export function useBaseCurrency(): string | undefined {
  const trpc = useTRPC();
  return useQuery({ ...trpc.auth.settings.queryOptions(), staleTime: Infinity, select: (settings) => settings.baseCurrency }).data;
}
