/**
 * The units counted in a receive or ship panel, by line and grain (lot, serials), kept per order in
 * localStorage so they survive navigation and restarts until posted or discarded (decision 0019).
 */
import { useEffect, useRef, useState } from 'react';

/** Units counted on one order line in one grain: a lot (by number in, by id out), serial numbers, or neither. */
export interface CountEntry {
  itemId: string;
  quantity: number;
  /** Receipts: the lot the units go into (created when new), and a new lot's expiry date (YYYY-MM-DD). */
  lotNumber?: string;
  expiryDate?: string;
  /** Shipments: the lot the units are taken from; none: first expiry first out. */
  lotId?: string;
  /** Serial-tracked products: one per unit. */
  serialNumbers?: string[];
  /** Shipments: the named lot has expired (or is shorter-dated than the order allows) and the user confirmed shipping it (inventory:ship-expired). */
  allowExpired?: true;
}

const storageKey = (orderId: string) => `stockroom.fulfilment.${orderId}`;

/** True when units counted on `orderId` are kept (the panel reopens with them). */
export function hasKeptCounts(orderId: string): boolean {
  return (localStorage.getItem(storageKey(orderId)) ?? '[]') !== '[]';
}

/**
 * The kept entries of `orderId`, their setter (functional updates compose: scans come faster than
 * renders), `current()` (the entries with every change made so far, before React renders them: a
 * scan the server answered checks what other scans counted meanwhile) and `discard`; every change
 * is written to localStorage, and an empty list removes the key.
 */
export function useKeptCounts(orderId: string) {
  const [entries, setState] = useState<CountEntry[]>(() => JSON.parse(localStorage.getItem(storageKey(orderId)) ?? '[]') as CountEntry[]);
  const latest = useRef(entries);
  useEffect(() => {
    if (entries.length === 0) localStorage.removeItem(storageKey(orderId));
    else localStorage.setItem(storageKey(orderId), JSON.stringify(entries));
  }, [orderId, entries]);
  const setEntries = (change: (current: CountEntry[]) => CountEntry[]) => {
    latest.current = change(latest.current);
    setState(latest.current);
  };
  const discard = () => {
    // Also when the panel has closed by then (a posted order's screen closes it).
    localStorage.removeItem(storageKey(orderId));
    setEntries(() => []);
  };
  return { entries, setEntries, current: () => latest.current, discard };
}

const sameGrain = (a: CountEntry, b: CountEntry) => a.itemId === b.itemId && a.lotNumber === b.lotNumber && a.lotId === b.lotId && a.serialNumbers === undefined && b.serialNumbers === undefined;

/** `entries` with `added` units counted: added to the entry of the same line and lot, or a new entry (serials always new). */
export function addUnits(entries: CountEntry[], added: CountEntry): CountEntry[] {
  const index = entries.findIndex((entry) => added.serialNumbers === undefined && sameGrain(entry, added));
  if (index === -1) return [...entries, added];
  return entries.map((entry, i) => (i === index ? { ...entry, quantity: entry.quantity + added.quantity } : entry));
}

/** `entries` with the untracked units of `itemId` set to `quantity` (typed into the line's box). */
export function setPlainUnits(entries: CountEntry[], itemId: string, quantity: number): CountEntry[] {
  const others = entries.filter((entry) => entry.itemId !== itemId);
  return quantity > 0 ? [...others, { itemId, quantity }] : others;
}

/** Units counted on `itemId` over all grains. */
export const unitsOf = (entries: CountEntry[], itemId: string) => entries.filter((entry) => entry.itemId === itemId).reduce((sum, entry) => sum + entry.quantity, 0);
