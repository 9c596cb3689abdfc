/**
 * One supplier (/suppliers/:id): its terms and the products it sells (decision 0016's supplier
 * products): supplier SKU, unit cost and currency, lead time, minimum order quantity and whether it
 * is the product's preferred supplier, whose offer reorder suggestions use. suppliers:manage adds,
 * edits and removes them.
 */
import { Badge, Button, Checkbox, Group, Modal, NumberInput, SimpleGrid, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ConfirmButton } from '../../components/ConfirmButton';
import { DialogForm, useFormSave } from '../../components/dialog-form';
import { notifyError, notifySuccess } from '../../components/feedback';
import { PAGE_SIZE } from '../../components/list-page';
import { PageHeader } from '../../components/PageHeader';
import { PagedTable } from '../../components/PagedTable';
import { QueryView } from '../../components/QueryView';
import { ProductSelect } from '../../components/RecordSelect';
import { useUrlFilters } from '../../components/useUrlFilters';
import { formatMoney, formatQuantity } from '../../format';
import { useSession } from '../../session';
import { useTRPC, type RouterOutputs } from '../../trpc';
import { OrderFacts } from '../orders/OrderDetails';
import { StatusBadge } from '../parties/filters';

type Supplier = RouterOutputs['suppliers']['get'];
type Offer = RouterOutputs['replenishment']['offers']['items'][number];

/** The supplier screen. */
export function SupplierPage() {
  const trpc = useTRPC();
  const { id = '' } = useParams();
  const supplier = useQuery(trpc.suppliers.get.queryOptions({ id }));
  return <QueryView query={supplier}>{(data) => <SupplierView supplier={data} />}</QueryView>;
}

function SupplierView({ supplier }: { supplier: Supplier }) {
  const trpc = useTRPC();
  const { can } = useSession();
  const filters = useUrlFilters<never>();
  const [editing, setEditing] = useState<Offer | 'new' | null>(null);
  const listInput = { id: supplier.id, page: filters.page, limit: PAGE_SIZE };
  const offers = useQuery({ ...trpc.replenishment.offers.queryOptions(listInput), placeholderData: keepPreviousData });
  const canManage = can('suppliers:manage');
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.replenishment.removeOffer.mutationOptions({
      onSuccess: (removed) => {
        notifySuccess(`${removed.sku} removed from the supplier`);
        void queryClient.invalidateQueries(trpc.replenishment.pathFilter());
      },
      onError: (error) => notifyError(error, 'Could not remove the product'),
    }),
  );
  return (
    <>
      <PageHeader title={supplier.name}>
        <StatusBadge active={supplier.isActive} />
        {canManage && <Button onClick={() => setEditing('new')}>Add product</Button>}
      </PageHeader>
      <OrderFacts
        facts={[
          { label: 'Code', value: supplier.code },
          { label: 'Contact', value: supplier.contactName ?? '—' },
          { label: 'Email', value: supplier.email ?? '—' },
          { label: 'Phone', value: supplier.phone ?? '—' },
          { label: 'Currency', value: supplier.currency },
          { label: 'Payment terms', value: `${supplier.paymentTermsDays} days` },
          { label: 'Lead time', value: supplier.leadTimeDays === null ? '—' : `${supplier.leadTimeDays} days` },
        ]}
      />
      <Text fw={600} mb="xs">
        Products
      </Text>
      <PagedTable
        query={offers}
        csv={{ path: `/suppliers/${supplier.id}/products`, query: listInput }}
        empty="This supplier offers no products yet."
        head={
          <>
            <Table.Th>SKU</Table.Th>
            <Table.Th>Product</Table.Th>
            <Table.Th>Supplier SKU</Table.Th>
            <Table.Th ta="right">Unit cost</Table.Th>
            <Table.Th ta="right">Lead time</Table.Th>
            <Table.Th ta="right">Minimum order</Table.Th>
            <Table.Th>Preferred</Table.Th>
            {canManage && <Table.Th />}
          </>
        }
        row={(offer) => (
          <Table.Tr key={offer.productId}>
            <Table.Td>{offer.sku}</Table.Td>
            <Table.Td>{offer.productName}</Table.Td>
            <Table.Td>{offer.supplierSku ?? '—'}</Table.Td>
            <Table.Td ta="right">
              {formatMoney(offer.unitCost)} {offer.currency}
            </Table.Td>
            <Table.Td ta="right">{offer.leadTimeDays} days</Table.Td>
            <Table.Td ta="right">{formatQuantity(offer.minimumOrderQuantity)}</Table.Td>
            <Table.Td>{offer.isPreferred && <Badge variant="light">Preferred</Badge>}</Table.Td>
            {canManage && (
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button size="xs" variant="default" onClick={() => setEditing(offer)}>
                    Edit
                  </Button>
                  <ConfirmButton
                    label="Remove"
                    title={`Remove ${offer.sku}?`}
                    consequence="The supplier no longer offers this product; reorder suggestions stop ordering it from them."
                    pending={remove.isPending}
                    onConfirm={() => remove.mutate({ id: supplier.id, productId: offer.productId })}
                  />
                </Group>
              </Table.Td>
            )}
          </Table.Tr>
        )}
        onPageChange={(page) => filters.set({ page })}
      />
      <Modal size="lg" opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'Add product' : `Edit ${editing?.sku ?? ''}`}>
        {editing !== null && <OfferForm supplier={supplier} offer={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />}
      </Modal>
    </>
  );
}

