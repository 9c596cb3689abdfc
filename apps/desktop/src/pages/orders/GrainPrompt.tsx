/**
 * The lot and serial prompt after a scan of a lot- or serial-tracked product in a receive or ship
 * panel, or for a line of a return (decision 0019): receipts ask the lot number (and a new lot's expiry
 * date) or one serial number per unit; shipments, a transfer's receipt and returns ask which lot to
 * take (empty: the server's default) or the serial numbers. Where the line offers its lots and
 * serial numbers (a transfer's units in transit, the units an order shipped), the prompt lists them
 * as buttons and accepts only those; otherwise it offers the lots, and up to 100 serial numbers, in
 * stock in the warehouse. A shipment's lot that has expired, or has less shelf life left than the
 * order requires, is marked and taken only from a user holding inventory:ship-expired who confirms
 * it in a second dialog (decision 0020); the entry then carries `allowExpired` (a return takes any lot back).
 * Every field takes a scan or typing ending in Enter; Escape cancels the scan. A GS1 label scanned
 * into the lot or serial field (decision 0021) gives its lot (AI 10, with the expiry of AI 17 or 15,
 * which a receipt then takes without asking) or its serial number (AI 21), never the raw string; a
 * label whose GTIN names another product is refused.
 */
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { keepGroupSeparator } from '../../components/ScanField';
import { looksLikeGs1, numberOfLabel, type LabelNumber } from '../../scanning/gs1';
import { useScanLookup } from '../../scanning/useScanLookup';
import { useSession } from '../../session';
import { useTRPC } from '../../trpc';
import type { CountEntry } from './fulfilment-counts';
import { formatGrains, lotFreshness, needsAllowExpired, type GrainChoice, type OrderLine } from './order-data';

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
  /** What is already counted on the line: those serial numbers and lot units are not offered again. */
  counted?: CountEntry[];
  /** Whether an expired or short-dated lot taken out needs inventory:ship-expired and a confirmation (default true; false for a return, which takes any lot back). */
  expiryChecked?: boolean;
  onDone: (entry: CountEntry) => void;
  onCancel: () => void;
}

/** `grains` less what `counted` already takes (its serial numbers, its units of each lot). */
function stillOffered(grains: GrainChoice[] | undefined, counted: CountEntry[]): GrainChoice[] | undefined {
  const serials = new Set(counted.flatMap((entry) => entry.serialNumbers ?? []));
  const lotUnits = (lotId: string | null) => counted.filter((entry) => entry.lotId === lotId && !entry.serialNumbers).reduce((sum, entry) => sum + entry.quantity, 0);
  return grains
    ?.map((grain) => (grain.serialNumber ? grain : { ...grain, quantity: grain.quantity - lotUnits(grain.lotId) }))
    .filter((grain) => (grain.serialNumber ? !serials.has(grain.serialNumber) : grain.quantity > 0));
}

/** At most this many serial numbers in stock are offered; with more, any serial number is taken (the server checks it). */
const SERIALS_OFFERED = 100;

/**
 * The serial numbers of `productId` on hand in `warehouseId`, when `enabled` and they are no more
 * than SERIALS_OFFERED (else undefined): what a shipment or a return to the supplier may take.
 */
function useSerialsInStock(productId: string, warehouseId: string, enabled: boolean): GrainChoice[] | undefined {
  const trpc = useTRPC();
  const balances = useQuery({ ...trpc.inventory.balances.queryOptions({ productId, warehouseId, limit: SERIALS_OFFERED }), enabled });
  if (!enabled || !balances.data || balances.data.hasNext) return undefined;
  return balances.data.items
    .filter((balance) => balance.serialNumber !== null && balance.onHand > 0)
    .map(({ lotId, lotNumber, expiryDate, serialNumber, onHand }) => ({ lotId, lotNumber, expiryDate, serialNumber, quantity: onHand }));
}

/** Reads a lot or serial number scanned or typed into a prompt's field: see numberOfLabel (GS1 labels are read by the server). */
type NumberReader = (value: string) => Promise<LabelNumber>;

/** The prompt's reader of `want` numbers for `line`'s product: a code that looks like GS1 is read by lookup.code, any other is the number itself. */
function useNumberReader(line: OrderLine, want: 'lot' | 'serial'): NumberReader {
  const lookup = useScanLookup();
  return async (value) => {
    const reading = looksLikeGs1(value) ? await lookup(value) : { item: null, label: null };
    return 'error' in reading ? { refused: reading.error } : numberOfLabel(value, reading, want, line);
  };
}

