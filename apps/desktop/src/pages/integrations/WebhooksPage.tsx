/**
 * Webhooks (admin, webhooks:manage; decision 0017's subscriptions, decision 0019's screen): subscriptions
 * newest first with their events and state (why Stockroom switched one off); create one, whose
 * signing secret is shown once; edit, switch on or off, delete; each opens its delivery log.
 */
import { Anchor, Badge, Button, Group, Modal, MultiSelect, Switch, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { eventTypes, type EventType } from '@stockroom/api/event-types';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmButton } from '../../components/ConfirmButton';
import { DialogForm, useFormSave } from '../../components/dialog-form';
import { notifyError, notifySuccess } from '../../components/feedback';
import { PAGE_SIZE } from '../../components/list-page';
import { PageHeader } from '../../components/PageHeader';
import { PagedTable } from '../../components/PagedTable';
import { useUrlFilters } from '../../components/useUrlFilters';
import { formatDateTime } from '../../format';
import { useTRPC, type RouterOutputs } from '../../trpc';
import { SecretOnce } from './SecretOnce';

type Webhook = RouterOutputs['webhooks']['get'];
type CreatedWebhook = RouterOutputs['webhooks']['create'];

/** "Active", "Off" or "Switched off" (by Stockroom, after failing for the retry period). */
export function WebhookState({ webhook }: { webhook: Webhook }) {
  if (webhook.isActive) return <Badge color={webhook.failingSince ? 'orange' : 'teal'} variant="light">{webhook.failingSince ? `Failing since ${formatDateTime(webhook.failingSince)}` : 'Active'}</Badge>;
  return (
    <Badge color={webhook.disabledReason ? 'red' : 'gray'} variant="light" title={webhook.disabledReason ?? undefined}>
      {webhook.disabledReason ? 'Switched off' : 'Off'}
    </Badge>
  );
}

export function WebhooksPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const filters = useUrlFilters<never>();
  const [editing, setEditing] = useState<Webhook | 'new' | null>(null);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const listInput = { page: filters.page, limit: PAGE_SIZE };
  const webhooks = useQuery({ ...trpc.webhooks.list.queryOptions(listInput), placeholderData: keepPreviousData });
  const remove = useMutation(
    trpc.webhooks.delete.mutationOptions({
      onSuccess: () => {
        notifySuccess('Webhook deleted');
        void queryClient.invalidateQueries(trpc.webhooks.pathFilter());
      },
      onError: (error) => notifyError(error, 'Could not delete the webhook'),
    }),
  );
  const close = () => {
    setEditing(null);
    setCreated(null);
  };
  return (
    <>
      <PageHeader title="Webhooks">
        <Button onClick={() => setEditing('new')}>New webhook</Button>
      </PageHeader>
      <Text size="sm" c="dimmed" mb="md">
        Stockroom POSTs each event to the subscribed URL as it happens, signed with the subscription&apos;s secret, and retries failed deliveries.
      </Text>
      <PagedTable
        query={webhooks}
        csv={{ path: '/webhooks', query: listInput }}
        empty="No webhooks yet."
        head={
          <>
            <Table.Th>URL</Table.Th>
            <Table.Th>Events</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th />
          </>
        }
        row={(webhook) => (
          <Table.Tr key={webhook.id}>
            <Table.Td style={{ wordBreak: 'break-all' }}>
              <Anchor component={Link} to={`/settings/webhooks/${webhook.id}`}>
                {webhook.url}
              </Anchor>
            </Table.Td>
            <Table.Td>{webhook.events.join(', ')}</Table.Td>
            <Table.Td>{webhook.description ?? '—'}</Table.Td>
            <Table.Td>
              <WebhookState webhook={webhook} />
            </Table.Td>
            <Table.Td>
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                <Button size="xs" variant="default" component={Link} to={`/settings/webhooks/${webhook.id}`}>
                  Deliveries
                </Button>
                <Button size="xs" variant="default" onClick={() => setEditing(webhook)}>
                  Edit
                </Button>
                <ConfirmButton
                  label="Delete"
                  title="Delete this webhook?"
                  consequence="Nothing more is sent to it, and its delivery log is removed."
                  pending={remove.isPending}
                  onConfirm={() => remove.mutate({ id: webhook.id })}
                />
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
        onPageChange={(page) => filters.set({ page })}
      />
      <Modal size="lg" opened={editing !== null} onClose={close} title={created ? 'Webhook created' : editing === 'new' ? 'New webhook' : 'Edit webhook'}>
        {editing !== null &&
          (created ? (
            <SecretOnce label="Signing secret" value={created.secret} hint="Check each delivery's Stockroom-Signature with it." onDone={close} />
          ) : (
            <WebhookForm webhook={editing === 'new' ? undefined : editing} onCreated={setCreated} onSaved={close} />
          ))}
      </Modal>
    </>
  );
}

function WebhookForm({ webhook, onCreated, onSaved }: { webhook?: Webhook; onCreated: (created: CreatedWebhook) => void; onSaved: () => void }) {
  const trpc = useTRPC();
  // The form offers only the registry's types (the MultiSelect's data), so its values are EventTypes.
  const subscribed = (webhook?.events ?? []).filter((type): type is EventType => (eventTypes as readonly string[]).includes(type));
  const form = useForm({ initialValues: { url: webhook?.url ?? '', events: subscribed, description: webhook?.description ?? '', isActive: webhook?.isActive ?? true } });
  const save = useFormSave(form, trpc.webhooks.pathFilter(), webhook ? onSaved : () => {}, webhook ? 'Webhook updated' : 'Webhook created');
  const create = useMutation(
    trpc.webhooks.create.mutationOptions({
      ...save.options,
      onSuccess: (created) => {
        save.options.onSuccess();
        onCreated(created);
      },
    }),
  );
  const update = useMutation(trpc.webhooks.update.mutationOptions(save.options));
  const submit = form.onSubmit((values) => {
    const fields = { url: values.url, events: values.events, isActive: values.isActive };
    if (webhook) update.mutate({ id: webhook.id, ...fields, description: values.description || null });
    else create.mutate({ ...fields, description: values.description || undefined });
  });
  return (
    <DialogForm onSubmit={submit} failure={save.failure} saving={create.isPending || update.isPending} submitLabel={webhook ? 'Save' : 'Create webhook'}>
      {webhook?.disabledReason && <Text size="sm" c="red">{webhook.disabledReason} Switching it on again clears this.</Text>}
      <TextInput label="URL" required placeholder="https://shop.example.com/stockroom" {...form.getInputProps('url')} />
      <MultiSelect label="Events" required searchable data={eventTypes} placeholder="The events to send" {...form.getInputProps('events')} />
      <TextInput label="Description" placeholder="e.g. Web shop" {...form.getInputProps('description')} />
      <Switch label="Active: send events" {...form.getInputProps('isActive', { type: 'checkbox' })} />
    </DialogForm>
  );
}
