/**
 * One webhook's delivery log (/settings/webhooks/:id): deliveries newest first, filtered by status
 * (in the URL), with the event, attempts, the next and last attempt, the last response code, its
 * latency and error; "Redeliver" sends a delivery's event again at once as a new delivery.
 */
import { Badge, Button, Select, Table, Text } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { notifyError, notifySuccess } from '../../components/feedback';
import { PAGE_SIZE } from '../../components/list-page';
import { PageHeader } from '../../components/PageHeader';
import { PagedTable } from '../../components/PagedTable';
import { QueryView } from '../../components/QueryView';
import { useUrlFilters } from '../../components/useUrlFilters';
import { formatDateTime } from '../../format';
import { useTRPC, type RouterInputs } from '../../trpc';
import { OrderFacts } from '../orders/OrderDetails';
import { WebhookState } from './WebhooksPage';

type DeliveryStatus = NonNullable<RouterInputs['webhooks']['deliveries']['status']>;

const statuses: Record<DeliveryStatus, { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'blue' },
  delivered: { label: 'Delivered', color: 'teal' },
  failed: { label: 'Failed', color: 'red' },
};
const statusOptions = Object.entries(statuses).map(([value, { label }]) => ({ value, label }));

export function WebhookDeliveriesPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { id = '' } = useParams();
  const filters = useUrlFilters<'status'>();
  const status = filters.get('status') as DeliveryStatus | undefined;
  const webhook = useQuery(trpc.webhooks.get.queryOptions({ id }));
  const listInput = { id, page: filters.page, limit: PAGE_SIZE, status };
  const deliveries = useQuery({ ...trpc.webhooks.deliveries.queryOptions(listInput), placeholderData: keepPreviousData });
  const redeliver = useMutation(
    trpc.webhooks.redeliver.mutationOptions({
      onSuccess: () => {
        notifySuccess('Redelivery scheduled');
        void queryClient.invalidateQueries(trpc.webhooks.deliveries.pathFilter());
      },
      onError: (error) => notifyError(error, 'Could not redeliver'),
    }),
  );
  return (
    <QueryView query={webhook}>
      {(subscription) => (
        <>
          <PageHeader title="Webhook deliveries">
            <Select aria-label="Status" placeholder="Any status" clearable w={160} data={statusOptions} {...filters.selectProps('status')} />
            <Button variant="default" onClick={() => void deliveries.refetch()}>
              Refresh
            </Button>
          </PageHeader>
          <OrderFacts
            facts={[
              { label: 'URL', value: <Text style={{ wordBreak: 'break-all' }}>{subscription.url}</Text> },
              { label: 'Events', value: subscription.events.join(', ') },
              { label: 'Description', value: subscription.description ?? '—' },
              { label: 'State', value: <WebhookState webhook={subscription} /> },
            ]}
          />
          <PagedTable
            query={deliveries}
            csv={{ path: `/webhooks/${id}/deliveries`, query: listInput }}
            empty="No deliveries yet: events are sent as they happen."
            head={
              <>
                <Table.Th>Event</Table.Th>
                <Table.Th ta="right">Sequence</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Attempts</Table.Th>
                <Table.Th>Last attempt</Table.Th>
                <Table.Th ta="right">Response</Table.Th>
                <Table.Th ta="right">Latency</Table.Th>
                <Table.Th>Error / next attempt</Table.Th>
                <Table.Th />
              </>
            }
            row={(delivery) => (
              <Table.Tr key={delivery.id}>
                <Table.Td>
                  {delivery.eventType}
                  {delivery.redeliveryOf && (
                    <Badge ml="xs" size="xs" variant="outline">
                      Redelivery
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ta="right">{delivery.eventSequence}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={statuses[delivery.status].color} miw="max-content">
                    {statuses[delivery.status].label}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">{delivery.attempts}</Table.Td>
                <Table.Td>{formatDateTime(delivery.lastAttemptAt)}</Table.Td>
                <Table.Td ta="right">{delivery.lastResponseCode ?? '—'}</Table.Td>
                <Table.Td ta="right">{delivery.lastLatencyMs === null ? '—' : `${delivery.lastLatencyMs} ms`}</Table.Td>
                <Table.Td>{delivery.lastError ?? (delivery.nextAttemptAt ? `Next attempt ${formatDateTime(delivery.nextAttemptAt)}` : '—')}</Table.Td>
                <Table.Td ta="right">
                  <Button size="xs" variant="default" loading={redeliver.isPending && redeliver.variables.deliveryId === delivery.id} onClick={() => redeliver.mutate({ id, deliveryId: delivery.id })}>
                    Redeliver
                  </Button>
                </Table.Td>
              </Table.Tr>
            )}
            onPageChange={(page) => filters.set({ page })}
          />
        </>
      )}
    </QueryView>
  );
}