export function GrainPrompt({ pending, direction, warehouseId, counted = [], expiryChecked = true, onDone, onCancel }: GrainPromptProps) {
  const { line, quantity, tracking } = pending;
  const read = useNumberReader(line, tracking);
  const inStock = useSerialsInStock(line.productId, warehouseId, direction === 'out' && tracking === 'serial' && !line.offered);
  const offered = direction === 'out' ? stillOffered(line.offered?.grains ?? inStock, counted) : undefined;
  const label = line.offered?.label ?? 'In stock';
  return (
    <Modal opened onClose={onCancel} title={`${line.sku}: ${quantity} ${quantity === 1 ? 'unit' : 'units'}`}>
      {tracking === 'serial' ? (
        <SerialsPrompt
          read={read}
          quantity={quantity}
          offered={offered && { label, serials: offered.flatMap((grain) => (grain.serialNumber ? [grain.serialNumber] : [])) }}
          onDone={(serialNumbers) => onDone({ itemId: line.id, quantity, serialNumbers })}
        />
      ) : direction === 'in' ? (
        <LotInPrompt read={read} onDone={(lot) => onDone({ itemId: line.id, quantity, ...lot })} />
      ) : (
        <LotOutPrompt
          read={read}
          expiryChecked={expiryChecked}
          line={line}
          quantity={quantity}
          offered={offered}
          warehouseId={warehouseId}
          onDone={(lotId, allowExpired) => onDone({ itemId: line.id, quantity, lotId, ...(allowExpired ? { allowExpired } : {}) })}
        />
      )}
    </Modal>
  );
}

/**
 * Text field that takes a scan (its own Enter, a GS1 group separator kept), for the prompt's fields;
 * `onEnter` may read the value on the server: the values entered are handed over one at a time, in order.
 */
function PromptField(props: { label: string; description?: string; error?: string | null; onEnter: (value: string) => void | Promise<void>; autoFocus?: boolean }) {
  const [value, setValue] = useState('');
  const queue = useRef<Promise<void>>(Promise.resolve());
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
        if (keepGroupSeparator(event) || event.key !== 'Enter') return;
        event.preventDefault();
        const entered = value.trim();
        queue.current = queue.current.then(() => props.onEnter(entered));
        setValue('');
      }}
    />
  );
}

/**
 * Choices offered as buttons under a prompt's field, with what they are ("In transit: …"); a choice
 * gives focus back to the prompt's field, so the next scan lands there.
 */
