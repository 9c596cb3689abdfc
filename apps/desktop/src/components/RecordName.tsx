/**
 * The name of a warehouse that a record carries only as an id (orders, transfers, users). Each is
 * fetched by id once and cached, so a list page asks the server once per distinct record; one the
 * user may not see reads "Unknown".
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTRPC } from '../trpc';

function Name({ query }: { query: UseQueryResult<string, unknown> }) {
  if (query.isError) return <>Unknown</>;
  return <>{query.data ?? '…'}</>;
}

/** Warehouse `id` as "CODE · name". */
export function WarehouseName({ id }: { id: string }) {
  const trpc = useTRPC();
  return <Name query={useQuery({ ...trpc.warehouses.get.queryOptions({ id }), select: (result) => `${result.code} · ${result.name}` })} />;
}
