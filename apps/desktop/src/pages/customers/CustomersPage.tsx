/** Customers: list with search and status, create and edit in a dialog (customers:manage). */
import { SimpleGrid } from '@mantine/core';
import { useForm } from '@mantine/form';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useUrlFilters } from '../../components/useUrlFilters';
import { useSession } from '../../session';
import { useTRPC, type RouterOutputs } from '../../trpc';
import { AddressFields, addressValues, formatAddress, toOptionalAddress } from '../parties/AddressFields';
import { DialogForm, useFormSave } from '../../components/dialog-form';
import { statusListInput } from '../parties/filters';
import { PartiesPage } from '../parties/PartiesPage';
import { PartyFields, partyInput, partyValues } from '../parties/PartyFields';

type Customer = RouterOutputs['customers']['get'];

export function CustomersPage() {
  const trpc = useTRPC();
  const { can } = useSession();
  const filters = useUrlFilters<'search' | 'isActive'>();
  const listInput = statusListInput(filters);
  const list = useQuery({
    ...trpc.customers.list.queryOptions(listInput),
    placeholderData: keepPreviousData,
  });
  return (
    <PartiesPage
      csv={{ path: '/customers', query: listInput }}
      title="Customers"
      noun="customer"
      filters={filters}
      list={list}
      canManage={can('customers:manage')}
      columns={[{ label: 'Shipping address', value: (customer) => formatAddress(customer.shippingAddress) }]}
      renderForm={(customer, onDone) => <CustomerForm customer={customer} onDone={onDone} />}
    />
  );
}

function CustomerForm({ customer, onDone }: { customer?: Customer; onDone: () => void }) {
  const trpc = useTRPC();
  const form = useForm({
    initialValues: {
      ...partyValues(customer),
      billingAddress: addressValues(customer?.billingAddress),
      shippingAddress: addressValues(customer?.shippingAddress),
    },
  });
  const save = useFormSave(form, trpc.customers.pathFilter(), onDone, customer ? 'Customer updated successfully' : 'Customer created successfully');
  const create = useMutation(trpc.customers.create.mutationOptions(save.options));
  const update = useMutation(trpc.customers.update.mutationOptions(save.options));
  const submit = form.onSubmit((values) => {
    const fields = {
      ...partyInput(values),
      billingAddress: toOptionalAddress(values.billingAddress),
      shippingAddress: toOptionalAddress(values.shippingAddress),
    };
    if (customer) update.mutate({ id: customer.id, ...fields });
    else create.mutate(fields);
  });
  return (
    <DialogForm onSubmit={submit} failure={save.failure} saving={create.isPending || update.isPending}>
      <PartyFields form={form}>
        <SimpleGrid cols={2}>
          <AddressFields form={form} path="billingAddress" legend="Billing address" />
          <AddressFields form={form} path="shippingAddress" legend="Shipping address" />
        </SimpleGrid>
      </PartyFields>
    </DialogForm>
  );
}