function Choices({ label, choices }: { label: string; choices: { key: string; text: string; onChoose: () => void }[] }) {
  if (choices.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {label}:
      </Text>
      <Group gap="xs">
        {choices.map((choice) => (
          <Button
            key={choice.key}
            size="compact-sm"
            variant="light"
            onClick={(event) => {
              event.currentTarget.closest('[role="dialog"]')?.querySelector<HTMLInputElement>('input[data-scan-input]')?.focus();
              choice.onChoose();
            }}
          >
            {choice.text}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

function SerialsPrompt(props: { read: NumberReader; quantity: number; offered: { label: string; serials: string[] } | undefined; onDone: (serials: string[]) => void }) {
  const { quantity, offered, onDone } = props;
  const [serials, setSerials] = useState<string[]>([]);
  // The serials accepted so far before React renders them: a label read on the server may follow other scans.
  const accepted = useRef<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const accept = (serial: string) => {
    if (accepted.current.includes(serial)) return setError(`Serial number ${serial} is already scanned`);
    if (offered && !offered.serials.includes(serial)) return setError(`Serial number ${serial} is not listed as ${offered.label.toLowerCase()}`);
    setError(null);
    accepted.current = [...accepted.current, serial];
    if (accepted.current.length === quantity) onDone(accepted.current);
    else setSerials(accepted.current);
  };
  const enter = async (value: string) => {
    if (!value) return setError('Scan or type the serial number');
    const read = await props.read(value);
    if ('refused' in read) return setError(read.refused);
    accept(read.number);
  };
  return (
    <Stack>
      <PromptField autoFocus label={`Serial number ${serials.length + 1} of ${quantity}`} error={error} onEnter={enter} />
      {serials.length > 0 && <Text size="sm">Scanned: {serials.join(', ')}</Text>}
      {offered && (
        <Choices
          label={offered.label}
          choices={offered.serials.filter((serial) => !serials.includes(serial)).map((serial) => ({ key: serial, text: serial, onChoose: () => accept(serial) }))}
        />
      )}
    </Stack>
  );
}

function LotInPrompt({ read, onDone }: { read: NumberReader; onDone: (lot: { lotNumber: string; expiryDate?: string }) => void }) {
  const [lotNumber, setLotNumber] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (lotNumber === null) {
    return (
      <PromptField
        autoFocus
        label="Lot number"
        error={error}
        onEnter={async (value) => {
          if (!value) return setError('Scan or type the lot number');
          const lot = await read(value);
          if ('refused' in lot) return setError(lot.refused);
          // A label's expiry date is the lot's: nothing more to ask.
          if (lot.expiryDate) return onDone({ lotNumber: lot.number, expiryDate: lot.expiryDate });
          setError(null);
          setLotNumber(lot.number);
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

/** A lot a prompt may take from, with the units it holds there. */
type LotChoice = GrainChoice & { lotId: string; lotNumber: string };

/** A lot's expiry in words for the prompt's choices and messages: "expired on 2026-11-20", "short-dated". */
const freshnessNote = (lot: GrainChoice, minShelfLifeDays: number | undefined) => {
  const freshness = lotFreshness(lot.expiryDate, minShelfLifeDays);
  return freshness === 'expired' ? `expired on ${lot.expiryDate}` : freshness === 'short' ? 'short-dated' : null;
};

interface LotOutPromptProps {
  read: NumberReader;
  expiryChecked: boolean;
  line: OrderLine;
  quantity: number;
  offered: GrainChoice[] | undefined;
  warehouseId: string;
  onDone: (lotId: string | undefined, allowExpired?: true) => void;
}

function LotOutPrompt(props: LotOutPromptProps) {
  const { line, quantity, offered, onDone } = props;
  const trpc = useTRPC();
  const { can } = useSession();
  const lots = useQuery({ ...trpc.inventory.lots.queryOptions({ id: line.productId, warehouseId: props.warehouseId }), enabled: !offered });
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<LotChoice | null>(null);
  const choices: LotChoice[] = offered
    ? offered.filter((grain): grain is LotChoice => grain.lotId !== null && grain.lotNumber !== null)
    : (lots.data ?? []).filter((lot) => lot.onHand > 0).map((lot) => ({ lotId: lot.id, lotNumber: lot.lotNumber, expiryDate: lot.expiryDate, serialNumber: null, quantity: lot.onHand }));
  const choose = (lot: LotChoice) => {
    if (lot.quantity < quantity) return setError(`Lot ${lot.lotNumber} holds only ${lot.quantity} of the ${quantity} units`);
    if (!props.expiryChecked || !needsAllowExpired(lot.expiryDate, line.minShelfLifeDays)) return onDone(lot.lotId);
    if (!can('inventory:ship-expired')) {
      return setError(`Lot ${lot.lotNumber} ${lotFreshness(lot.expiryDate) === 'expired' ? 'expired' : 'expires'} on ${lot.expiryDate}: only a manager or an admin may ship it`);
    }
    setError(null);
    setConfirming(lot);
  };
  return (
    <Stack>
      <PromptField
        autoFocus
        label="Lot to take"
        description={`Scan the lot number or choose one below; Enter with nothing takes ${line.offered?.byDefault ?? (line.allocations ? 'the allocated lots' : 'the first to expire')}`}
        error={error}
        onEnter={async (value) => {
          if (!value) return onDone(undefined);
          const read = await props.read(value);
          if ('refused' in read) return setError(read.refused);
          const lot = choices.find((candidate) => candidate.lotNumber === read.number);
          if (!lot) return setError(`No lot ${read.number} of this product is listed as ${(line.offered?.label ?? 'in stock here').toLowerCase()}`);
          choose(lot);
        }}
      />
      <Choices
        label={line.offered?.label ?? 'In stock'}
        choices={choices.map((lot) => {
          const note = freshnessNote(lot, line.minShelfLifeDays);
          return { key: lot.lotId, text: `${formatGrains([lot])}${note ? ` · ${note}` : ''}`, onChoose: () => choose(lot) };
        })}
      />
      {confirming && (
        <ExpiredLotConfirmation lot={confirming} quantity={quantity} minShelfLifeDays={line.minShelfLifeDays} onKeep={() => setConfirming(null)} onConfirm={() => onDone(confirming.lotId, true)} />
      )}
    </Stack>
  );
}

/** The second dialog before units of an expired (or too short-dated) lot are counted to ship. */
function ExpiredLotConfirmation(props: { lot: LotChoice; quantity: number; minShelfLifeDays: number | undefined; onKeep: () => void; onConfirm: () => void }) {
  const { lot, quantity } = props;
  const expired = lotFreshness(lot.expiryDate) === 'expired';
  return (
    <Modal opened onClose={props.onKeep} title={`Ship ${expired ? 'expired' : 'short-dated'} lot ${lot.lotNumber}?`}>
      <Stack>
        <Text size="sm">
          {expired
            ? `Lot ${lot.lotNumber} expired on ${lot.expiryDate}.`
            : `Lot ${lot.lotNumber} expires on ${lot.expiryDate}, within the ${props.minShelfLifeDays} days of shelf life the order requires.`}{' '}
          {quantity} {quantity === 1 ? 'unit' : 'units'} of it will ship all the same.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onKeep}>
            Choose another lot
          </Button>
          <Button color="red" data-autofocus onClick={props.onConfirm}>
            Ship {expired ? 'expired' : 'short-dated'} lot
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
