/**
 * A barcode scan field for keyboard-wedge scanners, which type the code's characters and then
 * Enter: each Enter hands the trimmed code to `onScan` and clears the field for the next scan.
 */
import { TextInput } from '@mantine/core';
import { useState } from 'react';

interface ScanFieldProps {
  /** Called with the scanned SKU or barcode; returns the message to show under the field (or null). */
  onScan: (code: string) => string | null;
  label?: string;
}

export function ScanField({ onScan, label = 'Scan SKU or barcode' }: ScanFieldProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <TextInput
      label={label}
      placeholder="Scan or type, then Enter"
      value={value}
      error={error}
      autoFocus
      data-testid="scan-field"
      onChange={(event) => setValue(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        const code = value.trim();
        if (!code) return;
        setError(onScan(code));
        setValue('');
      }}
    />
  );
}
