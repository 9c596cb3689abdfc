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
 */
import { useEffect, useRef } from 'react';
import { BurstRecognizer, HICCUP_GAP_MS, type Scan } from './burst';

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

function onKeyDown(event: KeyboardEvent) {
  const receiver = receivers[receivers.length - 1];
  const target = event.target;
  if (!receiver || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return release();
  if (target instanceof HTMLElement && target.closest('[data-scan-input]')) return recognizer.reset();
  if (isField(target) && receiver.mode === 'outside-fields') return recognizer.reset();
  const verdict = recognizer.key(event.key, event.timeStamp);
  if (verdict.kind === 'typed') {
    // Other keys (Tab, Backspace, arrows) act after the held characters are typed.
    if (!isField(target) || event.key.length !== 1) return release();
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
    if (receivers.length === 1) window.addEventListener('keydown', onKeyDown, true);
    return () => {
      receivers.splice(receivers.indexOf(receiver), 1);
      if (receivers.length === 0) window.removeEventListener('keydown', onKeyDown, true);
    };
  }, [mode]);
}
