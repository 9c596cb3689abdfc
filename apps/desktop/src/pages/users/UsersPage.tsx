/**
 * Users (admin): list with search, role and status filters in the URL; create and edit in a dialog;
 * deactivate after a confirmation. The server refuses to deactivate or demote yourself or the last
 * active admin, and its message is shown where the action was taken.
 */
import { Alert, Button, Group, Modal, PasswordInput, Select, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api-errors';
import { notifySuccess } from '../../components/feedback';
import { PageHeader } from '../../components/PageHeader';
import { PagedTable } from '../../components/PagedTable';
import { WarehouseSelect } from '../../components/RecordSelect';
import { useUrlFilters } from '../../components/useUrlFilters';
import { formatDateTime, formatWarehouse } from '../../format';
import { useSession } from '../../session';
import { useTRPC, type RouterOutputs } from '../../trpc';
import { DialogForm, useFormSave } from '../../components/dialog-form';
import { SearchAndStatus, statusListInput, StatusBadge } from '../parties/filters';

type User = RouterOutputs['users']['get'];
type Role = User['role'];

const roleLabels: Record<Role, string> = { admin: 'Admin', manager: 'Manager', staff: 'Staff', viewer: 'Viewer' };
const roleOptions = Object.entries(roleLabels).map(([value, label]) => ({ value, label }));
const isRole = (value: string | undefined): value is Role => value !== undefined && Object.hasOwn(roleLabels, value);

/** The user list screen. */
export function UsersPage() {
  const trpc = useTRPC();
  const { can } = useSession();
  const filters = useUrlFilters<'search' | 'isActive' | 'role'>();
  const role = filters.get('role');
  const [editing, setEditing] = useState<User | 'new' | null>(null);
  const [deactivating, setDeactivating] = useState<User | null>(null);
  const listInput = { ...statusListInput(filters), role: isRole(role) ? role : undefined };
  const list = useQuery({
    ...trpc.users.list.queryOptions(listInput),
    placeholderData: keepPreviousData,
  });
  const canUpdate = can('users:update');
  const canDeactivate = can('users:delete');

  return (
    <>
      <PageHeader title="Users">
        <SearchAndStatus filters={filters} placeholder="Search by name or email" />
        <Select
          aria-label="Role"
          placeholder="Any role"
          w={140}
          clearable
          data={roleOptions}
          value={isRole(role) ? role : null}
          onChange={(value) => filters.set({ role: value ?? undefined })}
        />
        {can('users:create') && <Button onClick={() => setEditing('new')}>New user</Button>}
      </PageHeader>
      <PagedTable
        query={list}
        csv={{ path: '/users', query: listInput }}
        empty="No users found."
        head={
          <>
            <Table.Th>User</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Warehouse</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Last sign-in</Table.Th>
            {(canUpdate || canDeactivate) && <Table.Th />}
          </>
        }
        row={(user) => (
          <Table.Tr key={user.id}>
            <Table.Td>
              <Text size="sm">{user.name}</Text>
              <Text size="xs" c="dimmed">
                {user.email}
              </Text>
            </Table.Td>
            <Table.Td>{roleLabels[user.role]}</Table.Td>
            <Table.Td>{user.warehouseCode && user.warehouseName ? formatWarehouse({ code: user.warehouseCode, name: user.warehouseName }) : 'All warehouses'}</Table.Td>
            <Table.Td>
              <StatusBadge active={user.isActive} />
            </Table.Td>
            <Table.Td>{formatDateTime(user.lastLoginAt)}</Table.Td>
            {(canUpdate || canDeactivate) && (
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  {canUpdate && (
                    <Button size="xs" variant="default" onClick={() => setEditing(user)}>
                      Edit
                    </Button>
                  )}
                  {canDeactivate && user.isActive && (
                    <Button size="xs" variant="subtle" color="red" onClick={() => setDeactivating(user)}>
                      Deactivate
                    </Button>
                  )}
                </Group>
              </Table.Td>
            )}
          </Table.Tr>
        )}
        onPageChange={(page) => filters.set({ page })}
      />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'New user' : 'Edit user'}>
        {editing !== null && <UserForm user={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />}
      </Modal>
      <Modal opened={deactivating !== null} onClose={() => setDeactivating(null)} title="Deactivate user">
        {deactivating && <DeactivateUser user={deactivating} onDone={() => setDeactivating(null)} />}
      </Modal>
    </>
  );
}

function UserForm({ user, onDone }: { user?: User; onDone: () => void }) {
  const trpc = useTRPC();
  const form = useForm({
    initialValues: {
      email: '',
      name: user?.name ?? '',
      password: '',
      role: user?.role ?? ('staff' as Role),
      warehouseId: user?.warehouseId ?? null,
      isActive: user?.isActive ?? true,
    },
  });
  const save = useFormSave(form, trpc.users.pathFilter(), onDone, user ? 'User updated successfully' : 'User created successfully');
  const create = useMutation(trpc.users.create.mutationOptions(save.options));
  const update = useMutation(trpc.users.update.mutationOptions(save.options));
  const submit = form.onSubmit(({ email, name, password, role, warehouseId, isActive }) => {
    if (user) update.mutate({ id: user.id, name, role, warehouseId, isActive });
    else create.mutate({ email: email.trim(), name, password, role, warehouseId });
  });
  return (
    <DialogForm onSubmit={submit} failure={save.failure} saving={create.isPending || update.isPending}>
      {user ? (
        <Text size="sm" c="dimmed">
          {user.email}
        </Text>
      ) : (
        <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
      )}
      <TextInput label="Name" required {...form.getInputProps('name')} />
      {!user && <PasswordInput label="Password" description="At least 12 characters" required {...form.getInputProps('password')} />}
      <Select label="Role" required allowDeselect={false} data={roleOptions} {...form.getInputProps('role')} />
      <WarehouseSelect label="Warehouse" description="Binds the user to one warehouse; empty for all" {...form.getInputProps('warehouseId')} />
      {user && <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />}
    </DialogForm>
  );
}

/** Confirmation of a deactivation; the server's refusal stays in the dialog. */
function DeactivateUser({ user, onDone }: { user: User; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const deactivate = useMutation(
    trpc.users.deactivate.mutationOptions({
      onSuccess: () => {
        notifySuccess('User deactivated');
        void queryClient.invalidateQueries(trpc.users.pathFilter());
        onDone();
      },
    }),
  );
  return (
    <Stack>
      <Text size="sm">
        Deactivate {user.name} ({user.email})? They can no longer sign in and their current session ends. The account and its history are kept.
      </Text>
      {deactivate.isError && <Alert color="red">{errorMessage(deactivate.error)}</Alert>}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button color="red" loading={deactivate.isPending} onClick={() => deactivate.mutate({ id: user.id })}>
          Deactivate
        </Button>
      </Group>
    </Stack>
  );
}
