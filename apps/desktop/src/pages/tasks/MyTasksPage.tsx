/**
 * "My tasks" (decision 0022): the next task of the user's warehouse, where to go and what to scan,
 * done by scanning only. Scanning the source location claims an open task; then the units (SKU,
 * barcode, lot, serial or GS1 label), then the destination, which completes it. A wrong scan is
 * refused with a sound and a message. F8 finishes short (or finishes a count), Alt+G gives the
 * task back. Below, the tasks that follow, in queue order.
 */
import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api-errors';
import { PageHeader } from '../../components/PageHeader';
import { QueryView } from '../../components/QueryView';
import { WarehouseSelect } from '../../components/RecordSelect';
import { ScanField, type ScanOutcome } from '../../components/ScanField';
import { notifySuccess } from '../../components/feedback';
import { formatQuantity } from '../../format';
import { looksLikeGs1 } from '../../scanning/gs1';
import { playTone } from '../../scanning/tones';
import { useScanLookup } from '../../scanning/useScanLookup';
import { useCurrentUser } from '../../session';
import { useTRPC } from '../../trpc';
import { addUnits, finishShort, instruction, namesUnits, scanDestination, scanSource, started, unitsOfItem, type Progress, type Task } from './task-flow';

/** How many tasks of the queue the screen shows. */
const QUEUE_LIMIT = 20;

const typeLabels: Record<Task['type'], string> = { putaway: 'Putaway', replenishment: 'Replenish', pick: 'Pick', count: 'Count', move: 'Move' };

/** A refusal: the unknown-scan sound and its message under the scan field. */
function refuse(message: string): ScanOutcome {
  playTone('unknown');
  return message;
}

export function MyTasksPage() {
  const user = useCurrentUser();
  const [chosenWarehouse, setChosenWarehouse] = useState<string | null>(null);
  const warehouseId = user.warehouseId ?? chosenWarehouse ?? undefined;
  const trpc = useTRPC();
  const queue = useQuery({ ...trpc.tasks.list.queryOptions({ assignee: 'me', warehouseId, page: 1, limit: QUEUE_LIMIT }), refetchInterval: 15_000 });
  return (
    <>
      <PageHeader title="My tasks">
        {!user.warehouseId && <WarehouseSelect aria-label="Warehouse" placeholder="All warehouses" value={chosenWarehouse} onChange={setChosenWarehouse} clearable w={260} />}
      </PageHeader>
      <QueryView query={queue} isEmpty={(result) => result.items.length === 0} empty="No tasks: nothing to put away, replenish, pick or count here.">
        {(result) => <TaskQueue tasks={result.items} userId={user.id} />}
      </QueryView>
    </>
  );
}

