/**
 * The name of a supplier, customer or warehouse that a record carries only as an id (orders,
 * transfers, users). Each is fetched by id once and cached, so a list page asks the server once per
 * distinct record; one the user may not see reads "Unknown".
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useTRPC } from '../trpc';

function Name({ query }: { query: UseQueryResult<string, unknown> }) {
  if (query.isError) return <>Unknown</>;
  return <>{query.data ?? '…'}</>;
}

/** The name of supplier `id`. */
export function SupplierName({ id }: { id: string }) {
  const trpc = useTRPC();
  return <Name query={useQuery({ ...trpc.suppliers.get.queryOptions({ id }), select: (result) => result.name })} />;
}

/** The name of customer `id`. */
export function CustomerName({ id }: { id: string }) {
  const trpc = useTRPC();
  return <Name query={useQuery({ ...trpc.customers.get.queryOptions({ id }), select: (result) => result.name })} />;
}

/** Warehouse `id` as "CODE · name". */
export function WarehouseName({ id }: { id: string }) {
  const trpc = useTRPC();
  return <Name query={useQuery({ ...trpc.warehouses.get.queryOptions({ id }), select: (result) => `${result.code} · ${result.name}` })} />;
}
