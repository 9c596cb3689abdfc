/** Display formats: money with its currency, quantities and counts with thousands separators, dates. */
const quantity = new Intl.NumberFormat(undefined, { maximumFractionDigits: 3 });
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** The money format of ISO 4217 `currency` (its own decimals), or two decimals without a symbol when none is known. */
function moneyFormat(currency: string | undefined): Intl.NumberFormat {
  const key = currency ?? '';
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(undefined, currency ? { style: 'currency', currency } : { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    moneyFormats.set(key, format);
  }
  return format;
}

/**
 * An amount in currency units with its currency (decision 0019): (1234.5, 'USD') → "$1,234.50",
 * (1234.5, 'PLN') → "PLN 1,234.50"; without a currency (not known yet) → "1,234.50"; null → "—".
 */
export const formatMoney = (value: number | string | null | undefined, currency?: string) => (value == null ? '—' : moneyFormat(currency).format(Number(value)));
/** An axis label: the amount rounded to a short form with its currency, 12345 → "$12K". */
export const formatMoneyShort = (value: number, currency?: string) =>
  new Intl.NumberFormat(undefined, { notation: 'compact', ...(currency ? { style: 'currency', currency } : {}) }).format(value);
/** Units or a count with thousands separators: 12345 → "12,345", 2.5 → "2.5"; null → "—". */
export const formatQuantity = (value: number | string | null | undefined) => (value == null ? '—' : quantity.format(Number(value)));
/** A change in units with its sign: 3 → "+3", -3 → "-3". */
export const formatChange = (value: number) => `${value > 0 ? '+' : ''}${formatQuantity(value)}`;
/** An ISO timestamp (or Date) in the user's locale. */
export const formatDateTime = (value: string | Date | null | undefined) => (value ? dateTime.format(new Date(value)) : '—');
/** When and who (a user or API key, as the server names it): "25 Nov 2026, 14:05 · Ada Lovelace"; "—" when it has not happened. */
export const formatDoneBy = (at: string | null | undefined, by: string | null | undefined) => (at ? `${formatDateTime(at)} · ${by ?? 'Unknown'}` : '—');
/** A warehouse as "CODE · name". */
export const formatWarehouse = (warehouse: { code: string; name: string }) => `${warehouse.code} · ${warehouse.name}`;
