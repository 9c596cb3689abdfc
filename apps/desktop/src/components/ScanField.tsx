/**
 * A barcode scan field for keyboard-wedge scanners, which type the code's characters and then
 * Enter: each Enter hands the trimmed code and its quantity to `onScan` and clears the field. The
 * quantity is a typed `12*` prefix, else the "Quantity of next scan" field (reset to 1 after the
 * scan), else 1 (decision 0019). Bursts typed while focus is elsewhere on the screen are captured too
 * (see useScanner: `capture`), so a scan never lands in a quantity box. A GS1 code's group separator,
 * which a browser does not type, is kept in the field's code (decision 0021).
 */
import { Group, NumberInput, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { GROUP_SEPARATOR, parseScan, scannedKey, type Scan } from '../scanning/burst';
import { useScanner, type CaptureMode } from '../scanning/useScanner';

/** What a scan handler says of a scan: a message of what went wrong, `{ note }` of what a scan counted, or nothing (null). */
export type ScanOutcome = string | { note: string } | null;

interface ScanFieldProps {
  /**
   * Called with the scanned code and the units it stands for (≥ 1); returns what to show under the
   * field (see ScanOutcome), or a promise of it.
   */
  onScan: (code: string, quantity: number) => ScanOutcome | Promise<ScanOutcome>;
  label?: string;
  /** The label is for assistive technology only (the header's scan box). */
  labelHidden?: boolean;
  /** Where else scanner bursts are captured; default everywhere (order, count and transfer panels). */
  capture?: CaptureMode;
  /** Shows the "Quantity of next scan" field (default true). */
  withQuantity?: boolean;
  placeholder?: string;
  /** Focus the field when it appears (default true). */
  autoFocus?: boolean;
  /** The field's element, for a shortcut that focuses it. */
  inputRef?: React.Ref<HTMLInputElement>;
  size?: 'xs' | 'sm';
}

/**
 * Keeps a GS1 group separator sent as a key (the character, or Ctrl+]) in the field, which a browser
 * would not type (decision 0021); true when `event` was one.
 */
export function keepGroupSeparator(event: React.KeyboardEvent<HTMLInputElement>): boolean {
  if (scannedKey(event) !== GROUP_SEPARATOR) return false;
  event.preventDefault();
  document.execCommand('insertText', false, GROUP_SEPARATOR);
  return true;
}

export function ScanField({ onScan, label = 'Scan SKU or barcode', labelHidden = false, capture = 'everywhere', withQuantity = true, placeholder = 'Scan or type, then Enter', autoFocus = true, inputRef, size }: ScanFieldProps) {
  const [value, setValue] = useState('');
  const [nextQuantity, setNextQuantity] = useState(1);
  const [outcome, setOutcome] = useState<ScanOutcome>(null);
  const latest = useRef(0);
  const scan = (typed: Scan) => {
    const quantity = typed.quantity !== 1 ? typed.quantity : nextQuantity;
    setNextQuantity(1);
    const ticket = (latest.current += 1);
    void Promise.resolve(onScan(typed.code, quantity)).then((shown) => {
      if (ticket === latest.current) setOutcome(shown);
    });
  };
  useScanner(scan, capture);
  return (
    <Group align="flex-start" wrap="nowrap">
      <TextInput
        style={{ flex: 1 }}
        label={labelHidden ? undefined : label}
        aria-label={labelHidden ? label : undefined}
        placeholder={placeholder}
        value={value}
        error={typeof outcome === 'string' ? outcome : null}
        description={outcome !== null && typeof outcome === 'object' ? <span data-testid="scan-note">{outcome.note}</span> : null}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        autoFocus={autoFocus}
        ref={inputRef}
        size={size}
        data-testid={labelHidden ? undefined : 'scan-field'}
        data-scan-input
        onChange={(event) => setValue(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (keepGroupSeparator(event) || event.key !== 'Enter') return;
          event.preventDefault();
          if (!value.trim()) return;
          scan(parseScan(value));
          setValue('');
        }}
      />
      {withQuantity && (
        <NumberInput
          w={150}
          label="Quantity of next scan"
          value={nextQuantity}
          onChange={(quantity) => setNextQuantity(typeof quantity === 'number' && quantity >= 1 ? quantity : 1)}
          min={1}
          max={1_000_000}
          allowDecimal={false}
          allowNegative={false}
          size={size}
          data-scan-quantity
        />
      )}
    </Group>
  );
}
