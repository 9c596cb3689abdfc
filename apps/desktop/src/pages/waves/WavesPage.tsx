/**
 * Waves (/picking/waves, decision 0022 point 6): sales orders picked together, newest first, with
 * their status, mode, orders, open tasks and packing location, filtered by warehouse and status in
 * the URL and paged on the server. "New wave" (Alt+N) builds one from the ready orders of a
 * warehouse (the user's, if bound): batch or zone mode, up to a number of orders, optionally only
 * those promised by a day or with units in a zone; the new wave opens. The server's refusals show
 * at their fields (400) or above them (409: no packing location, no ready orders).
 */
import { Anchor, Button, Group, Modal, NumberInput, Radio, Stack, Table, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useHotkeys } from '@mantine/hooks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DialogForm } from '../../components/dialog-form';
import { notifySuccess } from '../../components/feedback';
import { showServerErrors } from '../../components/forms';
import { PAGE_SIZE } from '../../components/list-page';
import { PageHeader } from '../../components/PageHeader';
import { PagedTable } from '../../components/PagedTable';
import { WarehouseSelect } from '../../components/RecordSelect';
import { useUrlFilters } from '../../components/useUrlFilters';
import { formatDateTime, formatQuantity } from '../../format';
import { useCurrentUser, useSession } from '../../session';
import { useTRPC, type RouterInputs } from '../../trpc';
import { StatusFilter } from '../orders/status';
import { WaveStatusBadge, waveModes, waveStatuses, type WaveStatus } from './status';

type WaveMode = NonNullable<RouterInputs['waves']['create']['mode']>;

/** The orders a new wave takes unless told otherwise (the server's default). */
const DEFAULT_MAX_ORDERS = 20;

/** The wave list screen. */
export function WavesPage() {
  const trpc = useTRPC();
  const { can } = useSession();
  const user = useCurrentUser();
  const filters = useUrlFilters<'warehouseId' | 'status'>();
  const [creating, setCreating] = useState(false);
  const manager = can('tasks:manage');
  useHotkeys([['alt+N', () => manager && setCreating(true), { usePhysicalKeys: true }]], []);
  const listInput = { page: filters.page, limit: PAGE_SIZE, warehouseId: filters.get('warehouseId'), status: filters.get('status') as WaveStatus | undefined };
  const waves = useQuery({ ...trpc.waves.list.queryOptions(listInput), placeholderData: keepPreviousData });
  return (
    <>
      <PageHeader title="Waves">
        {/* A user bound to a warehouse sees only its waves (the server says so too). */}
        {!user.warehouseId && <WarehouseSelect aria-label="Warehouse" placeholder="All warehouses" {...filters.selectProps('warehouseId')} />}
        <StatusFilter statuses={waveStatuses} value={filters.get('status')} onChange={(status) => filters.set({ status })} />
        {manager && <Button onClick={() => setCreating(true)}>New wave</Button>}
      </PageHeader>
      <PagedTable
        query={waves}
        csv={{ path: '/picking/waves', query: listInput }}
        empty="No waves match these filters."
        head={
          <>
            <Table.Th>Number</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Mode</Table.Th>
            <Table.Th ta="right">Orders</Table.Th>
            <Table.Th ta="right">Open tasks / tasks</Table.Th>
            <Table.Th>Packing location</Table.Th>
            <Table.Th>Created</Table.Th>
          </>
        }
        row={(wave) => (
          <Table.Tr key={wave.id}>
            <Table.Td>
              <Anchor component={Link} to={`/picking/waves/${wave.id}`}>
                {wave.number}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <WaveStatusBadge status={wave.status} />
            </Table.Td>
            <Table.Td>{waveModes[wave.mode]}</Table.Td>
            <Table.Td ta="right">{formatQuantity(wave.orderCount)}</Table.Td>
            <Table.Td ta="right">
              {formatQuantity(wave.openTaskCount)} / {formatQuantity(wave.taskCount)}
            </Table.Td>
            <Table.Td>{wave.packingLocationCode}</Table.Td>
            <Table.Td>{formatDateTime(wave.createdAt)}</Table.Td>
          </Table.Tr>
        )}
        onPageChange={(page) => filters.set({ page })}
      />
      <Modal opened={creating} onClose={() => setCreating(false)} title="New wave">
        {creating && <NewWaveForm warehouseId={user.warehouseId} onDone={() => setCreating(false)} />}
      </Modal>
    </>
  );
}

/** The new wave dialog: what the wave takes; on success the wave opens. */
function NewWaveForm({ warehouseId, onDone }: { warehouseId: string | null; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { warehouseId, mode: 'batch' as WaveMode, maxOrders: DEFAULT_MAX_ORDERS as number | string, promisedBy: '', zone: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const create = useMutation(
    trpc.waves.create.mutationOptions({
      onMutate: () => setFailure(null),
      onSuccess: (wave) => {
        notifySuccess(`Wave ${wave.number} created: ${formatQuantity(wave.orderCount)} orders, ${formatQuantity(wave.taskCount)} pick tasks`);
        queryClient.setQueryData(trpc.waves.get.queryKey({ id: wave.id }), wave);
        void queryClient.invalidateQueries(trpc.waves.list.pathFilter());
        void queryClient.invalidateQueries(trpc.tasks.pathFilter());
        onDone();
        void navigate(`/picking/waves/${wave.id}`);
      },
      onError: (error) => setFailure(showServerErrors(form, error)),
    }),
  );
  const submit = form.onSubmit((values) =>
    create.mutate({
      warehouseId: values.warehouseId ?? '',
      mode: values.mode,
      // Empty: the server's default; anything else goes as typed, for the server to judge.
      maxOrders: values.maxOrders === '' ? undefined : Number(values.maxOrders),
      promisedBy: values.promisedBy || undefined,
      zone: values.zone.trim().toUpperCase() || undefined,
    }),
  );
  return (
    <DialogForm onSubmit={submit} failure={failure} saving={create.isPending} submitLabel="Create wave">
      <WarehouseSelect label="Warehouse" required data-autofocus {...form.getInputProps('warehouseId')} />
      <Radio.Group label="Mode" {...form.getInputProps('mode')}>
        <Stack gap="xs" mt="xs">
          <Radio value="batch" label="Batch" description="One task per order line and bin, put in the order's cart slot" />
          <Radio value="zone" label="Zone" description="One task per product and bin in each zone, split between the orders at packing" />
        </Stack>
      </Radio.Group>
      <NumberInput label="Max orders" description="1 to 200; the ready orders by priority, promised date and order date" min={1} max={200} allowDecimal={false} allowNegative={false} clampBehavior="none" {...form.getInputProps('maxOrders')} />
      <Group grow align="flex-start">
        <TextInput type="date" label="Promised by" description="Only orders promised on or before this day" {...form.getInputProps('promisedBy')} />
        <TextInput label="Zone" description="Only orders with units to pick in this zone" {...form.getInputProps('zone')} />
      </Group>
    </DialogForm>
  );
}
