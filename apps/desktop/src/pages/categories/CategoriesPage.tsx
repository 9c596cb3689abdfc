/**
 * Categories: list with search, create and edit in a dialog (categories:manage), delete when unused
 * after a confirmation. Product lists show category names, so every change refreshes them too.
 */
import { Alert, Button, Group, Modal, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api-errors';
import { DialogForm, useFormSave } from '../../components/dialog-form';
import { notifySuccess } from '../../components/feedback';
import { PAGE_SIZE } from '../../components/list-page';
import { PageHeader } from '../../components/PageHeader';
import { PagedTable } from '../../components/PagedTable';
import { UrlSearchInput } from '../../components/UrlFilterInput';
import { useUrlFilters } from '../../components/useUrlFilters';
import { useSession } from '../../session';
import { useTRPC, type RouterOutputs } from '../../trpc';

type Category = RouterOutputs['categories']['get'];

/** Refreshes the cached views a category change affects: categories, and products (rows show the category name). */
function useRefreshCategories(): () => void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries(trpc.categories.pathFilter());
    void queryClient.invalidateQueries(trpc.products.pathFilter());
  };
}

/** The category list screen. */
export function CategoriesPage() {
  const trpc = useTRPC();
  const { can } = useSession();
  const filters = useUrlFilters<'search'>();
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const listInput = { page: filters.page, limit: PAGE_SIZE, search: filters.get('search') };
  const list = useQuery({
    ...trpc.categories.list.queryOptions(listInput),
    placeholderData: keepPreviousData,
  });
  const canManage = can('categories:manage');

  return (
    <>
      <PageHeader title="Categories">
        <UrlSearchInput placeholder="Search by name" aria-label="Search" filters={filters} filterKey="search" />
        {canManage && <Button onClick={() => setEditing('new')}>New category</Button>}
      </PageHeader>
      <PagedTable
        query={list}
        csv={{ path: '/categories', query: listInput }}
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
                  <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting(category)}>
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
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete category">
        {deleting && <DeleteCategory category={deleting} onDone={() => setDeleting(null)} />}
      </Modal>
    </>
  );
}

function CategoryForm({ category, onDone }: { category?: Category; onDone: () => void }) {
  const trpc = useTRPC();
  const form = useForm({ initialValues: { name: category?.name ?? '', description: category?.description ?? '' } });
  const save = useFormSave(form, useRefreshCategories(), onDone, category ? 'Category updated successfully' : 'Category created successfully');
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

/** Confirmation of a deletion; the server's refusal (a category still in use) stays in the dialog. */
function DeleteCategory({ category, onDone }: { category: Category; onDone: () => void }) {
  const trpc = useTRPC();
  const refresh = useRefreshCategories();
  const remove = useMutation(
    trpc.categories.delete.mutationOptions({
      onSuccess: () => {
        notifySuccess('Category deleted');
        refresh();
        onDone();
      },
    }),
  );
  return (
    <Stack>
      <Text size="sm">Delete the category {category.name}? Only a category no product uses can be deleted.</Text>
      {remove.isError && <Alert color="red">{errorMessage(remove.error)}</Alert>}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button color="red" loading={remove.isPending} onClick={() => remove.mutate({ id: category.id })}>
          Delete
        </Button>
      </Group>
    </Stack>
  );
}
