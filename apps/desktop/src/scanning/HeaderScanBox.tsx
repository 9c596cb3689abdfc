/**
 * The scan box in the header (decision 0019): `/` or F2 focuses it; a code scanned into it, or a
 * scanner burst anywhere but a text field the user is typing in, is looked up on the server
 * (lookup.code) and what it names opens: a product, a purchase or sales order, a transfer, a count
 * session, an assembly order, a location. Several matches offer a short chooser; an unknown code says so in a
 * notification, and focus stays where it was.
 */
import { Button, Modal, Stack } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../api-errors';
import { ScanField } from '../components/ScanField';
import { useTRPC, type RouterOutputs } from '../trpc';
import { playTone } from './tones';

type Lookup = RouterOutputs['lookup']['code'];
type Match = Lookup['matches'][number];

/** The screen a match opens. */
function pathOf(match: Match): string {
  switch (match.kind) {
    case 'product':
      return `/products/${match.id}`;
    case 'purchase-order':
      return `/purchase-orders/${match.id}`;
    case 'sales-order':
      return `/sales-orders/${match.id}`;
    case 'transfer':
      return `/inventory/transfers/${match.id}`;
    case 'count':
      return `/inventory/counts/${match.id}`;
    case 'assembly-order':
      return `/inventory/assemblies/${match.id}`;
    case 'location':
      return `/warehouses/${match.warehouseId}/locations/${match.id}`;
  }
}

const kindLabels: Record<Match['kind'], string> = {
  product: 'Product',
  'purchase-order': 'Purchase order',
  'sales-order': 'Sales order',
  transfer: 'Transfer',
  count: 'Count',
  'assembly-order': 'Assembly order',
  location: 'Location',
};

export function HeaderScanBox() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [choices, setChoices] = useState<Lookup | null>(null);
  const focus = () => input.current?.focus();
  useHotkeys([['/', focus]]);
  useHotkeys([['F2', focus]], []);

  const unknown = (message: string) => {
    playTone('unknown');
    notifications.show({ color: 'red', title: 'Unknown code', message });
  };
  const onScan = async (code: string) => {
    let result: Lookup;
    try {
      result = await queryClient.fetchQuery({ ...trpc.lookup.code.queryOptions({ code }), staleTime: 0 });
    } catch (error) {
      unknown(errorMessage(error));
      return null;
    }
    const [first, ...others] = result.matches;
    if (!first) unknown(`Nothing has the code ${result.code}`);
    else {
      playTone('success');
      if (others.length === 0) void navigate(pathOf(first));
      else setChoices(result);
    }
    return null;
  };

  return (
    <>
      <ScanField onScan={onScan} capture="outside-fields" withQuantity={false} autoFocus={false} inputRef={input} label="Scan box" labelHidden placeholder="Scan or type a code (/)" size="xs" />
      <Modal opened={choices !== null} onClose={() => setChoices(null)} title={`${choices?.code ?? ''} names several records`}>
        <Stack gap="xs">
          {choices?.matches.map((match, i) => (
            <Button
              key={`${match.kind}-${match.id}`}
              variant="default"
              justify="flex-start"
              data-autofocus={i === 0 ? true : undefined}
              onClick={() => {
                setChoices(null);
                void navigate(pathOf(match));
              }}
            >
              {kindLabels[match.kind]}: {match.label}
            </Button>
          ))}
        </Stack>
      </Modal>
    </>
  );
}