/** Days, units or a cost as a number, or undefined when the field is empty. */
const numberOrUndefined = (value: number | string) => (value === '' ? undefined : Number(value));

function OfferForm({ supplier, offer, onDone }: { supplier: Supplier; offer?: Offer; onDone: () => void }) {
  const trpc = useTRPC();
  const form = useForm({
    initialValues: {
      productId: offer?.productId ?? '',
      supplierSku: offer?.supplierSku ?? '',
      unitCost: offer?.unitCost ?? ('' as number | string),
      currency: offer?.currency ?? supplier.currency,
      leadTimeDays: offer?.leadTimeDays ?? supplier.leadTimeDays ?? ('' as number | string),
      minimumOrderQuantity: offer?.minimumOrderQuantity ?? ('' as number | string),
      isPreferred: offer?.isPreferred ?? false,
    },
  });
  const save = useFormSave(form, trpc.replenishment.pathFilter(), onDone, offer ? 'Supplier product updated' : 'Supplier product added');
  const add = useMutation(trpc.replenishment.addOffer.mutationOptions(save.options));
  const update = useMutation(trpc.replenishment.updateOffer.mutationOptions(save.options));
  const submit = form.onSubmit((values) => {
    const fields = {
      supplierSku: values.supplierSku.trim() || null,
      unitCost: numberOrUndefined(values.unitCost),
      currency: values.currency.toUpperCase() || undefined,
      leadTimeDays: numberOrUndefined(values.leadTimeDays),
      minimumOrderQuantity: numberOrUndefined(values.minimumOrderQuantity),
      isPreferred: values.isPreferred,
    };
    if (offer) update.mutate({ id: supplier.id, productId: offer.productId, ...fields });
    // An empty unit cost goes as undefined: the server answers "Unit cost … required" at the field.
    else add.mutate({ id: supplier.id, productId: values.productId, ...fields, unitCost: fields.unitCost as number });
  });
  return (
    <DialogForm onSubmit={submit} failure={save.failure} saving={add.isPending || update.isPending}>
      {!offer && <ProductSelect label="Product" required {...form.getInputProps('productId')} />}
      <SimpleGrid cols={2}>
        <TextInput label="Supplier SKU" {...form.getInputProps('supplierSku')} />
        <NumberInput label="Unit cost" required min={0} decimalScale={4} {...form.getInputProps('unitCost')} />
        <TextInput label="Currency" maxLength={3} {...form.getInputProps('currency')} />
        <NumberInput label="Lead time (days)" min={0} allowDecimal={false} {...form.getInputProps('leadTimeDays')} />
        <NumberInput label="Minimum order quantity" min={1} allowDecimal={false} {...form.getInputProps('minimumOrderQuantity')} />
      </SimpleGrid>
      <Checkbox label="Preferred supplier of this product (reorder suggestions order from it)" {...form.getInputProps('isPreferred', { type: 'checkbox' })} />
    </DialogForm>
  );
}
