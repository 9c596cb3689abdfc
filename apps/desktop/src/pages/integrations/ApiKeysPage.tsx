/**
 * API keys (admin, api-keys:manage; decision 0017's keys, decision 0019's screen): the keys newest first with
 * their hint (`sr_live_…abcd`), permissions, warehouse, expiry and last use (revoked ones on request);
 * create a key, shown once with a copy button; roll one (a new secret, shown once the same way); revoke one.
 */
import { Badge, Button, Group, Modal, MultiSelect, Switch, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmButton } from '../../components/ConfirmButton';
import { DialogForm, useFormSave } from '../../components/dialog-form';
import { notifyError, notifySuccess } from '../../components/feedback';
import { PAGE_SIZE } from '../../components/list-page';
import { PageHeader } from '../../components/PageHeader';
import { PagedTable } from '../../components/PagedTable';
import { WarehouseSelect } from '../../components/RecordSelect';
import { useUrlFilters } from '../../components/useUrlFilters';
import { formatDateTime, formatWarehouse } from '../../format';
import { useCurrentUser, type Permission } from '../../session';
import { useTRPC, type RouterOutputs } from '../../trpc';
import { SecretOnce } from './SecretOnce';

type ApiKey = RouterOutputs['apiKeys']['get'];
type CreatedKey = RouterOutputs['apiKeys']['create'];

/** What no key may hold (the server refuses them with 400): managing people or keys. */
const NOT_FOR_KEYS: readonly Permission[] = ['users:create', 'users:update', 'users:delete', 'api-keys:manage'];

