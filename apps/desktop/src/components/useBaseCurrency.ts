/** The server's settings (auth.settings, decision 0019): its base currency, which prices, sales orders, stock values and reports are in, and how new products are costed. */
import { useQuery } from '@tanstack/react-query';
import { useTRPC, type RouterOutputs } from '../trpc';

type Settings = RouterOutputs['auth']['settings'];

/** One of the server's settings, asked once per session; undefined until it has answered. */
function useSetting<K extends keyof Settings>(key: K): Settings[K] | undefined {
  const trpc = useTRPC();
  return useQuery({ ...trpc.auth.settings.queryOptions(), staleTime: Infinity, select: (settings) => settings[key] }).data;
}

/**
 * BASE_CURRENCY (ISO 4217) as the server names it (auth.settings, decision 0019), asked once per session;
 * undefined until it has answered (formatMoney then shows the amount without a currency).
 */
export function useBaseCurrency(): string | undefined {
  return useSetting('baseCurrency');
}

/** COSTING_METHOD: how a product created without a costing method is costed (decision 0023); undefined until the server has answered. */
export function useDefaultCostingMethod(): Settings['costingMethod'] | undefined {
  return useSetting('costingMethod');
}
