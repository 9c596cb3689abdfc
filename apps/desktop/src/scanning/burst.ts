/**
 * Recognises a keyboard-wedge scanner (decision 0019): a scanner types a code's characters much faster
 * than a person can, then Enter. The recogniser is fed every printable key and Enter with its time
 * and says which keys belong to a burst, and what was scanned when the burst ends. What a person
 * typed slowly just before a burst is kept: `12*` then a scan counts twelve units. A GS1 code's
 * group separator is a key of its own (see `scannedKey`) and stays in the code (decision 0021).
 */

/** Longest pause between two keys of one burst, ms. Scanners send a key every 1..20 ms; people rarely keep under 50 over a whole code. */
export const MAX_BURST_GAP_MS = 50;

/**
 * Longest pause a burst survives once in a while (a busy computer delays a key): allowed between two
 * keys when the key before them came fast, at most twice per burst.
 */
export const HICCUP_GAP_MS = 150;

/** Pauses of up to HICCUP_GAP_MS a burst survives. */
const MAX_HICCUPS = 2;

/** Fewest characters a burst needs before its Enter counts as a scan. */
export const MIN_BURST_LENGTH = 3;

/** Most characters kept (the longest code the server looks up); a longer run of keys without Enter is forgotten. */
const MAX_KEPT = 300;

/** The GS1 group separator (ASCII 29), which ends a variable-length element of a GS1 code when another follows. */
export const GROUP_SEPARATOR = '\x1d';

/**
 * The character a key stands for in a scanned code: a keyboard-wedge scanner sends a GS1 code's
 * group separator as the character itself or as Ctrl+] (the control key of ASCII 29), and a browser
 * types neither into a field, so both are GROUP_SEPARATOR; any other key is its `key`.
 */
export function scannedKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey'>): string {
  if (event.key === GROUP_SEPARATOR || (event.key === ']' && event.ctrlKey && !event.altKey && !event.metaKey)) return GROUP_SEPARATOR;
  return event.key;
}

/** A scan: the code and the quantity its `N*` prefix (typed slowly or part of the burst) asks for, default 1. */
export interface Scan {
  code: string;
  quantity: number;
}

/** What one key was: part of a burst (a scanner's), the Enter ending a burst with its scan, or neither. */
export type KeyVerdict = { kind: 'typed' } | { kind: 'burst' } | { kind: 'scan'; scan: Scan };

/** Largest quantity a prefix may ask for (an order line holds at most this many units). */
const MAX_PREFIX_QUANTITY = 1_000_000;

/**
 * Splits a `N*CODE` text into quantity N (1..1,000,000) and CODE; any other text is the code of one
 * unit. `"12*4006381333931"` → `{ code: "4006381333931", quantity: 12 }`.
 */
export function parseScan(text: string): Scan {
  const match = /^(\d{1,7})\*(.+)$/.exec(text.trim());
  const quantity = match ? Number(match[1]) : 1;
  if (!match || quantity < 1 || quantity > MAX_PREFIX_QUANTITY) return { code: text.trim(), quantity: 1 };
  return { code: match[2]!.trim(), quantity };
}

interface KeptKey {
  char: string;
  at: number;
}

/** The recogniser's state: feed it keys in order with `key`; `reset` forgets them. */
export class BurstRecognizer {
  private keys: KeptKey[] = [];

  constructor(
    private readonly maxGapMs = MAX_BURST_GAP_MS,
    private readonly minLength = MIN_BURST_LENGTH,
  ) {}

  /**
   * Feeds one key: `key` is what the KeyboardEvent stands for (`scannedKey`: "a", "Enter", "Shift",
   * GROUP_SEPARATOR), `at` its time in ms. A character (printable, or the group separator) within
   * `maxGapMs` of the previous one is `burst` (the first key of a burst cannot be told from typing,
   * so it is `typed`); Enter within `maxGapMs` of the last of at least `minLength` burst characters
   * is `scan`. Keys that are neither characters nor Enter are ignored.
   */
  key(key: string, at: number): KeyVerdict {
    const last = this.keys[this.keys.length - 1];
    const gap = last === undefined ? Infinity : at - last.at;
    if (key === 'Enter') {
      const scan = gap > HICCUP_GAP_MS ? null : this.burstScan(at);
      this.keys = [];
      return scan ? { kind: 'scan', scan } : { kind: 'typed' };
    }
    if (key.length !== 1) return { kind: 'typed' };
    this.keys.push({ char: key, at });
    if (this.keys.length > MAX_KEPT) this.keys.shift();
    return gap <= this.maxGapMs ? { kind: 'burst' } : { kind: 'typed' };
  }

  /** Forgets the keys fed so far (after Escape, a click, a change of focus). */
  reset(): void {
    this.keys = [];
  }

  /**
   * The scan the kept keys and an Enter at `enterAt` end in: the trailing burst (fast gaps, and up to
   * MAX_HICCUPS pauses of up to HICCUP_GAP_MS each, after the burst's first key or a fast gap), with
   * what was typed before it as a possible `N*` prefix.
   */
  private burstScan(enterAt: number): Scan | null {
    const times = [...this.keys.map((key) => key.at), enterAt];
    const gapBefore = (i: number) => times[i]! - times[i - 1]!;
    let hiccups = 0;
    const joins = (i: number) => {
      if (gapBefore(i) <= this.maxGapMs) return true;
      if (hiccups === MAX_HICCUPS || gapBefore(i) > HICCUP_GAP_MS || (i >= 2 && gapBefore(i - 1) > this.maxGapMs)) return false;
      hiccups += 1;
      return true;
    };
    // The burst is keys[start..]; Enter (index keys.length in `times`) must join it too.
    if (!joins(times.length - 1)) return null;
    let start = this.keys.length - 1;
    while (start > 0 && joins(start)) start -= 1;
    if (this.keys.length - start < this.minLength) return null;
    const text = (keys: KeptKey[]) => keys.map((key) => key.char).join('');
    const burst = parseScan(text(this.keys.slice(start)));
    if (burst.quantity !== 1) return burst;
    const prefix = /(\d{1,7})\*$/.exec(text(this.keys.slice(0, start)));
    return prefix ? parseScan(`${prefix[1]}*${burst.code}`) : burst;
  }
}