export function ApiKeysPage() {
  const trpc = useTRPC();
  const filters = useUrlFilters<'includeRevoked'>();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedKey | null>(null);
  const includeRevoked = filters.get('includeRevoked') === 'true';
  const listInput = { page: filters.page, limit: PAGE_SIZE, includeRevoked: includeRevoked ? ('true' as const) : undefined };
  const keys = useQuery({
    ...trpc.apiKeys.list.queryOptions(listInput),
    placeholderData: keepPreviousData,
  });
  const close = () => {
    setCreating(false);
    setCreated(null);
  };
  return (
    <>
      <PageHeader title="API keys">
        <Button onClick={() => setCreating(true)}>New API key</Button>
      </PageHeader>
      <Text size="sm" c="dimmed" mb="sm">
        Other systems (a web shop, an ERP) call the API with a key instead of a person&apos;s password. A key acts under its own name with the permissions given here.
      </Text>
      <Switch mb="md" label="Show revoked" checked={includeRevoked} onChange={(event) => filters.set({ includeRevoked: event.currentTarget.checked ? 'true' : undefined })} />
      <PagedTable
        query={keys}
        csv={{ path: '/api-keys', query: listInput }}
        empty="No API keys yet."
        head={
          <>
            <Table.Th>Name</Table.Th>
            <Table.Th>Key</Table.Th>
            <Table.Th>Permissions</Table.Th>
            <Table.Th>Warehouse</Table.Th>
            <Table.Th>Expires</Table.Th>
            <Table.Th>Last used</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th />
          </>
        }
        row={(key: ApiKey) => (
          <Table.Tr key={key.id}>
            <Table.Td>{key.name}</Table.Td>
            <Table.Td>
              {/* Only the prefix and last 4 characters: the key itself is never shown again. */}
              <Text size="sm" ff="monospace">
                {key.keyHint ?? 'JWT (before sr_ keys)'}
              </Text>
            </Table.Td>
            <Table.Td>
              <Group gap={4}>
                {key.permissions.map((permission) => (
                  <Badge key={permission} variant="light" size="sm" tt="none">
                    {permission}
                  </Badge>
                ))}
              </Group>
            </Table.Td>
            <Table.Td>{key.warehouseCode && key.warehouseName ? formatWarehouse({ code: key.warehouseCode, name: key.warehouseName }) : 'All'}</Table.Td>
            <Table.Td>
              {formatDateTime(key.expiresAt)}
              {key.previousKeyExpiresAt && (
                <Text size="xs" c="dimmed">
                  Old key until {formatDateTime(key.previousKeyExpiresAt)}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{key.lastUsedAt ? `${formatDateTime(key.lastUsedAt)} from ${key.lastUsedFrom ?? '?'}` : 'Never'}</Table.Td>
            <Table.Td>{formatDateTime(key.createdAt)}</Table.Td>
            <Table.Td ta="right">
              {key.revokedAt ? (
                <Badge color="gray" variant="light">
                  Revoked {formatDateTime(key.revokedAt)}
                </Badge>
              ) : (
                <KeyActions apiKey={key} />
              )}
            </Table.Td>
          </Table.Tr>
        )}
        onPageChange={(page) => filters.set({ page })}
      />
      <Modal size="lg" opened={creating} onClose={close} title={created ? `API key ${created.name}` : 'New API key'}>
        {creating &&
          (created ? (
            <SecretOnce label="API key" value={created.key} hint="Send it as Authorization: Bearer <key>." onDone={close} />
          ) : (
            <ApiKeyForm onCreated={setCreated} />
          ))}
      </Modal>
    </>
  );
}

/** Roll (a new key, shown once; the current one refused from the next request) and Revoke, for a live key. */
function KeyActions({ apiKey }: { apiKey: ApiKey }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [rolled, setRolled] = useState<CreatedKey | null>(null);
  const revoke = useMutation(
    trpc.apiKeys.revoke.mutationOptions({
      onSuccess: (key) => {
        notifySuccess(`${key.name} revoked`);
        void queryClient.invalidateQueries(trpc.apiKeys.pathFilter());
      },
      onError: (error) => notifyError(error, 'Could not revoke the key'),
    }),
  );
  const roll = useMutation(
    trpc.apiKeys.roll.mutationOptions({
      onSuccess: (key) => {
        setRolled(key);
        void queryClient.invalidateQueries(trpc.apiKeys.pathFilter());
      },
      onError: (error) => notifyError(error, 'Could not roll the key'),
    }),
  );
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <ConfirmButton
        label="Roll"
        title={`Roll ${apiKey.name}?`}
        consequence="It gets a new key, shown once, valid for the server's default period; the current key is refused from the next request, so give the system using it the new one."
        keepLabel="Keep the current key"
        pending={roll.isPending}
        onConfirm={() => roll.mutate({ id: apiKey.id })}
      />
      <ConfirmButton
        label="Revoke"
        title={`Revoke ${apiKey.name}?`}
        consequence="Its key is refused from the next request; the system using it stops working until it gets a new key."
        pending={revoke.isPending}
        onConfirm={() => revoke.mutate({ id: apiKey.id })}
      />
      <Modal size="lg" opened={rolled !== null} onClose={() => setRolled(null)} title={`New key for ${apiKey.name}`}>
        {rolled && <SecretOnce label="API key" value={rolled.key} hint="Send it as Authorization: Bearer <key>." onDone={() => setRolled(null)} />}
      </Modal>
    </Group>
  );
}

function ApiKeyForm({ onCreated }: { onCreated: (key: CreatedKey) => void }) {
  const trpc = useTRPC();
  const user = useCurrentUser();
  const form = useForm({ initialValues: { name: '', permissions: [] as string[], warehouseId: null as string | null, expiresAt: '' } });
  const save = useFormSave(form, trpc.apiKeys.pathFilter(), () => {}, 'API key created');
  const create = useMutation(
    trpc.apiKeys.create.mutationOptions({
      ...save.options,
      onSuccess: (key) => {
        save.options.onSuccess();
        onCreated(key);
      },
    }),
  );
  const grantable = user.permissions.filter((permission) => !NOT_FOR_KEYS.includes(permission));
  const submit = form.onSubmit((values) =>
    create.mutate({
      name: values.name,
      permissions: values.permissions as typeof grantable,
      warehouseId: values.warehouseId ?? undefined,
      expiresAt: values.expiresAt || undefined,
    }),
  );
  return (
    <DialogForm onSubmit={submit} failure={save.failure} saving={create.isPending} submitLabel="Create key">
      <TextInput label="Name" required placeholder="e.g. Web shop stock sync" {...form.getInputProps('name')} />
      <MultiSelect label="Permissions" required searchable data={grantable} placeholder="What the key may do" {...form.getInputProps('permissions')} />
      <WarehouseSelect label="Warehouse" placeholder="All warehouses" description="A key bound to a warehouse sees and changes only that warehouse" {...form.getInputProps('warehouseId')} />
      <TextInput label="Expires" type="date" description="Empty: the server's default (one year unless configured otherwise)" {...form.getInputProps('expiresAt')} />
    </DialogForm>
  );
}
