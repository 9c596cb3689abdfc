/** Categories: list with search, create and edit in a dialog (categories:manage), delete when unused. */
import { Alert, Button, Group, Modal, Stack, Table, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../components/feedback';
import { showServerErrors } from '../../components/forms';
import { listPage, PAGE_SIZE } from '../../components/list-page';
import { PageHeader } from '../../components/PageHeader';
import { Pager } from '../../components/Pager';
import { QueryView } from '../../components/QueryView';
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
      <QueryView query={list} isEmpty={(page) => page.items.length === 0} empty="No categories found.">
        {(page) => (
          <>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Description</Table.Th>
                  {canManage && <Table.Th />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.items.map((category) => (
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
                ))}
              </Table.Tbody>
            </Table>
            <Pager page={page.page} totalPages={page.totalPages} total={page.total} onChange={(p) => filters.set({ page: p })} />
          </>
        )}
      </QueryView>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'New category' : 'Edit category'}>
        {editing !== null && <CategoryForm category={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />}
      </Modal>
    </>
  );
}

function CategoryForm({ category, onDone }: { category?: Category; onDone: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ initialValues: { name: category?.name ?? '', description: category?.description ?? '' } });
  const options = {
    onSuccess: (result: { message?: string }) => {
      notifySuccess(result.message ?? 'Saved');
      void queryClient.invalidateQueries(trpc.categories.pathFilter());
      onDone();
    },
    onError: (error: unknown) => setFailure(showServerErrors(form, error)),
  };
  const create = useMutation(trpc.categories.create.mutationOptions(options));
  const update = useMutation(trpc.categories.update.mutationOptions(options));
  const submit = form.onSubmit((values) => {
    setFailure(null);
    const fields = { name: values.name, description: values.description || null };
    if (category) update.mutate({ id: category.id, ...fields });
    else create.mutate(fields);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {failure && <Alert color="red">{failure}</Alert>}
        <TextInput label="Name" required {...form.getInputProps('name')} />
        <Textarea label="Description" {...form.getInputProps('description')} />
        <Button type="submit" loading={create.isPending || update.isPending}>
          Save
        </Button>
      </Stack>
    </form>
  );
}
