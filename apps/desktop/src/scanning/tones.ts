/**
 * The sounds of scanning (decision 0019): a distinct tone for a scan that counted, one that would count
 * more than remains (over-scan), and a code that matches nothing; Web Audio oscillators, no files.
 * The user can mute them; the choice is kept on this computer (localStorage).
 */
import { readLocalStorageValue, useLocalStorage } from '@mantine/hooks';

export type ScanTone = 'success' | 'over' | 'unknown';

const MUTED_KEY = 'stockroom.scan-sounds-muted';

/** Frequency (Hz) and length (s) of each tone's beeps: one high beep, two middle ones, one low buzz. */
const beeps: Record<ScanTone, { frequency: number; seconds: number; count: number; wave: OscillatorType }> = {
  success: { frequency: 1320, seconds: 0.08, count: 1, wave: 'sine' },
  over: { frequency: 660, seconds: 0.09, count: 2, wave: 'square' },
  unknown: { frequency: 180, seconds: 0.35, count: 1, wave: 'sawtooth' },
};

let context: AudioContext | null = null;

/** Plays `tone` unless the user muted scan sounds. */
export function playTone(tone: ScanTone): void {
  if (readLocalStorageValue<boolean>({ key: MUTED_KEY, defaultValue: false })) return;
  context ??= new AudioContext();
  const { frequency, seconds, count, wave } = beeps[tone];
  for (let i = 0; i < count; i += 1) {
    const start = context.currentTime + i * seconds * 1.5;
    const oscillator = new OscillatorNode(context, { type: wave, frequency });
    const gain = new GainNode(context, { gain: 0.15 });
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + seconds);
  }
}

/** Whether scan sounds are muted, and its setter; kept in localStorage. */
export function useScanSoundsMuted() {
  return useLocalStorage<boolean>({ key: MUTED_KEY, defaultValue: false, getInitialValueInEffect: false });
}
