/** Categories: list with search, create and edit in a dialog (categories:manage), delete when unused. */
import { Button, Group, Modal, Table, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DialogForm, useFormSave } from '../../components/dialog-form';
import { notifyError, notifySuccess } from '../../components/feedback';
import { listPage, PAGE_SIZE } from '../../components/list-page';
import { PageHeader } from '../../components/PageHeader';
import { PagedTable } from '../../components/PagedTable';
import { useUrlFilters } from '../../components/useUrlFilters';
import { useSession } from '../../session';
import { useTRPC, type RouterOutputs } from '../../trpc';

type Category = RouterOutputs['categories']['get']['data'];

export function CategoriesPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { can } = useSession();
  const filters = useUrlFilters<'search'>();
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const list = useQuery({
    ...trpc.categories.list.queryOptions({ page: filters.page, limit: PAGE_SIZE, shape: 'page', search: filters.get('search') }),
    select: listPage,
    placeholderData: keepPreviousData,
  });
  const remove = useMutation(
    trpc.categories.delete.mutationOptions({
      onSuccess: () => {
        notifySuccess('Category deleted');
        void queryClient.invalidateQueries(trpc.categories.pathFilter());
      },
      onError: (error) => notifyError(error, 'Could not delete the category'),
    }),
  );
  const canManage = can('categories:manage');

  return (
    <>
      <PageHeader title="Categories">
        <TextInput
          placeholder="Search by name"
          aria-label="Search"
          defaultValue={filters.get('search')}
          onChange={(event) => filters.set({ search: event.currentTarget.value })}
        />
        {canManage && <Button onClick={() => setEditing('new')}>New category</Button>}
      </PageHeader>
      <PagedTable
        query={list}
        empty="No categories found."
        head={
          <>
            <Table.Th>Name</Table.Th>
            <Table.Th>Description</Table.Th>
            {canManage && <Table.Th />}
          </>
        }
        row={(category) => (
          <Table.Tr key={category.id}>
            <Table.Td>{category.name}</Table.Td>
            <Table.Td>{category.description}</Table.Td>
            {canManage && (
              <Table.Td>
                <Group gap="xs" justify="flex-end">
                  <Button size="xs" variant="default" onClick={() => setEditing(category)}>
                    Edit
                  </Button>
                  <Button size="xs" variant="subtle" color="red" loading={remove.isPending} onClick={() => remove.mutate({ id: category.id })}>
                    Delete
                  </Button>
                </Group>
              </Table.Td>
            )}
          </Table.Tr>
        )}
        onPageChange={(page) => filters.set({ page })}
      />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'New category' : 'Edit category'}>
        {editing !== null && <CategoryForm category={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />}
      </Modal>
    </>
  );
}

function CategoryForm({ category, onDone }: { category?: Category; onDone: () => void }) {
  const trpc = useTRPC();
  const form = useForm({ initialValues: { name: category?.name ?? '', description: category?.description ?? '' } });
  const save = useFormSave(form, trpc.categories.pathFilter(), onDone);
  const create = useMutation(trpc.categories.create.mutationOptions(save.options));
  const update = useMutation(trpc.categories.update.mutationOptions(save.options));
  const submit = form.onSubmit((values) => {
    const fields = { name: values.name, description: values.description || null };
    if (category) update.mutate({ id: category.id, ...fields });
    else create.mutate(fields);
  });
  return (
    <DialogForm onSubmit={submit} failure={save.failure} saving={create.isPending || update.isPending}>
      <TextInput label="Name" required {...form.getInputProps('name')} />
      <Textarea label="Description" {...form.getInputProps('description')} />
    </DialogForm>
  );
}
