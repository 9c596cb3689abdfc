/**
 * The scanner burst recogniser (decision 0019): a scanner's fast keys ending in Enter are a scan, with a
 * `N*` quantity prefix typed before it or part of it; a person's typing never is.
 */
import { describe, expect, it } from 'vitest';
import { BurstRecognizer, GROUP_SEPARATOR, HICCUP_GAP_MS, MAX_BURST_GAP_MS, parseScan, type KeyVerdict } from '../../src/scanning/burst.js';

/** Feeds `text` (then Enter when `enter`) starting at `start` ms, one key every `gap` ms; returns each key's verdict. */
function feed(recognizer: BurstRecognizer, text: string, gap: number, start = 0, enter = true): KeyVerdict[] {
  const keys = [...text, ...(enter ? ['Enter'] : [])];
  return keys.map((key, i) => recognizer.key(key, start + i * gap));
}

describe('BurstRecognizer', () => {
  it('recognises a fast burst ending in Enter as a scan of one unit', () => {
    const verdicts = feed(new BurstRecognizer(), '4006381333931', 5);
    expect(verdicts.at(-1)).toEqual({ kind: 'scan', scan: { code: '4006381333931', quantity: 1 } });
  });

  it('marks every key of a burst after the first as burst, the first as typed', () => {
    const verdicts = feed(new BurstRecognizer(), 'SKU-1', 5, 1000, false);
    expect(verdicts).toEqual([{ kind: 'typed' }, { kind: 'burst' }, { kind: 'burst' }, { kind: 'burst' }, { kind: 'burst' }]);
  });

  it('does not take slow typing for a scan', () => {
    const verdicts = feed(new BurstRecognizer(), 'SKU-1', MAX_BURST_GAP_MS + 40);
    expect(verdicts.every((verdict) => verdict.kind === 'typed')).toBe(true);
  });

  it('needs Enter to follow the burst closely', () => {
    const recognizer = new BurstRecognizer();
    feed(recognizer, 'SKU-1', 5, 0, false);
    expect(recognizer.key('Enter', 20 + HICCUP_GAP_MS + 1)).toEqual({ kind: 'typed' });
  });

  it('does not take a burst shorter than the minimum for a scan', () => {
    expect(feed(new BurstRecognizer(), '12', 5).at(-1)).toEqual({ kind: 'typed' });
  });

  it('survives a pause or two of a busy computer within a burst; a third splits it', () => {
    // Pauses of 100 ms before the keys at 2, 4 and 6, each after a fast gap.
    const times = (pauses: number) => [0, 5, 10, 15, 20, 25, 30, 35].map((at, i) => at + [2, 4, 6].slice(0, pauses).filter((p) => p <= i).length * 100);
    for (const [pauses, code] of [[1, 'ABCDEFG'], [2, 'ABCDEFG'], [3, 'CDEFG']] as const) {
      const recognizer = new BurstRecognizer();
      const at = times(pauses);
      [...'ABCDEFG'].forEach((key, i) => recognizer.key(key, at[i]!));
      expect(recognizer.key('Enter', at[7]!)).toEqual({ kind: 'scan', scan: { code, quantity: 1 } });
    }
  });

  it('survives a pause right after the first key of a burst', () => {
    const recognizer = new BurstRecognizer();
    const at = [0, 100, 105, 110, 115];
    [...'SKU-'].forEach((key, i) => recognizer.key(key, at[i]!));
    expect(recognizer.key('Enter', at[4]!)).toEqual({ kind: 'scan', scan: { code: 'SKU-', quantity: 1 } });
  });

  it('counts a quantity typed slowly with * before the burst', () => {
    const recognizer = new BurstRecognizer();
    feed(recognizer, '12*', 200, 0, false);
    const verdicts = feed(recognizer, 'SKU-1', 5, 2000);
    expect(verdicts.at(-1)).toEqual({ kind: 'scan', scan: { code: 'SKU-1', quantity: 12 } });
  });

  it('counts a quantity prefix inside the burst', () => {
    expect(feed(new BurstRecognizer(), '3*SKU-1', 5).at(-1)).toEqual({ kind: 'scan', scan: { code: 'SKU-1', quantity: 3 } });
  });

  it('ignores slow typing before a burst that is no quantity prefix', () => {
    const recognizer = new BurstRecognizer();
    feed(recognizer, 'ab', 200, 0, false);
    expect(feed(recognizer, 'SKU-1', 5, 2000).at(-1)).toEqual({ kind: 'scan', scan: { code: 'SKU-1', quantity: 1 } });
  });

  it('starts afresh after each Enter and after reset', () => {
    const recognizer = new BurstRecognizer();
    feed(recognizer, '5*', 200, 0, false);
    recognizer.reset();
    expect(feed(recognizer, 'SKU-1', 5, 2000).at(-1)).toEqual({ kind: 'scan', scan: { code: 'SKU-1', quantity: 1 } });
    expect(feed(recognizer, 'SKU-2', 5, 4000).at(-1)).toEqual({ kind: 'scan', scan: { code: 'SKU-2', quantity: 1 } });
  });

  it('keeps the group separator and the brackets and parentheses of a GS1 code', () => {
    const code = `]C10109501101530003172812311010L1${GROUP_SEPARATOR}21S-9`;
    expect(feed(new BurstRecognizer(), code, 5).at(-1)).toEqual({ kind: 'scan', scan: { code, quantity: 1 } });
    expect(feed(new BurstRecognizer(), '(01)09501101530003(10)L1', 5).at(-1)).toEqual({ kind: 'scan', scan: { code: '(01)09501101530003(10)L1', quantity: 1 } });
  });

  it('keeps a GS1 code of 300 characters whole', () => {
    const code = `(10)${'L'.repeat(296)}`;
    expect(feed(new BurstRecognizer(), code, 1).at(-1)).toEqual({ kind: 'scan', scan: { code, quantity: 1 } });
  });

  it('ignores keys that are not characters or Enter (Shift of upper-case letters)', () => {
    const recognizer = new BurstRecognizer();
    const keys = ['Shift', 'S', 'Shift', 'K', 'Shift', 'U', '1', 'Enter'];
    const verdicts = keys.map((key, i) => recognizer.key(key, i * 4));
    expect(verdicts.at(-1)).toEqual({ kind: 'scan', scan: { code: 'SKU1', quantity: 1 } });
  });
});

describe('parseScan', () => {
  it('splits a quantity prefix from the code', () => {
    expect(parseScan('12*4006381333931')).toEqual({ code: '4006381333931', quantity: 12 });
    expect(parseScan(' SKU-1 ')).toEqual({ code: 'SKU-1', quantity: 1 });
  });

  it('keeps a zero or too large prefix as part of one code', () => {
    expect(parseScan('0*SKU-1')).toEqual({ code: '0*SKU-1', quantity: 1 });
    expect(parseScan('9999999*SKU-1')).toEqual({ code: '9999999*SKU-1', quantity: 1 });
  });
});