/** The current task (the user's own first, else the next open one) and the rest of the queue. */
function TaskQueue({ tasks, userId }: { tasks: Task[]; userId: string }) {
  const current = tasks.find((task) => task.assignee?.id === userId && task.status !== 'open') ?? tasks.find((task) => task.status === 'open');
  const rest = tasks.filter((task) => task !== current);
  return (
    <Stack>
      {current ? <CurrentTask key={current.id} task={current} /> : <Text>No open task to claim.</Text>}
      {rest.length > 0 && (
        <>
          <Title order={4}>Next</Title>
          <Table striped aria-label="Next tasks">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Task</Table.Th>
                <Table.Th>From</Table.Th>
                <Table.Th>Product</Table.Th>
                <Table.Th ta="right">Units</Table.Th>
                <Table.Th>To</Table.Th>
                <Table.Th>Cart slot</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rest.map((task) => (
                <Table.Tr key={task.id}>
                  <Table.Td>{typeLabels[task.type]}</Table.Td>
                  <Table.Td>{task.from?.code ?? '—'}</Table.Td>
                  <Table.Td>{task.product.sku}</Table.Td>
                  <Table.Td ta="right">{formatQuantity(task.quantity)}</Table.Td>
                  <Table.Td>{task.to?.code ?? '—'}</Table.Td>
                  <Table.Td>{task.cartSlot ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Stack>
  );
}

/**
 * The steps of the task in hand (task-flow.ts) over the server: a scan of its source claims an open
 * task, the destination's scan (or F8 with nothing left to take) completes it; Alt+G gives it back.
 * Returns the progress and the scan field's handler.
 */
function useTaskSteps(task: Task) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const lookup = useScanLookup();
  const [progress, setProgress] = useState<Progress>(started);
  const refresh = () => void queryClient.invalidateQueries(trpc.tasks.pathFilter());
  const claim = useMutation(trpc.tasks.claim.mutationOptions());
  const release = useMutation(trpc.tasks.release.mutationOptions({ onSuccess: refresh }));
  const complete = useMutation(trpc.tasks.complete.mutationOptions());

  const located = async (code: string) => {
    const reading = await lookup(code);
    return ('error' in reading ? undefined : reading.locations.find((match) => match.warehouseId === task.warehouseId)?.id) ?? null;
  };

  /** Sends the completion with what was scanned; the queue then moves on. */
  const finish = async (units: number, toLocationId?: string): Promise<ScanOutcome> => {
    try {
      await complete.mutateAsync({
        id: task.id,
        locationId: task.from!.id,
        toLocationId,
        quantity: units,
        lotId: task.lot?.id,
        serialNumbers: task.serialNumber && units > 0 ? [task.serialNumber] : undefined,
      });
    } catch (error) {
      return refuse(errorMessage(error));
    }
    playTone('success');
    notifySuccess(`${typeLabels[task.type]} done: ${formatQuantity(units)} × ${task.product.sku}`);
    refresh();
    return null;
  };

  const onScan = async (code: string, times: number): Promise<ScanOutcome> => {
    if (progress.step === 'source') {
      const next = scanSource(task, code);
      if ('refused' in next) return refuse(next.refused);
      if (task.status === 'open') {
        try {
          await claim.mutateAsync({ id: task.id });
        } catch (error) {
          refresh();
          return refuse(errorMessage(error));
        }
      }
      playTone('success');
      setProgress(next);
      return null;
    }
    if (progress.step === 'units') {
      let units: number | { refused: string };
      if (!looksLikeGs1(code) && namesUnits(task, code)) units = times;
      else {
        const reading = await lookup(code);
        if ('error' in reading) return refuse(reading.error);
        units = reading.item ? unitsOfItem(task, reading.item, times) : { refused: `${code} is not ${task.product.sku}` };
      }
      if (typeof units !== 'number') return refuse(units.refused);
      const next = addUnits(task, progress, units);
      if ('refused' in next) {
        playTone('over');
        return next.refused;
      }
      playTone('success');
      setProgress(next);
      return null;
    }
    const destination = await scanDestination(task, code, located);
    if ('refused' in destination) return refuse(destination.refused);
    return finish(progress.units, destination.toLocationId);
  };

  useHotkeys(
    [
      [
        'F8',
        () => {
          if (progress.step !== 'units') return;
          const next = finishShort(task, progress);
          if (next === 'complete') void finish(progress.units);
          else setProgress(next);
        },
      ],
      ['alt+G', () => task.status !== 'open' && release.mutate({ id: task.id }), { usePhysicalKeys: true }],
    ],
    [],
  );
  return { progress, onScan };
}

/** The task in hand: its instruction, the scan field that does each step, and its facts. */
function CurrentTask({ task }: { task: Task }) {
  const { progress, onScan } = useTaskSteps(task);
  return (
    <Card withBorder padding="lg" data-testid="current-task">
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <Badge size="lg">{typeLabels[task.type]}</Badge>
            {task.status !== 'open' && <Badge variant="light">Yours</Badge>}
          </Group>
          <Text size="sm">
            {task.product.sku} · {task.product.name}
          </Text>
        </Group>
        <Title order={3} data-testid="task-instruction">
          {instruction(task, progress)}
        </Title>
        <Group gap="xl">
          <Text>From {task.from?.code ?? '—'}</Text>
          {task.to && <Text>To {task.to.code}</Text>}
          {task.cartSlot !== null && <Text>Cart slot {task.cartSlot}</Text>}
          {task.lot && <Text>Lot {task.lot.lotNumber}{task.lot.expiryDate ? `, expires ${task.lot.expiryDate}` : ''}</Text>}
          {task.serialNumber && <Text>Serial {task.serialNumber}</Text>}
          <Text>
            Units {formatQuantity(progress.units)}
            {task.quantity !== null && task.type !== 'count' ? ` / ${formatQuantity(task.quantity)}` : ''}
          </Text>
        </Group>
        <ScanField onScan={onScan} label={progress.step === 'units' ? 'Scan SKU, barcode, lot or serial' : 'Scan location'} />
        <Text size="sm">
          F8 finishes short{task.type === 'count' ? ' (or finishes the count)' : ''} · Alt+G gives the task back
        </Text>
      </Stack>
    </Card>
  );
}
