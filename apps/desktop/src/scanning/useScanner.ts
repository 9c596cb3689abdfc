/**
 * Scanner capture for the whole window (decision 0019). One keydown listener (capture phase) feeds a
 * BurstRecognizer; the scan goes to the innermost mounted `useScanner` (a receive panel over the
 * header's scan box). Where focus may be:
 * - `outside-fields`: bursts typed into a text field, text area or select are left to it (the user
 *   is typing there); elsewhere they are captured.
 * - `everywhere`: captured wherever focus is, number and text inputs included. Characters typed
 *   into a field are held back until a short pause (HICCUP_GAP_MS): when a key follows as fast as a
 *   scanner's, they belong to a burst and never reach the field; otherwise they are typed then
 *   (before any other key acts). Fields marked `data-scan-input` (scan fields) handle their own Enter and are left alone.
 * A GS1 code's group separator (decision 0021) joins the burst whether it comes as a key (`scannedKey`:
 * the character, or Ctrl+]) or, as some input paths deliver a character no key types, as text
 * inserted into the focused field without a key (`beforeinput`); it is never typed into a field.
 */
import { useEffect, useRef } from 'react';
import { BurstRecognizer, GROUP_SEPARATOR, HICCUP_GAP_MS, scannedKey, type Scan } from './burst';

export type CaptureMode = 'outside-fields' | 'everywhere';

interface Receiver {
  mode: CaptureMode;
  onScan: (scan: Scan) => void;
}

const receivers: Receiver[] = [];
const recognizer = new BurstRecognizer();

/** Characters held back from a field until they are known not to start a burst. */
let held: { field: HTMLElement; chars: string[]; timer?: ReturnType<typeof setTimeout> } | null = null;

/** Types the held characters into their field (if it still has focus), as the keys would have. */
function release() {
  if (!held) return;
  const { field, chars, timer } = held;
  clearTimeout(timer);
  held = null;
  // insertText goes through the browser's own editing, so the field's input events (React's, the number formatter's) see typed keys.
  if (document.activeElement === field) document.execCommand('insertText', false, chars.join(''));
}

function drop() {
  if (held) clearTimeout(held.timer);
  held = null;
}

const isField = (target: EventTarget | null): target is HTMLElement =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement || (target instanceof HTMLElement && target.isContentEditable);

/** The receiver of a key or text input at `target`, or null when it is left to the target (a scan field, or a field the receiver leaves alone). */
function receiverAt(target: EventTarget | null): Receiver | null {
  const receiver = receivers[receivers.length - 1];
  if (!receiver || (target instanceof HTMLElement && target.closest('[data-scan-input]')) || (isField(target) && receiver.mode === 'outside-fields')) return null;
  return receiver;
}

function onKeyDown(event: KeyboardEvent) {
  const key = scannedKey(event);
  const target = event.target;
  if (receivers.length === 0 || (key !== GROUP_SEPARATOR && (event.ctrlKey || event.metaKey || event.altKey)) || event.isComposing) return release();
  const receiver = receiverAt(target);
  if (!receiver) return recognizer.reset();
  const verdict = recognizer.key(key, event.timeStamp);
  if (verdict.kind === 'typed') {
    // Other keys (Tab, Backspace, arrows) act after the held characters are typed; a lone separator is not typed.
    if (!isField(target) || key.length !== 1 || key === GROUP_SEPARATOR) return release();
    event.preventDefault();
    if (held?.field !== target) release();
    held ??= { field: target, chars: [] };
    held.chars.push(event.key);
    clearTimeout(held.timer);
    held.timer = setTimeout(release, HICCUP_GAP_MS + 10);
    return;
  }
  drop();
  event.preventDefault();
  event.stopPropagation();
  if (verdict.kind === 'scan') receiver.onScan(verdict.scan);
}

/** A group separator inserted into a field without a key event is fed to the recogniser as its key would be, and kept out of the field. */
function onBeforeInput(event: InputEvent) {
  if (event.data !== GROUP_SEPARATOR || !receiverAt(event.target)) return;
  event.preventDefault();
  recognizer.key(GROUP_SEPARATOR, event.timeStamp);
}

/**
 * Hands scanner bursts to `onScan` while the calling component is mounted, per `mode` (see the
 * module's comment). The innermost caller (mounted last) receives them; the others wait.
 */
export function useScanner(onScan: (scan: Scan) => void, mode: CaptureMode): void {
  const latest = useRef(onScan);
  useEffect(() => {
    latest.current = onScan;
  });
  useEffect(() => {
    const receiver: Receiver = { mode, onScan: (scan) => latest.current(scan) };
    receivers.push(receiver);
    if (receivers.length === 1) {
      window.addEventListener('keydown', onKeyDown, true);
      window.addEventListener('beforeinput', onBeforeInput, true);
    }
    return () => {
      receivers.splice(receivers.indexOf(receiver), 1);
      if (receivers.length > 0) return;
      window.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('beforeinput', onBeforeInput, true);
    };
  }, [mode]);
}
