/**
 * Scanner capture for the whole window (issue 19). One keydown listener (capture phase) feeds a
 * BurstRecognizer; the scan goes to the innermost mounted `useScanner` (a receive panel over the
 * header's scan box). Where focus may be:
 * - `outside-fields`: bursts typed into a text field, text area or select are left to it (the user
 *   is typing there); elsewhere they are captured.
 * - `everywhere`: captured wherever focus is, number and text inputs included: a burst's keys after
 *   the first are held back, and the first, which reached the field before the burst could be told
 *   from typing, is taken out again. Fields marked `data-scan-input` (scan fields) handle their own
 *   Enter and are left alone.
 */
import { useEffect, useRef } from 'react';
import { BurstRecognizer, type Scan } from './burst';

export type CaptureMode = 'outside-fields' | 'everywhere';

interface Receiver {
  mode: CaptureMode;
  onScan: (scan: Scan) => void;
}

const receivers: Receiver[] = [];
const recognizer = new BurstRecognizer();

/** The field focus was in when a possible burst began, and its value before the burst's first key. */
let before: { field: HTMLInputElement | HTMLTextAreaElement; value: string } | null = null;

const isField = (target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

/** Puts `value` back into a React-controlled field: the native setter, then the input event React listens to. */
function restore(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  if (field.value === value) return;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function onKeyDown(event: KeyboardEvent) {
  const receiver = receivers[receivers.length - 1];
  const target = event.target;
  if (!receiver || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
  if (target instanceof HTMLElement && target.closest('[data-scan-input]')) return recognizer.reset();
  const typing = isField(target) || target instanceof HTMLSelectElement || (target instanceof HTMLElement && target.isContentEditable);
  if (typing && receiver.mode === 'outside-fields') return recognizer.reset();
  const verdict = recognizer.key(event.key, event.timeStamp);
  if (verdict.kind === 'typed') {
    if (verdict.starts) before = isField(target) ? { field: target, value: target.value } : null;
    return;
  }
  event.preventDefault();
  event.stopPropagation();
  if (verdict.kind === 'scan') {
    if (before && before.field === target) restore(before.field, before.value);
    before = null;
    receiver.onScan(verdict.scan);
  }
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
