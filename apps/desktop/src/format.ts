/** Display formats: money in currency units with two decimals, quantities, dates. */
const money = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const quantity = new Intl.NumberFormat(undefined, { maximumFractionDigits: 3 });
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** 1234.5 → "1,234.50" (currency units, no symbol: the service is single-currency). */
export const formatMoney = (value: number | string | null | undefined) => (value == null ? '—' : money.format(Number(value)));
export const formatQuantity = (value: number | string | null | undefined) => (value == null ? '—' : quantity.format(Number(value)));
/** A change in units with its sign: 3 → "+3", -3 → "-3". */
export const formatChange = (value: number) => `${value > 0 ? '+' : ''}${formatQuantity(value)}`;
/** An ISO timestamp (or Date) in the user's locale. */
export const formatDateTime = (value: string | Date | null | undefined) => (value ? dateTime.format(new Date(value)) : '—');
/** When and who (a user or API key, as the server names it): "25 Nov 2026, 14:05 · Ada Lovelace"; "—" when it has not happened. */
export const formatDoneBy = (at: string | null | undefined, by: string | null | undefined) => (at ? `${formatDateTime(at)} · ${by ?? 'Unknown'}` : '—');
/** A warehouse as "CODE · name". */
export const formatWarehouse = (warehouse: { code: string; name: string }) => `${warehouse.code} · ${warehouse.name}`;
