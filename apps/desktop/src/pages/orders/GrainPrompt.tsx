/**
 * The lot and serial prompt after a scan of a lot- or serial-tracked product in a receive or ship
 * panel (issue 19): receipts ask the lot number (and a new lot's expiry date) or one serial number
 * per unit; shipments ask which lot to take (empty: first expiry first out) or the serial numbers.
 * Every field takes a scan or typing ending in Enter; Escape cancels the scan.
 */
import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../trpc';
import type { CountEntry } from './fulfilment-counts';
import type { OrderLine } from './order-data';

/** A scan waiting for its grain: the line, the units it counts and how the product is tracked. */
export interface PendingScan {
  line: OrderLine;
  quantity: number;
  tracking: 'lot' | 'serial';
}

interface GrainPromptProps {
  pending: PendingScan;
  direction: 'in' | 'out';
  warehouseId: string;
  onDone: (entry: CountEntry) => void;
  onCancel: () => void;
}

export function GrainPrompt({ pending, direction, warehouseId, onDone, onCancel }: GrainPromptProps) {
  const { line, quantity, tracking } = pending;
  return (
    <Modal opened onClose={onCancel} title={`${line.sku}: ${quantity} ${quantity === 1 ? 'unit' : 'units'}`}>
      {tracking === 'serial' ? (
        <SerialsPrompt quantity={quantity} onDone={(serialNumbers) => onDone({ itemId: line.id, quantity, serialNumbers })} />
      ) : direction === 'in' ? (
        <LotInPrompt onDone={(lot) => onDone({ itemId: line.id, quantity, ...lot })} />
      ) : (
        <LotOutPrompt productId={line.productId} warehouseId={warehouseId} onDone={(lotId) => onDone({ itemId: line.id, quantity, lotId })} />
      )}
    </Modal>
  );
}

/** Text field that takes a scan (its own Enter), for the prompt's fields. */
function PromptField(props: { label: string; description?: string; error?: string | null; onEnter: (value: string) => void; autoFocus?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <TextInput
      label={props.label}
      description={props.description}
      error={props.error}
      value={value}
      autoFocus={props.autoFocus}
      data-autofocus={props.autoFocus ? true : undefined}
      data-scan-input
      onChange={(event) => setValue(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        props.onEnter(value.trim());
        setValue('');
      }}
    />
  );
}

function SerialsPrompt({ quantity, onDone }: { quantity: number; onDone: (serials: string[]) => void }) {
  const [serials, setSerials] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack>
      <PromptField
        autoFocus
        label={`Serial number ${serials.length + 1} of ${quantity}`}
        error={error}
        onEnter={(serial) => {
          if (!serial) return setError('Scan or type the serial number');
          if (serials.includes(serial)) return setError(`Serial number ${serial} is already scanned`);
          setError(null);
          const next = [...serials, serial];
          if (next.length === quantity) onDone(next);
          else setSerials(next);
        }}
      />
      {serials.length > 0 && <Text size="sm">Scanned: {serials.join(', ')}</Text>}
    </Stack>
  );
}

function LotInPrompt({ onDone }: { onDone: (lot: { lotNumber: string; expiryDate?: string }) => void }) {
  const [lotNumber, setLotNumber] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (lotNumber === null) {
    return (
      <PromptField
        autoFocus
        label="Lot number"
        error={error}
        onEnter={(value) => {
          if (!value) return setError('Scan or type the lot number');
          setLotNumber(value);
        }}
      />
    );
  }
  return (
    <Stack>
      <Text size="sm">Lot {lotNumber}</Text>
      <PromptField
        key="expiry"
        autoFocus
        label="Expiry date of a new lot"
        description="YYYY-MM-DD; Enter with nothing: the product's shelf life from today"
        error={error}
        onEnter={(value) => {
          if (value && !/^\d{4}-\d{2}-\d{2}$/.test(value)) return setError('Give the date as YYYY-MM-DD');
          onDone(value ? { lotNumber, expiryDate: value } : { lotNumber });
        }}
      />
    </Stack>
  );
}

function LotOutPrompt({ productId, warehouseId, onDone }: { productId: string; warehouseId: string; onDone: (lotId: string | undefined) => void }) {
  const trpc = useTRPC();
  const lots = useQuery(trpc.inventory.lots.queryOptions({ id: productId, warehouseId }));
  const [error, setError] = useState<string | null>(null);
  const inStock = (lots.data ?? []).filter((lot) => lot.onHand > 0);
  return (
    <Stack>
      <PromptField
        autoFocus
        label="Lot to take"
        description="Scan the lot number; Enter with nothing takes the first to expire"
        error={error}
        onEnter={(value) => {
          if (!value) return onDone(undefined);
          const lot = inStock.find((candidate) => candidate.lotNumber === value);
          if (!lot) return setError(`No lot ${value} of this product is in stock here`);
          onDone(lot.id);
        }}
      />
      {inStock.length > 0 && (
        <Text size="sm" c="dimmed">
          In stock: {inStock.map((lot) => `${lot.lotNumber} (${lot.onHand}${lot.expiryDate ? `, expires ${lot.expiryDate}` : ''})`).join('; ')}
        </Text>
      )}
    </Stack>
  );
}
